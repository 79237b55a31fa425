import type { ClientDirectory } from '@domain/segmentation';
import { defineScreens } from '../router/screen-module';

declare module '../shared/ui-services' {
  interface UiServices {
    readonly clients: ClientDirectory;
  }
}

/**
 * Client segmentation (spec 2 §2 "Segmentations screen"). Its port, the pharmacy's clients paged by
 * the server, is bound ahead of its screen, which the campaign wizard and the segmentation screen
 * share.
 */
export const segmentationScreens = defineScreens({
  name: 'segmentation',
  routes: {},
});

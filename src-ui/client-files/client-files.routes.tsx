import type { SpreadsheetReader } from '@domain/client-files';
import { defineScreens } from '../router/screen-module';

declare module '../shared/ui-services' {
  interface UiServices {
    /** Reads the first sheet of a client file (.xls, .xlsx) away from the page's main thread. */
    readonly spreadsheets: SpreadsheetReader;
  }
}

/**
 * Client files: the reading of .xls and .xlsx files that screens importing clients share. No screen of
 * its own yet, so no routes, navigation or message area; its port reaches the UI as
 * `services.spreadsheets`.
 */
export const clientFilesScreens = defineScreens({
  name: 'client-files',
  routes: {},
});

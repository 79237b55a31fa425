import * as v from 'valibot';
import { CONFIG_SECTIONS, type HealthcarePlatform, type PharmacyConfigGateway } from '@domain/pharmacy-config';
import { defineScreens } from '../router/screen-module';
import { optionalParam } from '../shared/table-search';

declare module '../shared/ui-services' {
  interface UiServices {
    readonly pharmacyConfig: PharmacyConfigGateway;
    readonly healthcarePlatform: HealthcarePlatform;
  }
}

/** This context's message catalogue, loaded with the dialog. */
const messageArea = 'pharmacy-config';

/** The message area the dialog loads when it opens. */
export const pharmacyConfigMessageArea = messageArea;

/**
 * The address parameters of the configuration dialog, for the screen that opens it: `config`, the
 * pharmacy's eid (the dialog is open while it is there), and `tab`, its section. A reload keeps both.
 */
export const pharmacyConfigSearchEntries = {
  config: optionalParam(v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(1))),
  tab: optionalParam(v.picklist(CONFIG_SECTIONS)),
};

/**
 * The pharmacy configuration (spec 3 §2 "Pharmacy configuration dialog"): a dialog of the entity list,
 * with no route of its own; the list's address holds it.
 */
export const pharmacyConfigScreens = defineScreens({
  name: 'pharmacy-config',
  messageArea,
  routes: {},
});

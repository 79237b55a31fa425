import { msg } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import type { PharmacyMap, PharmacyWizardGateway } from '@domain/pharmacy-wizard';
import { pharmacyWizardAccess, wizardEidOf } from '@domain/pharmacy-wizard';
import { loadScreenMessages } from '../i18n/i18n';
import { backofficeRoute, shellRoute } from '../router/routes';
import { defineScreens } from '../router/screen-module';

declare module '../shared/ui-services' {
  interface UiServices {
    readonly pharmacyWizard: PharmacyWizardGateway;
    /** The wizard's maps service (offline, ADR 37). */
    readonly pharmacyMap: PharmacyMap;
  }
}

/** This context's message catalogue, loaded with its screens. */
const messageArea = 'pharmacy-wizard';

/** The creation wizard (spec 3 §2 "Pharmacy wizard", state app-h.backoffice.wizard): back-office users only. */
export const pharmacyWizardCreateRoute = createRoute({
  getParentRoute: () => backofficeRoute,
  path: '/wizard',
  staticData: { title: msg`Nueva farmacia` },
  loader: () => loadScreenMessages(messageArea),
}).lazy(() => import('./pharmacy-wizard-page').then((module) => module.PharmacyWizardCreateRoute));

/** The edit wizard (spec 3 §2 /app-h/wizard/{eid}): back-office users for any pharmacy, a pharmacy user for their own. */
export const pharmacyWizardEditRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: '/wizard/$eid',
  staticData: { title: msg`Datos de la farmacia` },
  beforeLoad: ({ context, params }) => {
    if (pharmacyWizardAccess(context.services.session.current(), wizardEidOf(params.eid)) === undefined) throw redirect({ to: '/403', replace: true });
  },
  loader: () => loadScreenMessages(messageArea),
}).lazy(() => import('./pharmacy-wizard-page').then((module) => module.PharmacyWizardEditRoute));

/** The pharmacy wizard: creating a pharmacy and editing its data (spec 3 §2, §4, §5). */
export const pharmacyWizardScreens = defineScreens({
  name: 'pharmacy-wizard',
  messageArea,
  routes: { shell: [pharmacyWizardEditRoute], backoffice: [pharmacyWizardCreateRoute] },
});

import { Suspense, lazy } from 'react';
import type { PharmacyConfigLauncherProps } from './pharmacy-config-props';
import { loadScreenMessages } from '../i18n/i18n';
import { pharmacyConfigMessageArea } from './pharmacy-config.routes';

export type { PharmacyConfigLauncherProps } from './pharmacy-config-props';

/** The dialog's code and its messages, fetched when it first opens. */
const PharmacyConfigDialog = lazy(async () => {
  const [module] = await Promise.all([import('./pharmacy-config-dialog'), loadScreenMessages(pharmacyConfigMessageArea)]);
  return { default: module.PharmacyConfigDialog };
});


/**
 * The pharmacy configuration dialog, loaded only when a pharmacy is to be configured: the list that
 * opens it carries none of its code.
 */
export function PharmacyConfigLauncher(props: PharmacyConfigLauncherProps) {
  if (props.eid === undefined) return null;
  return (
    <Suspense fallback={null}>
      <PharmacyConfigDialog {...props} eid={props.eid} />
    </Suspense>
  );
}

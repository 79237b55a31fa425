import { wizardViewMode, type WizardViewMode } from '@domain/entities';
import { activePharmacy, isBackofficeUser, type Session } from '@domain/session';

/**
 * How `session` may open the wizard of pharmacy `eid` (`undefined` for the creation wizard), or
 * `undefined` when it may not (spec 3 §6): a back-office user creates and edits any pharmacy
 * (backofficeView); a pharmacy user edits only their own pharmacy (phView). Not in the spec: a pharmacy
 * user never creates one, nor opens another pharmacy's wizard.
 */
export function pharmacyWizardAccess(session: Session | undefined, eid: number | undefined): WizardViewMode | undefined {
  if (session === undefined) return undefined;
  if (isBackofficeUser(session)) return wizardViewMode(true);
  const own = activePharmacy(session);
  return eid !== undefined && own !== undefined && own.eid === eid ? wizardViewMode(false) : undefined;
}

/** The eid of the wizard's route parameter: a whole positive number, else `undefined` (no such pharmacy). */
export function wizardEidOf(parameter: string): number | undefined {
  return /^\d{1,9}$/.test(parameter) && Number(parameter) > 0 ? Number(parameter) : undefined;
}

import { canSeeSegmentations, segmentsRightLevel } from '@domain/segmentation';
import { activePharmacy, entityHasModule, isBackofficeUser, userCan, type Session } from '@domain/session';

/** The entity module that offers segmentation and the CRM (spec 2 §6). */
export const CRM_MODULE = 'module_segments_active';

/**
 * Who opens the CRM screens (spec 2 §6 "segments and CRM need the entity module module_segments_active
 * plus userCan segments or clients"): inside a pharmacy with module_segments_active, a user with the
 * segments right above level 0 or with the clients right; a back-office user inside such a pharmacy
 * too. The same rule as the segmentation screen's.
 */
export function canOpenCrm(session: Session): boolean {
  const pharmacy = activePharmacy(session);
  if (pharmacy === undefined || !entityHasModule(pharmacy, CRM_MODULE)) return false;
  return isBackofficeUser(session) || canSeeSegmentations(segmentsRightLevel(session.user.rights)) || userCan(session.user, 'clients');
}

/**
 * Why the CRM form cannot be created here: STORE_NAME_MISSING for a back-office user acting for a
 * pharmacy whose web store has no name (spec 2 §8 "backoffice without store name 'No está definido el
 * nombre web'"); undefined when it can. `webName` is the store's name ('' when it has none); it is
 * trimmed.
 */
export function crmFormCreationRefusal(input: { readonly backoffice: boolean; readonly webName: string }): 'STORE_NAME_MISSING' | undefined {
  return input.backoffice && input.webName.trim() === '' ? 'STORE_NAME_MISSING' : undefined;
}

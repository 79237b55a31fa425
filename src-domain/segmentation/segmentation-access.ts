import { entityHasModule, type Entity, type UserRights } from '@domain/session';

/** The user right that grants the segmentation screen (spec 2 §6). */
export const SEGMENTS_RIGHT = 'segments';

/** The entity module that turns the CRM filters on (spec 2 §6). */
export const LOYALTY_MODULE = 'module_loyalty_active';

/** The user's level of the segments right; a missing or non-numeric right is level 0 (spec 2 §6). */
export function segmentsRightLevel(rights: UserRights): number {
  const level = Object.hasOwn(rights, SEGMENTS_RIGHT) ? rights[SEGMENTS_RIGHT] : undefined;
  return typeof level === 'number' && Number.isFinite(level) ? level : 0;
}

/** A segments rights level above 0 may see segmentations (spec 2 §6). */
export function canSeeSegmentations(level: number): boolean {
  return level > 0;
}

/** A segments rights level above 1 may save segmentations (spec 2 §6). */
export function canSaveSegmentations(level: number): boolean {
  return level > 1;
}

/**
 * The CRM filters show when the pharmacy has module_loyalty_active on, or is one of `crmPharmacyEids`,
 * a fixed list the spec does not show (spec 2 §6), so it comes from configuration.
 */
export function crmFiltersVisible(entity: Entity | undefined, crmPharmacyEids: readonly number[]): boolean {
  return entityHasModule(entity, LOYALTY_MODULE) || (entity !== undefined && crmPharmacyEids.includes(entity.eid));
}

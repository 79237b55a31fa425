import type { Entity, EntityRights, User } from './session';

/**
 * Text that marks a partner's owner (spec 2 §6: "A partner is a user whose owner is or contains the
 * partner marker"). Not in the spec: the marker's value; the product uses 'partner'.
 */
export const PARTNER_MARKER = 'partner';

/**
 * Whether `user` has right `right` at level `level` or above (spec 2 §6: rights are numeric per right
 * name; the desired level defaults to 1). A missing or non-numeric right is level 0.
 */
export function userCan(user: Pick<User, 'rights'>, right: string, level = 1): boolean {
  const granted = Object.hasOwn(user.rights, right) ? user.rights[right] : undefined;
  return typeof granted === 'number' && Number.isFinite(granted) && granted >= level;
}

/** Whether an entity right or module is on: the value `true` or the text `'true'` (spec 2 §6). */
export function entityHas(rights: EntityRights | undefined, name: string): boolean {
  if (rights === undefined || !Object.hasOwn(rights, name)) return false;
  const value = rights[name];
  return value === true || value === 'true';
}

/** Whether the entity has a module or right on; false for no entity. */
export function entityHasModule(entity: Entity | undefined, module: string): boolean {
  return entityHas(entity?.rights, module);
}

/** A partner is a user whose owner is or contains the partner marker, in any letter case (spec 2 §6). */
export function isPartner(user: Pick<User, 'owner'>): boolean {
  return user.owner.toLowerCase().includes(PARTNER_MARKER);
}

import { portMethods, token } from '@domain/shared-kernel';
import type { EntityDetails } from './entity-details';
import type { EntityListRow } from './entity-list';

/** The back-office entity list (spec 3 §7 "Entities and dashboard"). */
export interface EntityDirectory {
  /** GET /api/v1/entities/extendedlist. A 403 rejects with a forbidden ApiError. */
  list(): Promise<readonly EntityListRow[]>;
  /**
   * GET /api/v2/dashboard/entities: what the v2 list adds to each pharmacy (sign-up form status,
   * commercial, administrative, contact e-mail; spec 3 §3 "Entity row (v2)").
   */
  details(): Promise<readonly EntityDetails[]>;
}

/** Token of the {@link EntityDirectory} port. */
export const EntityDirectory = token<EntityDirectory>('entities.EntityDirectory');

/** Every call of the {@link EntityDirectory} port. */
export const EntityDirectoryMethods = portMethods<EntityDirectory>()('list', 'details');

import { portMethods, token } from '@domain/shared-kernel';
import type { EntityListRow } from './entity-list';

/** The back-office entity list (spec 3 §7 "Entities and dashboard"). */
export interface EntityDirectory {
  /** GET /api/v1/entities/extendedlist. A 403 rejects with a forbidden ApiError. */
  list(): Promise<readonly EntityListRow[]>;
}

/** Token of the {@link EntityDirectory} port. */
export const EntityDirectory = token<EntityDirectory>('entities.EntityDirectory');

/** Every call of the {@link EntityDirectory} port. */
export const EntityDirectoryMethods = portMethods<EntityDirectory>()('list');

import { err, ok, type Result } from '@domain/shared-kernel';
import { validateSegmentationFilters } from './filter-validation';
import type { SavedSegmentation, SegmentationFilters } from './segmentation-filters';

/** Where a save goes: a new segmentation, or the existing one with that name (its id). */
export type SaveTarget = { readonly kind: 'create'; readonly name: string } | { readonly kind: 'update'; readonly id: string; readonly name: string };

/** The key two segmentation names are compared by: trimmed, inner whitespace runs as one space, lower case. */
function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');
}

/**
 * Saving under a name that already exists updates that segmentation instead of creating another
 * (spec 2 §4 Segmentation). Not in the spec: names are compared trimmed, with whitespace runs as one
 * space and without letter case ('Mayores 65' matches ' mayores  65 '), but accents count
 * ('Promoción' differs from 'Promocion'); when several saved ones match, the first listed is updated.
 * The name saved is the typed one, trimmed.
 */
export function segmentationSaveTarget(saved: readonly SavedSegmentation[], name: string): SaveTarget {
  const key = nameKey(name);
  const existing = saved.find((segmentation) => nameKey(segmentation.name) === key);
  return existing === undefined ? { kind: 'create', name: name.trim() } : { kind: 'update', id: existing.id, name: name.trim() };
}

/** Why a segmentation cannot be saved: invalid filters or period (spec 2 §5), or no name (not in the spec). */
export type SaveSegmentationError = 'INVALID_FILTERS' | 'EMPTY_NAME';

/**
 * Decides a save of the current filters under `name` (spec 2 §4, §5): the filter form and period must
 * be valid, else INVALID_FILTERS ('Revise lo datos de los filtros.'); not in the spec, a blank name is
 * EMPTY_NAME. Then {@link segmentationSaveTarget} decides create or update.
 */
export function planSegmentationSave(
  saved: readonly SavedSegmentation[],
  name: string,
  filters: SegmentationFilters,
): Result<SaveTarget, SaveSegmentationError> {
  if (validateSegmentationFilters(filters).length > 0) return err('INVALID_FILTERS');
  if (name.trim() === '') return err('EMPTY_NAME');
  return ok(segmentationSaveTarget(saved, name));
}

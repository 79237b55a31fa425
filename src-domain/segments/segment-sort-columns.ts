/**
 * Columns the segment list sorts by. A module of its own, so that the screen's route validates its
 * address without loading the list's rules.
 */
export const SEGMENT_SORT_COLUMNS = ['id', 'name', 'description', 'ages', 'editedBy'] as const;

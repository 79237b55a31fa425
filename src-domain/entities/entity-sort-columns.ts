/**
 * Columns the entity list sorts by. A module of its own, so that the screen's route validates its address
 * without loading the list's rules.
 */
export const ENTITY_SORT_COLUMNS = ['id', 'name', 'contactName', 'kam', 'erp', 'lastUploadDate', 'lastCache', 'lastReport'] as const;

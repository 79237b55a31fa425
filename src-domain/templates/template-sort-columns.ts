/**
 * Columns the template list sorts by. A module of its own, so that the screen's route validates its address
 * without loading the list's rules.
 */
export const TEMPLATE_SORT_COLUMNS = ['id', 'name', 'description', 'type', 'subject', 'editedBy'] as const;

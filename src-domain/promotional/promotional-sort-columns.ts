/**
 * Columns the promotional campaign list sorts by. A module of its own, so that the screen's route
 * validates its address without loading the list's rules.
 */
export const PROMOTIONAL_SORT_COLUMNS = ['name', 'delivery', 'promotion', 'template', 'state', 'createdBy'] as const;

/** The list's state filter in the address: every campaign, the scheduled ones or the sent ones. */
export const PROMOTIONAL_STATE_FILTERS = ['scheduled', 'sent'] as const;

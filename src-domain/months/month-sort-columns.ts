/**
 * The columns the month table sorts by: the month itself, or its blocked flag. A module of its own, so that the screen's route validates its address
 * without loading the list's rules.
 */
export const MONTH_SORT_COLUMNS = ['monthYear', 'blocked'] as const;

/**
 * Columns the healthcare campaign list sorts by. A module of its own, so that the screen's route
 * validates its address without loading the list's rules.
 */
export const HEALTHCARE_SORT_COLUMNS = ['name', 'delivery', 'status', 'pharmacies', 'createdBy'] as const;

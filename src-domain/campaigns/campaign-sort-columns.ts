/**
 * The sortable columns of the campaign list: name, channel, status, creation and send instants. A
 * module of its own, so the list's address can be read without the list's rules.
 */
export const CAMPAIGN_SORT_COLUMNS = ['created', 'name', 'subtype', 'status', 'scheduled'] as const;

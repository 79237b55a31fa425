/**
 * Columns the web-tool jobs tables sort by. A module of its own, so that the screens' routes validate
 * their addresses without loading the screens' rules.
 */
export const WEB_JOB_SORT_COLUMNS = ['creation', 'lastUpdate', 'eid', 'domain', 'status', 'author'] as const;

/** Columns the virtual-hosts table sorts by (a module of its own, as {@link WEB_JOB_SORT_COLUMNS}). */
export const VHOST_SORT_COLUMNS = ['domain', 'server'] as const;

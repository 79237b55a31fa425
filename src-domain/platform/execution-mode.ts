/** The back end's execution mode (spec 1 §1, §4). */
export type ExecutionMode = 'development' | 'preproduction' | 'production';

/**
 * Reads the server's `execution_mode`; anything unrecognised counts as production, as a failed call
 * does (spec 1 §4 "Back-end execution mode").
 */
export function parseExecutionMode(value: unknown): ExecutionMode {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'development' || text === 'dev') return 'development';
  if (text === 'preproduction' || text === 'preprod' || text === 'pre') return 'preproduction';
  return 'production';
}

/** The console message when the server info cannot be read (spec 1 §8). */
export const SERVER_INFO_FAILURE_LOG = 'Error retrieving server execution mode';

/**
 * The page title: [DEV] in development and [PREV] in preproduction, then the app name (spec 1 §1);
 * the current screen's title follows so that every tab and history entry says where it is.
 */
export function documentTitle(mode: ExecutionMode, appName: string, screenTitle?: string): string {
  const prefix = mode === 'development' ? '[DEV] ' : mode === 'preproduction' ? '[PREV] ' : '';
  const screen = screenTitle !== undefined && screenTitle.trim() !== '' ? ` · ${screenTitle.trim()}` : '';
  return `${prefix}${appName}${screen}`;
}

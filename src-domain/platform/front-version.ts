/** The front-end version is checked every 5 minutes (spec 1 §4, §9: 300000 ms). */
export const VERSION_CHECK_INTERVAL_MS = 300_000;

/** The page reloads 4 s after the new-version notice (spec 1 §9). */
export const VERSION_RELOAD_DELAY_MS = 4_000;

/**
 * A deployed version different from the running one means a newer front end is out (spec 1 §4). An
 * empty or unreadable deployed version never triggers a reload.
 */
export function isNewerVersionDeployed(running: string, deployed: string | undefined): boolean {
  const value = deployed?.trim() ?? '';
  return value !== '' && value !== running.trim();
}

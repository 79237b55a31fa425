/** The word to type to confirm a server reboot (spec 3 §5 "Server reboot needs the typed word REINICIAR"). */
export const REBOOT_CONFIRMATION_WORD = 'REINICIAR';

/**
 * A server reboot is confirmed only when the typed text is exactly REINICIAR (spec 3 §5). Not in the
 * spec: the comparison is exact, so lower case or surrounding spaces do not confirm.
 */
export function isRebootConfirmed(typed: string): boolean {
  return typed === REBOOT_CONFIRMATION_WORD;
}

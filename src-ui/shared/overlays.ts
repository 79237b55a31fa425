// eslint-disable-next-line no-restricted-imports -- the one place that opens Mantine's modals
import { modals } from '@mantine/modals';
import { useSyncExternalStore } from 'react';

/**
 * Notifications and modals are mounted on first use: their components (transitions, focus trap,
 * scroll lock, portals) stay out of the first page's script. `notify` and `openConfirm` ask for them;
 * the application renders them once asked (`useOverlaysRequested`).
 */
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Asks for the overlays to be mounted (once; later calls do nothing). */
export function requestOverlays(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** Whether the overlays have been asked for: the application mounts them from then on. */
export function useOverlaysRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => requested,
  );
}

/** Called by the overlays once they listen: what was waiting for them goes on. */
export function overlaysMounted(): void {
  markMounted();
}

type ConfirmProps = Parameters<typeof modals.openConfirmModal>[0];

/**
 * Opens a confirmation dialog (Mantine's confirm modal), mounting the modals first if needed. It is
 * answered once: the first press of either button (or its dismissal) decides, and a second press
 * while the dialog fades out does nothing, so a double click runs the action once.
 */
export function openConfirm(props: ConfirmProps): void {
  let answered = false;
  const once =
    (action: (() => void) | undefined) =>
    (): void => {
      if (answered) return;
      answered = true;
      action?.();
    };
  requestOverlays();
  void mounted.then(() => modals.openConfirmModal({ ...props, onConfirm: once(props.onConfirm), onCancel: once(props.onCancel) }));
}

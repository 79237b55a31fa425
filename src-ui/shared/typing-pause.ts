/**
 * Whether a person is typing: what waits for a pause in the typing (the rows of a table that follow a
 * typed filter) does not land between two keys, where drawing it would hold the next one.
 */

/** How long after the last character typed in a text field the typing counts as paused. */
export const TYPING_PAUSE_MS = 400;

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);

let lastTypedAt = Number.NEGATIVE_INFINITY;
let listening = false;

function typed(event: Event): void {
  const target = event.target;
  const text = target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_TYPES.has(target.type)) || (target instanceof HTMLElement && target.isContentEditable);
  if (text) lastTypedAt = performance.now();
}

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('input', typed, { capture: true, passive: true });
}

/** Whether a text field of the page had a character typed within the last `pause` ms. */
export function typingNow(pause = TYPING_PAUSE_MS): boolean {
  listen();
  return performance.now() - lastTypedAt < pause;
}

/**
 * Runs `then` once nothing has been typed in a text field of the page for `pause` ms: at once when the
 * page is quiet. The page's typing is watched from the first call on. Returns what cancels it.
 */
export function afterTypingPause(then: () => void, pause = TYPING_PAUSE_MS): () => void {
  listen();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const quiet = performance.now() - lastTypedAt;
    if (quiet >= pause) {
      timer = undefined;
      then();
    } else timer = setTimeout(check, pause - quiet);
  };
  check();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
  };
}

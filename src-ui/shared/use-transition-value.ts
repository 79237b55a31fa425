import { startTransition, useEffect, useState } from 'react';
import { afterTypingPause, typingNow } from './typing-pause';

/**
 * `value` as a transition draws it: the render that follows a new value yields to the browser, and an
 * input meanwhile goes first. Not React's `useDeferredValue`: its render is tied to any urgent update
 * made while the value changed (a store the screen reads, the address), and is then drawn whole, in one
 * task, as they are. With `afterTyping`, a new value also waits for a pause in the page's typing
 * (`typing-pause.ts`): the frame that shows it does not land between two keys. With `whileTyping`,
 * the value is behind only while the page is typing: a click's change is drawn in the click's render.
 */
export function useTransitionValue<V>(value: V, options?: { readonly afterTyping?: boolean; readonly whileTyping?: boolean }): V {
  const [drawn, setDrawn] = useState(value);
  const afterTyping = options?.afterTyping === true;
  useEffect(() => {
    const draw = () => startTransition(() => setDrawn(() => value));
    if (!afterTyping) {
      draw();
      return undefined;
    }
    return afterTypingPause(draw);
  }, [value, afterTyping]);
  // Reading the typing's time here only chooses between two values that agree once the transition
  // has been drawn.
  if (options?.whileTyping === true && !typingNow()) return value;
  return drawn;
}

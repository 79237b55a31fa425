import { useCallback, useEffect, useState } from 'react';

/**
 * What a user typed in a form and has not saved, kept in this browser so that nothing typed is lost
 * on a failed save, a reload, a network cut, an expired session or a logout in another tab: the form
 * offers it back the next time the same user opens it. One mechanism for every form.
 */
export interface FormDraft<T> {
  readonly value: T;
  /** When it was last written (epoch ms). */
  readonly savedAt: number;
}

const PREFIX = 'backoffice.draft.';

/** Drafts are kept per user and form: another user of the same browser never sees them. */
function draftKey(userId: string | number, formKey: string): string {
  return `${PREFIX}${String(userId)}.${formKey}`;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The stored draft, or undefined when there is none (or it cannot be read). */
export function readDraft<T>(userId: string | number, formKey: string): FormDraft<T> | undefined {
  try {
    const text = storage()?.getItem(draftKey(userId, formKey));
    if (text === null || text === undefined) return undefined;
    const parsed = JSON.parse(text) as Partial<FormDraft<T>>;
    return parsed.value === undefined || typeof parsed.savedAt !== 'number' ? undefined : { value: parsed.value, savedAt: parsed.savedAt };
  } catch {
    return undefined;
  }
}

/** Stores a draft; a full or refused storage keeps the form working (the draft is then not kept). */
export function writeDraft<T>(userId: string | number, formKey: string, value: T, now: number): boolean {
  try {
    storage()?.setItem(draftKey(userId, formKey), JSON.stringify({ value, savedAt: now } satisfies FormDraft<T>));
    return true;
  } catch {
    return false;
  }
}

/** Forgets a draft: the form was saved, or the user discarded it. */
export function clearDraft(userId: string | number, formKey: string): void {
  try {
    storage()?.removeItem(draftKey(userId, formKey));
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/** How long after the last change a draft is written. */
export const DRAFT_WRITE_DELAY_MS = 400;

/** What {@link useFormDraft} gives a form. */
export interface FormDraftControls<T> {
  /** The draft found when the form opened, until the user restores or discards it. */
  readonly offered: FormDraft<T> | undefined;
  /** Takes the offered draft: the caller puts its value in the form. */
  readonly restore: () => T | undefined;
  /** Throws the offered draft away. */
  readonly discard: () => void;
  /** Writes the form's value at once (before a save is sent, so a failure cannot lose it); the same function on every render. */
  readonly keep: (value: T) => void;
  /** Forgets the draft: the form's content is saved; the same function on every render. */
  readonly saved: () => void;
}

/**
 * Keeps the form's `value` as a draft while `dirty`, written shortly after each change; offers the
 * draft found when the form opens (when it differs from what the form starts with, `same` deciding).
 * `userId` undefined (signed out) keeps nothing.
 */
export function useFormDraft<T>(options: {
  readonly formKey: string;
  readonly userId: string | number | undefined;
  readonly value: T;
  readonly dirty: boolean;
  readonly initial: T;
  readonly same: (a: T, b: T) => boolean;
  /** Where the time a draft is written comes from (the application's clock). */
  readonly clock: { now(): number };
}): FormDraftControls<T> {
  const { formKey, userId, value, dirty, clock } = options;
  const [offered, setOffered] = useState<FormDraft<T> | undefined>(() => {
    if (userId === undefined) return undefined;
    const found = readDraft<T>(userId, formKey);
    return found !== undefined && !options.same(found.value, options.initial) ? found : undefined;
  });
  // While a draft is offered and neither taken nor thrown away, typing must not overwrite it.
  const waiting = offered !== undefined;
  useEffect(() => {
    if (!dirty || userId === undefined || waiting) return;
    const timer = setTimeout(() => writeDraft(userId, formKey, value, clock.now()), DRAFT_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [clock, dirty, formKey, userId, value, waiting]);

  const restore = useCallback((): T | undefined => {
    setOffered(undefined);
    return offered?.value;
  }, [offered]);
  const discard = useCallback(() => {
    setOffered(undefined);
    if (userId !== undefined) clearDraft(userId, formKey);
  }, [formKey, userId]);
  const keep = useCallback(
    (next: T) => {
      if (userId !== undefined && !waiting) writeDraft(userId, formKey, next, clock.now());
    },
    [clock, formKey, userId, waiting],
  );
  const saved = useCallback(() => {
    if (userId !== undefined) clearDraft(userId, formKey);
  }, [formKey, userId]);
  return { offered, restore, discard, keep, saved };
}

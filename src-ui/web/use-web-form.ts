import { useBlocker } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { useFormDraft, type FormDraftControls } from '../shared/form-draft';
import type { BlockedNavigation } from '../shared/unsaved-changes-modal';
import { useUiServices } from '../shared/ui-services-context';

/** A web-manager form's state: its value, the draft kept in this browser and the question before leaving it unsaved. */
export interface WebForm<T> {
  readonly form: T;
  readonly update: (change: Partial<T>) => void;
  /** Puts a value in the form (a restored draft), marking it changed. */
  readonly replace: (value: T) => void;
  /** Empties the form after it was sent: nothing to keep, nothing to ask. */
  readonly sent: () => void;
  readonly draft: FormDraftControls<T>;
  readonly blocker: BlockedNavigation;
  readonly dirty: boolean;
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The state of a web-manager form: what is typed is kept as a draft (`useFormDraft`), offered back when
 * the form opens again, and leaving with changes asks first; once sent, the form starts empty again.
 */
export function useWebForm<T>(formKey: string, empty: T): WebForm<T> {
  const services = useUiServices();
  const [form, setForm] = useState<T>(empty);
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  const blocker = useBlocker({ shouldBlockFn: ({ current, next }) => dirtyRef.current && current.pathname !== next.pathname, withResolver: true, enableBeforeUnload: () => dirtyRef.current });
  const draft = useFormDraft({ formKey, userId: services.session.current()?.user.uid, value: form, dirty, initial: empty, same: sameJson, clock: services.clock });
  const touch = useCallback(() => {
    dirtyRef.current = true;
    setDirty(true);
  }, []);
  const update = useCallback(
    (change: Partial<T>) => {
      touch();
      setForm((current) => ({ ...current, ...change }));
    },
    [touch],
  );
  const replace = useCallback(
    (value: T) => {
      touch();
      setForm(value);
    },
    [touch],
  );
  const { saved } = draft;
  const sent = useCallback(() => {
    saved();
    dirtyRef.current = false;
    setDirty(false);
    setForm(empty);
  }, [empty, saved]);
  return { form, update, replace, sent, draft, blocker, dirty };
}

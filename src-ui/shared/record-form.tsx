import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useBlocker, useNavigate, type LinkProps } from '@tanstack/react-router';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '@domain/shared-kernel';
import { useFormDraft, type FormDraftControls } from './form-draft';
import { LoadFailure, useErrorText } from './load-failure';
import { notify } from './notify';
import { openConfirm } from './overlays';
import { useUiServices } from './ui-services-context';
import type { BlockedNavigation } from './unsaved-changes-modal';

/** A place in the application, as a link names it (the list a form goes back to). */
export type RecordListPath = NonNullable<LinkProps['to']>;

/** What {@link useRecordForm} needs to know about the form of a record. */
export interface RecordFormOptions<T> {
  /** Names the form and its record in the kept draft: `healthcare:12`, `segment:new`. */
  readonly formKey: string;
  /** What the form starts with: the record as it was loaded, or an empty form for a new one. */
  readonly start: T;
  /** Whether two values of the form are the same: a kept draft equal to the start is not offered. */
  readonly same: (a: T, b: T) => boolean;
  /** The list the form goes back to once the record is saved. */
  readonly listPath: RecordListPath;
  /** False for a record shown without editing: nothing is kept in the browser, nothing is offered back. */
  readonly keepsDraft?: boolean;
  /** What is kept of a value when it is not the whole value (a picture too large for the browser's storage is left out). */
  readonly draftOf?: (value: T) => T;
}

/**
 * Before a record that was loaded is saved, it is read again: when someone saved it in the meantime,
 * the user is asked whether to overwrite their change.
 */
export interface OverwriteCheck<R> {
  /** Reads the record as it is now; when it cannot be read, the save goes ahead. */
  readonly read: () => Promise<R>;
  /** Whether the record as it is now differs from the one the form opened with. */
  readonly changed: (current: R) => boolean;
  /** The question: its title and text, and the labels of saving anyway and of going back to the form. */
  readonly question: { readonly title: string; readonly message: string; readonly confirm: string; readonly cancel: string };
}

/** The save of a record, as a guarded mutation offers it (`useGuardedMutation`). */
export interface RecordSave<V> {
  readonly mutate: (value: V) => void;
  readonly mutateAsync: (value: V) => Promise<unknown>;
}

/** What {@link useRecordForm} gives the form of a record. */
export interface RecordFormControls<T> {
  /** The values in the form. */
  readonly form: T;
  /** Sets the values without counting it as a change of the user's (what the form works out by itself). */
  readonly setForm: (next: T | ((current: T) => T)) => void;
  /** Counts the form as changed by the user: its draft is kept, and leaving asks first. The same function on every render. */
  readonly touch: () => void;
  /** A change of the user's, from the current values; the same function on every render. */
  readonly change: (next: (current: T) => T) => void;
  /** A change of the user's to some fields; the same function on every render. */
  readonly update: (patch: Partial<T>) => void;
  /** Puts a kept draft back in the form, as a change of the user's; the same function on every render. */
  readonly restore: (value: T) => void;
  /** The draft kept in this browser, for `DraftOffer`. */
  readonly draft: FormDraftControls<T>;
  /** The navigation held back while there are unsaved changes, for `UnsavedChangesModal`. */
  readonly blocker: BlockedNavigation;
  /** Goes back to the list without asking (the record was saved, or can no longer be changed). */
  readonly leave: () => void;
  /** The record is saved: forgets its draft, tells `message` and goes back to the list. */
  readonly saved: (message: string) => void;
  /** While the record is read again before a save. */
  readonly checking: boolean;
  /**
   * Saves `value`: first keeps what the user typed in this browser (`keep`, by default the form as it
   * is), so that no failure can lose it; then, for a record that was loaded (`check`), reads it again
   * and asks before overwriting a change saved meanwhile. Failures are told by the save's own callbacks.
   */
  readonly send: <V, R>(save: RecordSave<V>, value: V, check: OverwriteCheck<R> | undefined, keep?: T) => Promise<void>;
}

/**
 * The form of a record that is created or edited and then saved (a campaign, a template, a segment):
 * the values the user types; what they typed kept in this browser until it is saved, and offered
 * back when the form opens again after a reload, a failed save or an expired session; the question
 * before leaving with unsaved changes; and the save itself, which asks before overwriting a change
 * someone else saved since the form was opened, and goes back to the list once done.
 */
export function useRecordForm<T extends object>(options: RecordFormOptions<T>): RecordFormControls<T> {
  const { formKey, start, same, listPath, keepsDraft = true, draftOf } = options;
  const services = useUiServices();
  const navigate = useNavigate();
  const [form, setForm] = useState<T>(start);
  const [isDirty, setDirty] = useState(false);
  const [checking, setChecking] = useState(false);
  const dirty = useRef(false);
  const leaving = useRef(false);

  const blocker = useBlocker({ shouldBlockFn: () => dirty.current && !leaving.current, withResolver: true, enableBeforeUnload: () => dirty.current && !leaving.current });
  const draftValue = draftOf === undefined ? form : draftOf(form);
  const draft = useFormDraft({
    formKey,
    userId: keepsDraft ? services.session.current()?.user.uid : undefined,
    value: draftValue,
    dirty: isDirty,
    initial: start,
    same,
    clock: services.clock,
  });

  const touch = useCallback((): void => {
    dirty.current = true;
    setDirty(true);
  }, []);
  const change = useCallback(
    (next: (current: T) => T): void => {
      touch();
      setForm(next);
    },
    [touch],
  );
  const update = useCallback((patch: Partial<T>): void => change((current) => ({ ...current, ...patch })), [change]);
  const restore = useCallback(
    (value: T): void => {
      touch();
      setForm(value);
    },
    [touch],
  );
  const leave = useCallback((): void => {
    leaving.current = true;
    void navigate({ to: listPath });
  }, [listPath, navigate]);
  const { saved: forgetDraft, keep } = draft;
  const saved = useCallback(
    (message: string): void => {
      forgetDraft();
      notify({ color: 'green', message });
      leave();
    },
    [forgetDraft, leave],
  );

  const send = async <V, R>(save: RecordSave<V>, value: V, check: OverwriteCheck<R> | undefined, kept: T = draftValue): Promise<void> => {
    // Whatever happens to the save, what the user typed is kept in this browser until it is saved.
    keep(kept);
    if (check !== undefined) {
      setChecking(true);
      const current = await check.read().catch(() => undefined);
      setChecking(false);
      if (current !== undefined && check.changed(current)) {
        const { title, message, confirm, cancel } = check.question;
        openConfirm({ title, children: <Text size="sm">{message}</Text>, labels: { confirm, cancel }, onConfirm: () => save.mutate(value) });
        return;
      }
    }
    await save.mutateAsync(value).catch(() => undefined);
  };

  return { form, setForm, touch, change, update, restore, draft, blocker, leave, saved, checking, send };
}

/**
 * Tells the failures of a save that every form treats alike, and says whether the failure was one of
 * them. An expired session says nothing here: the user is signed out and, after the next sign-in,
 * comes back to the form, where what they typed is offered back. A refusal that comes with the
 * server's own words shows those words as a warning.
 */
export function tellCommonSaveFailure(error: unknown): boolean {
  if (isApiError(error) && error.kind === 'session-expired') return true;
  if (isApiError(error) && error.kind === 'server-message') {
    notify({ color: 'yellow', message: error.serverMessage ?? error.message });
    return true;
  }
  return false;
}

/** A record being loaded for its form: `label` says what is loading. */
export function RecordLoading({ label }: { readonly label: string }) {
  return (
    <Group gap="xs" p="xl" role="status">
      <Loader size="sm" />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/** What a form needs of the query that loads something: why it failed, and loading it again. */
export interface RecordQuery {
  readonly error: unknown;
  readonly isFetching: boolean;
  readonly refetch: () => Promise<unknown>;
}

/**
 * A record that could not be loaded for its form: the form's heading, what failed (`title`) and why,
 * a retry of the load (`query`) and a way back to the list (`backLabel`).
 */
export function RecordLoadFailure({
  heading,
  title,
  query,
  listPath,
  backLabel,
}: {
  readonly heading: string;
  readonly title: string;
  readonly query: RecordQuery;
  readonly listPath: RecordListPath;
  readonly backLabel: string;
}) {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Title order={1}>{heading}</Title>
      <LoadFailure title={title} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching}>
        <Button size="xs" variant="default" onClick={() => void navigate({ to: listPath })}>
          {backLabel}
        </Button>
      </LoadFailure>
    </Stack>
  );
}

/** A list a form's choices come from (the pharmacies, the templates), as its query gives it. */
export interface FormLookup extends RecordQuery {
  readonly isError: boolean;
}

/**
 * The lists a form's choices come from, when one of them could not be loaded: what failed (`title`),
 * why, and a retry of the lists that failed. Nothing while all of them load or have loaded.
 */
export function LookupFailure({ title, lookups }: { readonly title: string; readonly lookups: readonly FormLookup[] }) {
  const { t } = useLingui();
  const describe = useErrorText();
  if (!lookups.some((lookup) => lookup.isError)) return null;
  const error = lookups.map((lookup) => lookup.error).find((candidate) => candidate !== null && candidate !== undefined);
  return (
    <Alert color="red" role="alert" title={title}>
      <Group gap="xs" justify="space-between">
        <Text size="sm">{describe(error)}</Text>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          loading={lookups.some((lookup) => lookup.isFetching)}
          onClick={() => {
            for (const lookup of lookups) if (lookup.isError) void lookup.refetch();
          }}
        >
          {t`Reintentar`}
        </Button>
      </Group>
    </Alert>
  );
}

/** The heading of a record's form, with the record's name under it once it has one. */
export function RecordFormHeading({ title, name }: { readonly title: string; readonly name: string | undefined }) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      {name !== undefined && (
        <Text c="dimmed" size="sm">
          {name}
        </Text>
      )}
    </div>
  );
}

/**
 * The bar that stays at the bottom of a record's form: a button back to the list (`cancelLabel`; it
 * asks first when there are unsaved changes), then the save (`saveLabel`, left out for a record that
 * cannot be changed), then `children`, the form's other buttons. While the form is `busy` the way back
 * waits and the save shows it is working.
 */
export function RecordFormActions({
  listPath,
  busy,
  cancelLabel,
  saveLabel,
  onSave,
  children,
}: {
  readonly listPath: RecordListPath;
  readonly busy: boolean;
  readonly cancelLabel: string;
  readonly saveLabel?: string | undefined;
  readonly onSave?: () => void;
  readonly children?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="md" p="sm" pos="sticky" bottom={0} style={{ zIndex: 5 }}>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate({ to: listPath })} disabled={busy}>
          {cancelLabel}
        </Button>
        {saveLabel !== undefined && (
          <Button onClick={() => onSave?.()} loading={busy}>
            {saveLabel}
          </Button>
        )}
        {children}
      </Group>
    </Paper>
  );
}

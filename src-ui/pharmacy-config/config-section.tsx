import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { ConfigFieldError, ConfigSection } from '@domain/pharmacy-config';
import { isApiError } from '@domain/shared-kernel';
import { DraftOffer } from '../shared/draft-offer';
import { useFormDraft } from '../shared/form-draft';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { fieldErrorMessages, pharmacyConfigMessages, sectionLabels } from './pharmacy-config-messages';
import { ENTITY_DETAILS_KEY, pharmacyConfigQueries } from './pharmacy-config.queries';

/** Field errors in a red dark enough for 4.5:1 on white. */
export const FIELD_STYLES = { error: { color: 'var(--mantine-color-red-9)' } };

/** What was done after a section was saved: the healthcare platform's registration, or the shop plugin's activation. */
export type FollowUpKind = 'healthium' | 'plugin';

/** How the step after a save went: `error` undefined when it worked. */
export interface FollowUpOutcome {
  readonly kind: FollowUpKind;
  readonly error: unknown;
}

/** What a section of the configuration gives {@link useConfigSection}. */
export interface ConfigSectionOptions<T, V> {
  readonly eid: number;
  readonly section: ConfigSection;
  readonly pharmacyName: string;
  /** The form as loaded. */
  readonly initial: T;
  readonly same: (a: T, b: T) => boolean;
  readonly errors: (form: T) => Readonly<Partial<Record<string, ConfigFieldError>>>;
  /** What is saved from a valid form. */
  readonly toSave: (form: T) => V;
  /** Saves the section through its call; then runs its follow-up step, if any, whose failure is an outcome, not a failed save. */
  readonly save: (value: V) => Promise<FollowUpOutcome | undefined>;
  /** Runs the follow-up step again, on what was saved. */
  readonly retryFollowUp?: (value: V) => Promise<FollowUpOutcome | undefined>;
  readonly onDirtyChange: (section: ConfigSection, dirty: boolean) => void;
}

/**
 * One section of the configuration as a form: what was typed (kept as a draft until saved, offered back
 * after a reload or a failed save), its rules shown beside each field once a save was tried, and its
 * save, asked for confirmation, through one call at a time. A save whose follow-up step failed keeps
 * that failure on screen, saying what was saved and what was not, with a retry of that step alone.
 */
export function useConfigSection<T, V>(options: ConfigSectionOptions<T, V>) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const [form, setForm] = useState<T>(options.initial);
  const [dirty, setDirty] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [followUp, setFollowUp] = useState<{ readonly outcome: FollowUpOutcome; readonly saved: V } | undefined>();
  const { section, eid, onDirtyChange } = options;
  const draft = useFormDraft({
    formKey: `pharmacy-config:${eid}:${section}`,
    userId: services.session.current()?.user.uid,
    value: form,
    dirty,
    initial: options.initial,
    same: options.same,
    clock: services.clock,
  });
  useEffect(() => onDirtyChange(section, dirty), [dirty, onDirtyChange, section]);

  const errors = options.errors(form);
  const sectionName = i18n._(sectionLabels[section]);

  const report = (outcome: FollowUpOutcome | undefined, saved: V): void => {
    if (outcome === undefined) return;
    if (outcome.error === undefined) {
      setFollowUp(undefined);
      if (outcome.kind === 'healthium') notify({ color: 'green', message: i18n._(pharmacyConfigMessages.HEALTHIUM_DONE) });
      return;
    }
    setFollowUp({ outcome, saved });
    if (isApiError(outcome.error) && outcome.error.kind === 'session-expired') return;
    notifyTitled({
      color: 'red',
      title: i18n._(outcome.kind === 'healthium' ? pharmacyConfigMessages.HEALTHIUM_FAILED : pharmacyConfigMessages.SAVE_FAILED),
      message: describe(outcome.error),
    });
  };

  const save = useGuardedMutation({
    mutationFn: async (value: V) => ({ value, outcome: await options.save(value) }),
    onSuccess: ({ value, outcome }) => {
      draft.saved();
      setDirty(false);
      setAttempted(false);
      void queryClient.invalidateQueries({ queryKey: pharmacyConfigQueries.of(eid) });
      // The entity list shows the profile's contact e-mail.
      void queryClient.invalidateQueries({ queryKey: ENTITY_DETAILS_KEY });
      notify({ color: 'green', message: i18n._(pharmacyConfigMessages.SAVED) });
      report(outcome, value);
    },
    onError: (error) => {
      if (isApiError(error) && error.kind === 'session-expired') return;
      notifyTitled({ color: 'red', title: i18n._(pharmacyConfigMessages.SAVE_FAILED), message: describe(error) });
    },
  });
  const retry = useGuardedMutation({
    mutationFn: async (saved: V) => ({ saved, outcome: await options.retryFollowUp?.(saved) }),
    onSuccess: ({ saved, outcome }) => {
      void queryClient.invalidateQueries({ queryKey: pharmacyConfigQueries.of(eid) });
      report(outcome, saved);
    },
  });

  const submit = (): void => {
    setAttempted(true);
    if (Object.keys(errors).length > 0) {
      notify({ color: 'red', message: t`Revisa los campos marcados: no se ha guardado nada.` });
      return;
    }
    const value = options.toSave(form);
    // Whatever happens to the save, what was typed stays in this browser until it is saved.
    draft.keep(form);
    openConfirm({
      title: t`¿Guardar la configuración?`,
      children: <Text size="sm">{t`Se guardará la sección «${sectionName}» de ${options.pharmacyName}.`}</Text>,
      labels: { confirm: t`Guardar`, cancel: t`Cancelar` },
      onConfirm: () => save.mutate(value),
    });
  };

  return {
    form,
    dirty,
    busy: save.isPending,
    update: (change: Partial<T>): void => {
      setDirty(true);
      setForm((current) => ({ ...current, ...change }));
    },
    /** The message beside a field, once a save was tried. */
    fieldError: (field: string): string | undefined => {
      const error = attempted ? errors[field] : undefined;
      return error === undefined ? undefined : i18n._(fieldErrorMessages[error]);
    },
    submit,
    draftOffer: (
      <DraftOffer
        draft={draft}
        title={t`Tienes cambios sin guardar en «${sectionName}»`}
        onRestore={(value) => {
          setDirty(true);
          setForm(value);
        }}
      />
    ),
    followUp: followUp === undefined ? undefined : { ...followUp.outcome, retry: () => retry.mutate(followUp.saved), retrying: retry.isPending },
  };
}

/** A section's footer: its save button, on the right. */
export function SectionActions({ busy, onSave, children }: { readonly busy: boolean; readonly onSave: () => void; readonly children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Group justify="flex-end" gap="sm" mt="md">
      {children}
      <Button onClick={onSave} loading={busy}>
        {t`Guardar`}
      </Button>
    </Group>
  );
}

/** What a failed follow-up step left: the section was saved, the step was not done; with a retry of the step alone. */
export function FollowUpFailure({ followUp, saved, notDone }: { readonly followUp: { readonly error: unknown; readonly retry: () => void; readonly retrying: boolean; readonly kind: FollowUpKind } | undefined; readonly saved: string; readonly notDone: string }) {
  const { t } = useLingui();
  const describe = useErrorText();
  if (followUp === undefined) return null;
  return (
    <Alert color="orange" role="alert" title={t`Guardado a medias`}>
      <Text size="sm">{saved}</Text>
      <Text size="sm">
        {notDone} {describe(followUp.error)}
      </Text>
      <Button mt="sm" size="xs" variant="light" color="orange" loading={followUp.retrying} onClick={followUp.retry}>
        {followUp.kind === 'healthium' ? t`Reintentar el registro en Healthium` : t`Reintentar la activación del plugin`}
      </Button>
    </Alert>
  );
}

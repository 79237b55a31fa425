import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SIGN_UP_TYPES, canApproveSignUp, signUpSendError, type SignUpForm, type SignUpType } from '@domain/pharmacy-config';
import { isApiError } from '@domain/shared-kernel';
import { DraftOffer } from '../shared/draft-offer';
import { useFormDraft } from '../shared/form-draft';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { FIELD_STYLES } from './config-section';
import { pharmacyConfigMessages, signUpStatusColors, signUpStatusLabels, signUpTypeLabels } from './pharmacy-config-messages';
import { ENTITY_DETAILS_KEY, pharmacyConfigQueries } from './pharmacy-config.queries';

type SignUpAction = 'generate' | 'save' | 'send' | 'approve';

/**
 * The pharmacy's sign-up form (spec 3 §3, §4, §7): its status, its links, and the actions that change
 * it, each answering its new status: generate a link, save its type, send it to an e-mail, and approve
 * it, only once completed, irreversibly (confirmed first). An 'ERROR' answer is a failure.
 */
export function SignUpSection({ eid, pharmacyName }: { readonly eid: number; readonly pharmacyName: string }) {
  const services = useUiServices();
  const { t } = useLingui();
  const form = useQuery(pharmacyConfigQueries.signUp(services, eid));
  if (form.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando el formulario de alta…`}</Text>
      </Group>
    );
  }
  if (form.isError) return <LoadFailure title={t`No se ha podido cargar el formulario de alta`} error={form.error} onRetry={() => void form.refetch()} retrying={form.isFetching} />;
  return <SignUpEditor eid={eid} pharmacyName={pharmacyName} form={form.data} refreshing={form.isFetching} onRefresh={() => void form.refetch()} />;
}

interface SignUpDraft {
  readonly type: SignUpType;
  readonly email: string;
}

function SignUpEditor({ eid, pharmacyName, form, refreshing, onRefresh }: { eid: number; pharmacyName: string; form: SignUpForm; refreshing: boolean; onRefresh: () => void }) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const initial: SignUpDraft = { type: form.type, email: form.destinationMail };
  const [typed, setTyped] = useState<SignUpDraft>(initial);
  const [dirty, setDirty] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const draft = useFormDraft({
    formKey: `pharmacy-config:${eid}:signup`,
    userId: services.session.current()?.user.uid,
    value: typed,
    dirty,
    initial,
    same: (a, b) => a.type === b.type && a.email === b.email,
    clock: services.clock,
  });
  const update = (change: Partial<SignUpDraft>): void => {
    setDirty(true);
    setTyped((current) => ({ ...current, ...change }));
  };

  const action = useGuardedMutation({
    mutationFn: ({ kind, value }: { kind: SignUpAction; value: SignUpDraft }): Promise<SignUpForm> => {
      switch (kind) {
        case 'generate':
          return services.pharmacyConfig.generateSignUpForm(eid, value.type);
        case 'save':
          return services.pharmacyConfig.saveSignUpForm(eid, value.type);
        case 'send':
          return services.pharmacyConfig.sendSignUpForm(eid, value.email.trim(), value.type);
        case 'approve':
          return services.pharmacyConfig.approveSignUpForm(eid);
      }
    },
    onSuccess: (next, { kind }) => {
      queryClient.setQueryData(pharmacyConfigQueries.signUp(services, eid).queryKey, next);
      // The entity list shows each pharmacy's sign-up status (its v2 details): read it again.
      void queryClient.invalidateQueries({ queryKey: ENTITY_DETAILS_KEY });
      if (kind !== 'generate' && kind !== 'approve') {
        draft.saved();
        setDirty(false);
      }
      setAttempted(false);
      notify({
        color: 'green',
        message: {
          generate: t`Enlace del formulario generado`,
          save: i18n._(pharmacyConfigMessages.SAVED),
          send: t`Formulario de alta enviado a ${next.destinationMail}`,
          approve: t`Formulario de alta aprobado`,
        }[kind],
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.kind === 'session-expired') return;
      // The spec's message for a failed back-office call, and why, when there is more to say.
      const title = i18n._(pharmacyConfigMessages.GENERIC_FAILURE);
      const reason = describe(error);
      if (reason === title) notify({ color: 'red', message: title });
      else notifyTitled({ color: 'red', title, message: reason });
    },
  });
  const run = (kind: SignUpAction): void => {
    draft.keep(typed);
    action.mutate({ kind, value: typed });
  };

  const sendError = signUpSendError(form, typed.email);
  const emailError = attempted && sendError === 'INVALID_EMAIL' ? t`Escribe un correo electrónico válido.` : undefined;
  const send = (): void => {
    setAttempted(true);
    if (sendError !== undefined) return;
    run('send');
  };
  const approve = (): void =>
    openConfirm({
      title: t`¿Aprobar el formulario de alta?`,
      children: <Text size="sm">{t`Se aprobará el formulario de alta de ${pharmacyName}. La aprobación no se puede deshacer.`}</Text>,
      labels: { confirm: t`Aprobar`, cancel: t`Cancelar` },
      onConfirm: () => run('approve'),
    });
  const busy = action.isPending;
  const approvable = canApproveSignUp(form);

  return (
    <Stack gap="sm">
      <DraftOffer
        draft={draft}
        title={t`Tienes cambios sin guardar en el formulario de alta`}
        onRestore={(value) => {
          setDirty(true);
          setTyped(value);
        }}
      />
      <Group gap="sm" justify="space-between">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {t`Estado:`}
          </Text>
          <Badge variant="light" color={signUpStatusColors[form.status]} aria-live="polite">
            {i18n._(signUpStatusLabels[form.status])}
          </Badge>
        </Group>
        <Button size="xs" variant="default" onClick={onRefresh} loading={refreshing}>
          {t`Actualizar estado`}
        </Button>
      </Group>
      <Paper withBorder p="sm">
        {form.formLink === '' ? (
          <Text size="sm">{t`Todavía no hay un enlace: genéralo para poder enviarlo.`}</Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm">
              {t`Enlace:`}{' '}
              <Anchor href={form.formLink} target="_blank" rel="noopener noreferrer">
                {form.formLink}
              </Anchor>
            </Text>
            {form.previewFormLink !== '' && (
              <Text size="sm">
                {t`Vista previa:`}{' '}
                <Anchor href={form.previewFormLink} target="_blank" rel="noopener noreferrer">
                  {form.previewFormLink}
                </Anchor>
              </Text>
            )}
          </Stack>
        )}
      </Paper>
      {form.isApproved ? (
        <Alert color="green" title={t`Formulario aprobado`}>
          {t`La farmacia está dada de alta. La aprobación no se puede deshacer.`}
        </Alert>
      ) : (
        <>
          <Group gap="sm" align="flex-end">
            <Select
              label={t`Tipo de formulario`}
              data={SIGN_UP_TYPES.map((type) => ({ value: type, label: i18n._(signUpTypeLabels[type]) }))}
              value={typed.type}
              onChange={(value) => {
                if (value !== null) update({ type: value });
              }}
              allowDeselect={false}
              w={200}
            />
            <Button variant="default" onClick={() => run('save')} loading={busy}>
              {t`Guardar tipo`}
            </Button>
            <Button variant="light" onClick={() => run('generate')} loading={busy}>
              {form.formLink === '' ? t`Generar enlace` : t`Generar un enlace nuevo`}
            </Button>
          </Group>
          <Group gap="sm" align="flex-start">
            <TextInput
              label={t`Enviar a`}
              type="email"
              w={320}
              value={typed.email}
              onChange={(event) => update({ email: event.currentTarget.value })}
              error={emailError}
              styles={FIELD_STYLES}
            />
            <Button mt={25} onClick={send} loading={busy} disabled={form.formLink === ''}>
              {t`Enviar formulario`}
            </Button>
          </Group>
          <Group gap="sm">
            <Button onClick={approve} loading={busy} disabled={!approvable}>
              {t`Aprobar`}
            </Button>
            {!approvable && (
              <Text size="sm" c="dimmed">
                {t`Se puede aprobar cuando la farmacia lo haya completado.`}
              </Text>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}

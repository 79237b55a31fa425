import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { SMS_SENDER_MAX_LENGTH } from '@domain/sms';
import { RESEND_LOCKOUT_MS, resendLockoutRemainingMs, senderStatus, senderWarning, validateSenderForm, type Sender, type SenderForm } from '@domain/senders';
import { isApiError } from '@domain/shared-kernel';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { senderMessages } from './campaign-messages';
import { useRegisterSender, useResendVerification } from './campaign.mutations';
import { campaignQueries } from './campaign.queries';

/** Where the last resend of each pharmacy's verification email is remembered, so a reload keeps the lockout. */
const resendKey = (eid: number): string => `campaigns.sender-resend.${eid}`;

function rememberedResend(eid: number): number | undefined {
  try {
    const value = Number(window.sessionStorage.getItem(resendKey(eid)));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

function rememberResend(eid: number, at: number): void {
  try {
    window.sessionStorage.setItem(resendKey(eid), String(at));
  } catch {
    // Without storage the lockout lasts as long as the page.
  }
}

/**
 * The pharmacy's sender (spec 2 §2, §4, §5): its verification state, the form that registers it (the
 * SMS display name cut to 11 characters), 'Por favor cree un remitente' without one, '¡Cuidado!' while
 * it is not verified, and the verification email sent again at most once a minute, with the wait
 * counted down on the button.
 */
export function SenderPanel({ eid }: { eid: number }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const sender = useQuery(campaignQueries.sender(services, eid));

  if (sender.isPending) {
    return (
      <Card withBorder padding="lg" radius="md">
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">{t`Cargando remitente…`}</Text>
        </Group>
      </Card>
    );
  }
  if (sender.isError) {
    return <LoadFailure title={t`No se ha podido cargar el remitente.`} error={sender.error} onRetry={() => void sender.refetch()} retrying={sender.isFetching} />;
  }
  const current = sender.data ?? undefined;
  const warning = senderWarning(current);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="sender-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="sender-title">
            {t`Remitente`}
          </Title>
          <SenderStatusBadge sender={current} />
        </Group>
        {warning === 'NO_SENDER' && (
          <Alert color="yellow" variant="light">
            {i18n._(senderMessages.NO_SENDER)}
          </Alert>
        )}
        {warning === 'UNVERIFIED' && current !== undefined && (
          <Alert color="orange" variant="light" title={i18n._(senderMessages.UNVERIFIED)} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            <Stack gap="xs">
              <Text size="sm">{i18n._(senderMessages.UNVERIFIED_TEXT)}</Text>
              <Text size="sm">{t`Hemos enviado un correo de verificación a ${current.email}. Abre el enlace que contiene para verificar el remitente.`}</Text>
              <ResendVerification eid={eid} />
            </Stack>
          </Alert>
        )}
        {/* A new sender (or a new reading of it) starts the form again from what the server holds. */}
        <SenderFormFields key={`${current?.name ?? ''}|${current?.email ?? ''}|${current?.smsSender ?? ''}`} eid={eid} sender={current} />
      </Stack>
    </Card>
  );
}

function SenderStatusBadge({ sender }: { sender: Sender | undefined }) {
  const { t } = useLingui();
  switch (senderStatus(sender)) {
    case 'MISSING':
      return (
        <Badge color="gray.7" variant="filled">
          {t`Sin remitente`}
        </Badge>
      );
    case 'UNVERIFIED':
      return (
        <Badge color="orange.4" variant="filled" autoContrast>
          {t`Pendiente de verificación`}
        </Badge>
      );
    case 'VERIFIED':
      return (
        <Badge color="teal.9" variant="filled">
          {t`Verificado`}
        </Badge>
      );
  }
}

function SenderFormFields({ eid, sender }: { eid: number; sender: Sender | undefined }) {
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const [form, setForm] = useState<SenderForm>({ name: sender?.name ?? '', email: sender?.email ?? '', smsSender: sender?.smsSender ?? '' });
  const [refused, setRefused] = useState(false);
  const registration = useRegisterSender(eid, {
    onDone: () => notify({ color: 'green', message: i18n._(senderMessages.REGISTERED) }),
    onFailed: (error) => {
      if (isApiError(error) && error.kind === 'server-message') notify({ color: 'yellow', message: error.serverMessage ?? error.message });
      else notifyTitled({ color: 'red', title: i18n._(senderMessages.REGISTER_FAILED), message: describe(error) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSenderForm(form);
    setRefused(!checked.ok);
    if (checked.ok) registration.mutate(checked.value);
  };
  const change = (field: keyof SenderForm) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
  };
  const empty = (value: string) => refused && value.trim() === '';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {refused && (
          <Alert color="red" variant="light" role="alert">
            {i18n._(senderMessages.FIELDS_EMPTY)}
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t`Nombre`} value={form.name} onChange={(event) => change('name')(event.currentTarget.value)} required error={empty(form.name)} autoComplete="organization" miw={200} />
          <TextInput
            label={t`Email`}
            type="email"
            value={form.email}
            onChange={(event) => change('email')(event.currentTarget.value)}
            required
            error={empty(form.email)}
            autoComplete="email"
            miw={220}
          />
          <TextInput
            label={t`Nombre del remitente de SMS`}
            description={t`${form.smsSender.length} de ${SMS_SENDER_MAX_LENGTH} caracteres`}
            value={form.smsSender}
            maxLength={SMS_SENDER_MAX_LENGTH}
            onChange={(event) => change('smsSender')(event.currentTarget.value.slice(0, SMS_SENDER_MAX_LENGTH))}
            required
            error={empty(form.smsSender)}
            miw={200}
          />
        </Group>
        <Group>
          <Button type="submit" loading={registration.isPending}>
            {sender === undefined ? t`Registrar remitente` : t`Guardar remitente`}
          </Button>
          {sender !== undefined && <Text size="xs" c="dimmed">{t`Al cambiar el email se envía un nuevo correo de verificación.`}</Text>}
        </Group>
      </Stack>
    </form>
  );
}

/** Sends the verification email again, then waits 60 s (spec 2 §4) with the seconds left on the button. */
function ResendVerification({ eid }: { eid: number }) {
  const services = useUiServices();
  const { t } = useLingui();
  const describe = useErrorText();
  const [lastResend, setLastResend] = useState<number | undefined>(() => rememberedResend(eid));
  const [now, setNow] = useState(() => services.clock.now());
  const remaining = resendLockoutRemainingMs(lastResend, now);
  useEffect(() => {
    if (remaining === 0) return undefined;
    const timer = window.setInterval(() => setNow(services.clock.now()), 1000);
    return () => window.clearInterval(timer);
  }, [remaining, services.clock]);
  const resend = useResendVerification(eid, {
    onDone: () => {
      const at = services.clock.now();
      rememberResend(eid, at);
      setLastResend(at);
      setNow(at);
      notify({ color: 'green', message: t`Correo de verificación enviado de nuevo.` });
    },
    onFailed: (error) => notifyTitled({ color: 'red', title: t`No se ha podido reenviar el correo de verificación.`, message: describe(error) }),
  });
  const confirm = services.demo?.confirmSenderVerification;
  const seconds = Math.ceil(remaining / 1000);
  return (
    <Group gap="sm">
      <Button size="xs" variant="default" onClick={() => resend.mutate()} loading={resend.isPending} disabled={remaining > 0}>
        {remaining > 0 ? t`Reenviar verificación (${seconds} s)` : t`Reenviar verificación`}
      </Button>
      {remaining > 0 && (
        <Text size="xs" c="dimmed" aria-live="polite">
          {t`Podrás reenviarlo de nuevo dentro de ${seconds} s (una vez cada ${RESEND_LOCKOUT_MS / 1000} s).`}
        </Text>
      )}
      {confirm !== undefined && <DemoConfirm eid={eid} confirm={confirm} />}
    </Group>
  );
}

/** In the demo, the link of the verification email: the sender becomes verified. */
function DemoConfirm({ eid, confirm }: { eid: number; confirm: (eid: number) => Promise<void> }) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="xs"
      variant="light"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void confirm(eid)
          .then(() => notify({ color: 'green', message: t`Remitente verificado (demostración).` }))
          .finally(() => {
            setBusy(false);
            void queryClient.invalidateQueries({ queryKey: campaignQueries.senderKey(eid) });
          });
      }}
    >
      {t`Abrir el enlace del correo (demostración)`}
    </Button>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Radio, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatSendDate, parseTestEmails, testEmailSubject, type Campaign, type SendDateError } from '@domain/campaigns';
import { senderWarning, type Sender } from '@domain/senders';
import { isApiError } from '@domain/shared-kernel';
import { parseSmsTestNumbers, smsMessageErrors } from '@domain/sms';
import { formatCount } from '../shared/format-count';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { campaignMessages, campaignSubtypeLabels, senderMessages, smsMessages } from './campaign-messages';

/** The schedule the user is choosing: now, or a date in the picker's form (YYYY-MM-DD HH:mm). */
export interface ScheduleChoice {
  readonly sendNow: boolean;
  readonly date: string;
}

/** The schedule a campaign opens the finish step with: its own date when it has one, else a choice to make. */
export function initialScheduleChoice(campaign: Campaign): ScheduleChoice {
  const scheduled = campaign.schedule?.scheduled;
  return { sendNow: false, date: scheduled === undefined || campaign.schedule?.sendNow === true ? '' : formatSendDate(scheduled) };
}

/** The native picker's value ('YYYY-MM-DDTHH:mm') and the spec's form ('YYYY-MM-DD HH:mm'). */
const toPicker = (date: string) => date.replace(' ', 'T');
const fromPicker = (value: string) => value.replace('T', ' ');

/**
 * Step 2, Finalizar (spec 2 §2, §5): what the campaign is and who it reaches, the sender's warning
 * while unverified, test sends (email to comma-separated addresses with the subject prefixed '[TEST] ',
 * SMS to comma-separated numbers), and when it goes out: now, or at a date in the future.
 */
export function FinishStep({
  campaign,
  eid,
  sender,
  smsSenderName,
  recipientsText,
  smsCost,
  schedule,
  scheduleError,
  finishing,
  onSchedule,
  onFinish,
}: {
  campaign: Campaign;
  eid: number;
  sender: Sender | undefined;
  smsSenderName: string;
  recipientsText: string;
  /** For an SMS: the messages it costs (segments × recipients), when the recipients are known. */
  smsCost?: number | undefined;
  schedule: ScheduleChoice;
  scheduleError: SendDateError | undefined;
  finishing: boolean;
  onSchedule: (choice: ScheduleChoice) => void;
  onFinish: () => void;
}) {
  const { t, i18n } = useLingui();
  const warning = senderWarning(sender);
  const isDraft = campaign.status === 'DRAFT';
  return (
    <Stack gap="lg" maw={760}>
      <Card withBorder padding="md" radius="md" component="section" aria-labelledby="wizard-summary">
        <Title order={2} size="h4" id="wizard-summary" mb="xs">
          {t`Resumen`}
        </Title>
        <Table fz="sm" withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={180}>{t`Nombre`}</Table.Th>
              <Table.Td>{campaign.content.name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t`Canal`}</Table.Th>
              <Table.Td>{i18n._(campaignSubtypeLabels[campaign.subtype])}</Table.Td>
            </Table.Tr>
            {campaign.subtype === 'email' ? (
              <Table.Tr>
                <Table.Th>{t`Asunto`}</Table.Th>
                <Table.Td>{campaign.content.subject}</Table.Td>
              </Table.Tr>
            ) : (
              <Table.Tr>
                <Table.Th>{t`Remitente del SMS`}</Table.Th>
                <Table.Td>{smsSenderName}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th>{t`Destinatarios`}</Table.Th>
              <Table.Td>{recipientsText}</Table.Td>
            </Table.Tr>
            {smsCost !== undefined && (
              <Table.Tr>
                <Table.Th>{t`Mensajes`}</Table.Th>
                <Table.Td>{t`${formatCount(smsCost, i18n.locale)} SMS (partes × destinatarios)`}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Card>

      {warning !== undefined && (
        <Alert color="orange" title={i18n._(senderMessages[warning])} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          {warning === 'UNVERIFIED' ? i18n._(senderMessages.UNVERIFIED_TEXT) : t`La farmacia no tiene remitente: créalo en el listado de campañas antes de programarla.`}
        </Alert>
      )}

      {campaign.subtype === 'email' ? <EmailTestForm campaign={campaign} eid={eid} /> : <SmsTestForm campaign={campaign} eid={eid} smsSenderName={smsSenderName} />}

      <Card withBorder padding="md" radius="md" component="section" aria-labelledby="wizard-schedule">
        <Stack gap="sm">
          <Title order={2} size="h4" id="wizard-schedule">
            {t`Envío`}
          </Title>
          <Radio.Group value={schedule.sendNow ? 'now' : 'later'} onChange={(value) => onSchedule({ ...schedule, sendNow: value === 'now' })} aria-labelledby="wizard-schedule">
            <Group gap="lg">
              <Radio value="later" label={t`Programar el envío`} />
              <Radio value="now" label={t`Enviar ahora`} />
            </Group>
          </Radio.Group>
          {!schedule.sendNow && (
            <TextInput
              type="datetime-local"
              label={t`Fecha y hora de envío`}
              description={t`Hora de Madrid.`}
              value={toPicker(schedule.date)}
              onChange={(event) => onSchedule({ ...schedule, date: fromPicker(event.currentTarget.value) })}
              error={scheduleError === undefined ? undefined : i18n._(campaignMessages[scheduleError])}
              maw={280}
            />
          )}
          <Group>
            <Button onClick={onFinish} loading={finishing}>
              {schedule.sendNow ? t`Enviar campaña` : isDraft ? t`Programar campaña` : t`Guardar programación`}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

/** Says a failed test send: the server's own message for `success: false`, the spec's otherwise. */
function useTestFailure() {
  const { i18n } = useLingui();
  const describe = useErrorText();
  return (error: unknown) => {
    if (isApiError(error) && error.kind === 'server-message') {
      notify({ color: 'yellow', message: error.serverMessage ?? error.message });
      return;
    }
    notifyTitled({ color: 'red', title: i18n._(campaignMessages.TEST_FAILED), message: describe(error) });
  };
}

/** What a test send needs from its channel: the field's words, how its text is read, and the call. */
interface TestChannel {
  readonly label: string;
  readonly description: string;
  readonly intro?: string;
  readonly inputMode?: 'email' | 'tel';
  /** The recipients read from the field, or the message to show beside it. */
  readonly read: (text: string) => { readonly ok: true; readonly to: readonly string[] } | { readonly ok: false; readonly message: string };
  readonly send: (to: readonly string[]) => Promise<void>;
  readonly sent: string;
}

/**
 * A test send (spec 2 §2, §5): the recipients typed comma-separated, checked by the channel's rule and
 * shown beside the field; sent once however often the button is pressed (a guarded mutation); the
 * spec's success message, or the server's own for `success: false`, or 'Hubo un error al enviar la prueba'.
 */
function TestSendForm({ channel }: { channel: TestChannel }) {
  const { t } = useLingui();
  const failed = useTestFailure();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sending = useGuardedMutation({
    mutationFn: (to: readonly string[]) => channel.send(to),
    onSuccess: () => notify({ color: 'green', message: channel.sent }),
    onError: (caught) => failed(caught),
  });
  const submit = () => {
    const read = channel.read(text);
    setError(read.ok ? undefined : read.message);
    if (read.ok) sending.mutate(read.to);
  };
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="wizard-test">
      <Stack gap="sm">
        <Title order={2} size="h4" id="wizard-test">
          {t`Envío de prueba`}
        </Title>
        {channel.intro !== undefined && <Text size="sm">{channel.intro}</Text>}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label={channel.label}
              description={channel.description}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={error}
              inputMode={channel.inputMode}
              flex={1}
              maw={480}
            />
            <Button type="submit" variant="light" mt={46} loading={sending.isPending}>
              {t`Enviar prueba`}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}

function EmailTestForm({ campaign, eid }: { campaign: Campaign; eid: number }) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const channel: TestChannel = {
    label: t`Direcciones de prueba`,
    description: t`Una o varias, separadas por comas.`,
    intro: t`El correo de prueba llega con el asunto «[TEST] ${campaign.content.subject}».`,
    inputMode: 'email',
    read: (text) => {
      const parsed = parseTestEmails(text);
      if (parsed.ok) return { ok: true, to: parsed.value };
      return { ok: false, message: parsed.error === 'NO_RECIPIENTS' ? t`Escribe al menos una dirección de correo.` : t`Hay direcciones de correo no válidas. Sepáralas con comas.` };
    },
    send: (to) => services.campaignTests.sendEmail({ eid, to, subject: testEmailSubject(campaign.content.subject), html: campaign.content.html }),
    sent: i18n._(campaignMessages.TEST_EMAILS_SENT),
  };
  return <TestSendForm channel={channel} />;
}

function SmsTestForm({ campaign, eid, smsSenderName }: { campaign: Campaign; eid: number; smsSenderName: string }) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const channel: TestChannel = {
    label: t`Números de prueba`,
    description: t`Móviles de 9 cifras, separados por comas.`,
    inputMode: 'tel',
    read: (text) => {
      const parsed = parseSmsTestNumbers(text);
      if (!parsed.ok) return { ok: false, message: i18n._(smsMessages[parsed.error]) };
      const messageErrors = smsMessageErrors({ senderName: smsSenderName, text: campaign.content.smsContent });
      if (messageErrors.length > 0) return { ok: false, message: messageErrors.map((code) => i18n._(smsMessages[code])).join(' ') };
      return { ok: true, to: parsed.value };
    },
    send: (to) => services.campaignTests.sendSms({ eid, to, message: campaign.content.smsContent, sender: smsSenderName }),
    sent: i18n._(campaignMessages.TEST_SMS_SENT),
  };
  return <TestSendForm channel={channel} />;
}

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  EXCEL_SEGMENT_TYPE,
  designStepErrors,
  reachesRecipients,
  smsCampaignMessages,
  wizardStepFromSection,
  type Campaign,
  type CampaignContent,
  type CampaignSegment,
  type WizardStep,
} from '@domain/campaigns';
import { activePharmacy, isBackofficeUser } from '@domain/session';
import { formatDateTime, isApiError } from '@domain/shared-kernel';
import { measureSms, smsSenderName } from '@domain/sms';
import { correctButtonWidths, type JsonValue } from '@domain/web';
import type { EmailDesignerSession } from '@domain/templates';
import { EmailDesignerPanel } from '../templates';
import { formatCount } from '../shared/format-count';
import { useFormDraft } from '../shared/form-draft';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { useSession } from '../shared/session-context';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { campaignMessages, campaignSubtypeLabels, wizardStepMessages, wizardStepTitles } from './campaign-messages';
import { campaignQueries } from './campaign.queries';
import { campaignWizardMachine, type FinishInput, type PersistInput, type WizardDesign, type WizardFinished, type WizardLoad, type WizardSaved } from './campaign-wizard.machine';
import { useFinishWizardCampaign, useSaveWizardCampaign, type WizardWrite, type WizardWritten } from './campaign.mutations';
import { isOwnChange, markSavedHere } from './own-changes';
import { SmsComposer } from './sms-composer';
import { FinishStep, initialScheduleChoice, type ScheduleChoice } from './wizard-finish-step';
import { ParametersStep, type UploadedList } from './wizard-parameters-step';
import { DraftOffer } from '../shared/draft-offer';

const WIZARD_PATH = '/app-h/campaigns/manageCampaign/cid/$cid';
const LIST_PATH = '/app-h/campaigns/listCampaigns';

export const CampaignWizardRoute = createLazyRoute(WIZARD_PATH)({ component: CampaignWizardPage });

/** The warning a back-office user gets when the editor's buttons were corrected (spec 3 §5; the words are ours). */
const BUTTON_WIDTH_CORRECTED = msg`Se ha corregido el ancho de los botones de 6px a 150px.`;

/**
 * What the form keeps in this browser until it is saved: everything the wizard edits, the email's design
 * (as last collected from its editor, at each save and autosave) included.
 */
interface WizardDraft {
  readonly content: Pick<CampaignContent, 'name' | 'subject' | 'smsContent' | 'json' | 'html'>;
  readonly segment: Pick<CampaignSegment, 'type' | 'apiId' | 'excel' | 'xlsx'>;
}

const draftOf = (campaign: Campaign): WizardDraft => ({
  content: { name: campaign.content.name, subject: campaign.content.subject, smsContent: campaign.content.smsContent, json: campaign.content.json, html: campaign.content.html },
  segment: { type: campaign.segment.type, apiId: campaign.segment.apiId, excel: campaign.segment.excel, xlsx: campaign.segment.xlsx },
});

/**
 * What the machine's actors reach that React renders: the calls that write the campaign (mutations, so a
 * failure reaches the session watcher as every form's does) and the draft's `keep`.
 */
interface WizardWriters {
  save: (request: WizardWrite) => Promise<WizardWritten | undefined>;
  finish: (request: WizardWrite) => Promise<WizardWritten | undefined>;
  keep: (draft: WizardDraft) => void;
  /** Forgets the draft: the campaign is stored. */
  saved: () => void;
}

/** A write the guard ignored (the same write was in flight; the wizard sends one at a time). */
const notSent = (): Error => new Error('Ya se está guardando esta campaña');

/** The writers the actors call, each passing on to the one the screen last provided. */
function wizardWriters(): WizardWriters & { provide(part: Partial<WizardWriters>): void } {
  let current: WizardWriters = { save: () => Promise.reject(notSent()), finish: () => Promise.reject(notSent()), keep: () => undefined, saved: () => undefined };
  return {
    save: (request) => current.save(request),
    finish: (request) => current.finish(request),
    keep: (draft) => current.keep(draft),
    saved: () => current.saved(),
    provide: (part) => {
      current = { ...current, ...part };
    },
  };
}
const sameDraft = (a: WizardDraft, b: WizardDraft) => JSON.stringify(a) === JSON.stringify(b);

/** The uploaded list's name and count are kept for the tab's session, so a reload still shows them. */
function storedUpload(cid: string): UploadedList | undefined {
  try {
    const text = sessionStorage.getItem(`backoffice.campaign-upload.${cid}`);
    return text === null ? undefined : (JSON.parse(text) as UploadedList);
  } catch {
    return undefined;
  }
}
function storeUpload(cid: string, list: UploadedList): void {
  try {
    sessionStorage.setItem(`backoffice.campaign-upload.${cid}`, JSON.stringify(list));
  } catch {
    // The count is then shown until the page reloads.
  }
}

/**
 * The email editor's design, with the spec's button-width correction (spec 3 §5: 6px becomes 150px;
 * `corrected` tells a back-office user). Nothing to collect for an SMS or while no editor is open.
 */
async function collectDesign(editor: EmailDesignerSession | undefined, current: Campaign, corrected: () => void): Promise<WizardDesign | undefined> {
  if (current.subtype !== 'email' || editor === undefined) return undefined;
  const design = await editor.save({ subject: current.content.subject });
  let json = design.content;
  try {
    const correction = correctButtonWidths(JSON.parse(json) as JsonValue);
    if (correction.corrected) {
      json = JSON.stringify(correction.json);
      corrected();
    }
  } catch {
    // A design that is not JSON is kept as the editor gave it.
  }
  return { json, html: design.html };
}

function CampaignWizardPage() {
  const { cid } = CampaignWizardRoute.useParams();
  const search = CampaignWizardRoute.useSearch();
  return <CampaignWizard key={cid} cid={cid} requestedStep={wizardStepFromSection(search.section === undefined ? undefined : String(search.section))} />;
}

/**
 * The campaign wizard (spec 2 §2 "Campaign wizard"): Parámetros, Diseño and Finalizar, driven by
 * {@link campaignWizardMachine}. Each move saves the campaign (the email design first); what is typed
 * is also kept in this browser until it is saved, so a failed save, a network cut or a reload lose
 * nothing.
 */
function CampaignWizard({ cid, requestedStep }: { cid: string; requestedStep: WizardStep }) {
  const services = useUiServices();
  const session = useSession();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const eid = activePharmacy(session)?.eid ?? 0;
  const backoffice = isBackofficeUser(session);
  // The open email editor, handed over by its panel (a holder the machine's actors read when they run).
  const [designer] = useState<{ session: EmailDesignerSession | undefined }>(() => ({ session: undefined }));
  const saveMutation = useSaveWizardCampaign();
  const finishMutation = useFinishWizardCampaign();
  const [writers] = useState(wizardWriters);
  const { mutateAsync: saveCampaign } = saveMutation;
  const { mutateAsync: finishCampaign } = finishMutation;
  useLayoutEffect(() => writers.provide({ save: saveCampaign, finish: finishCampaign }), [finishCampaign, saveCampaign, writers]);

  const [machine] = useState(() =>
    campaignWizardMachine.provide({
      actors: {
        load: fromPromise(async ({ input }: { input: { cid: string } }): Promise<WizardLoad> => {
          const [campaign, sender] = await Promise.all([services.campaigns.get(input.cid), services.senders.get(eid).catch(() => undefined)]);
          const ownChange = isOwnChange(input.cid, campaign.modified);
          // From now on only a later change of this tab's counts as its own.
          if (ownChange) markSavedHere(input.cid, campaign.modified);
          return { campaign, smsSenderName: smsSenderName(sender?.smsSender ?? ''), loadedAt: services.clock.now(), ownChange };
        }),
        persist: fromPromise(async ({ input }: { input: PersistInput }): Promise<WizardSaved> => {
          let design: WizardDesign | undefined;
          try {
            design = input.collectDesign ? await collectDesign(designer.session, input.campaign, () => backoffice && notify({ color: 'yellow', message: i18n._(BUTTON_WIDTH_CORRECTED) })) : undefined;
          } catch (error) {
            return { outcome: 'failed', error };
          }
          const designed = design === undefined ? {} : { design };
          const candidate = design === undefined ? input.campaign : { ...input.campaign, content: { ...input.campaign.content, ...design } };
          // Whatever happens to the save (a failure, an expired session, a reload), what it carries stays in this browser.
          writers.keep(draftOf(candidate));
          try {
            const written = await writers.save({ campaign: candidate, known: input.known, overwrite: input.overwrite });
            if (written === undefined) throw notSent();
            if (written.outcome === 'changed') return { outcome: 'changed', ...designed };
            markSavedHere(cid, written.stored.modified);
            return { outcome: 'saved', stored: written.stored, ...designed };
          } catch (error) {
            return { outcome: 'failed', error, ...designed };
          }
        }),
        finish: fromPromise(async ({ input }: { input: FinishInput }): Promise<WizardFinished> => {
          writers.keep(draftOf(input.campaign));
          const written = await writers.finish({ campaign: input.campaign, known: input.known, overwrite: input.overwrite });
          if (written === undefined) throw notSent();
          if (written.outcome === 'changed') return written;
          markSavedHere(cid, written.stored.modified);
          writers.saved();
          return { outcome: 'finished', stored: written.stored };
        }),
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { cid, requestedStep, product: services.config.productName } });
  const { campaign, step, showErrors } = snapshot.context;

  useEffect(() => {
    // The session is over: the shell signs the user out and, after the next sign-in, brings them back
    // here, where what they typed is offered back (it was kept as a draft before saving).
    const sessionEnded = (error: unknown) => isApiError(error) && error.kind === 'session-expired';
    const failed = (title: string, error: unknown) => {
      if (sessionEnded(error)) return;
      if (isApiError(error) && error.kind === 'server-message') notify({ color: 'yellow', message: error.serverMessage ?? error.message });
      else notifyTitled({ color: 'red', title, message: `${describe(error)} ${t`Lo que has escrito se conserva en este navegador.`}` });
    };
    const subscriptions = [
      actor.on('saved', () => notify({ color: 'green', message: i18n._(campaignMessages.DRAFT_SAVED) })),
      actor.on('saveFailed', ({ error }) => failed(i18n._(campaignMessages.DRAFT_SAVE_FAILED), error)),
      actor.on('autosaveFailed', ({ error }) => {
        if (sessionEnded(error)) return;
        notify({ id: `campaign-autosave-${cid}`, color: 'yellow', message: t`No se ha podido guardar automáticamente (${describe(error)}). Lo que has escrito se conserva en este navegador; se volverá a intentar.` });
      }),
      actor.on('refusedAsChanged', () =>
        notifyTitled({
          color: 'red',
          title: t`La campaña ha cambiado`,
          message: t`Alguien ha cambiado esta campaña (quizá tú, en otra pestaña) y no se han guardado tus cambios. Lo que has escrito se conserva en este navegador; vuelve a abrir la campaña para ver cómo ha quedado.`,
        }),
      ),
      actor.on('finishFailed', ({ error }) => failed(i18n._(campaignMessages.SAVE_FAILED), error)),
      actor.on('finished', ({ created }) => {
        notify({ color: 'green', message: i18n._(created ? campaignMessages.CREATED : campaignMessages.UPDATED) });
        void navigate({ to: LIST_PATH });
      }),
      actor.on('left', () => void navigate({ to: LIST_PATH })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, cid, describe, i18n, navigate, t]);

  // The step is kept in the address, so a reload or a shared link opens the same step.
  const shownStep = campaign === undefined ? undefined : step;
  useEffect(() => {
    if (shownStep === undefined) return;
    void navigate({ from: WIZARD_PATH, to: WIZARD_PATH, params: { cid }, search: (previous) => ({ ...previous, section: shownStep }), replace: true });
  }, [cid, navigate, shownStep]);

  if (snapshot.matches('loading')) {
    return (
      <Group gap="xs" role="status" p="md">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando la campaña…`}</Text>
      </Group>
    );
  }
  if (snapshot.matches('loadFailed')) {
    return (
      <Stack p="md" maw={720}>
        <Title order={1} size="h2">
          {t`Campaña`}
        </Title>
        <LoadFailure title={t`No se ha podido cargar la campaña (${i18n._(campaignMessages.DRAFT_LOAD_FAILED)})`} error={snapshot.context.loadError} onRetry={() => send({ type: 'RETRY' })}>
          <Button size="xs" variant="default" renderRoot={(props) => <Link {...props} to={LIST_PATH} />}>
            {t`Volver al listado de campañas`}
          </Button>
        </LoadFailure>
      </Stack>
    );
  }
  if (campaign === undefined) return null;
  if (snapshot.matches('readOnly')) {
    return (
      <Stack p="md" maw={720}>
        <Title order={1} size="h2">
          {campaign.content.name}
        </Title>
        <Alert color="blue" role="status" title={t`Esta campaña ya no se puede modificar`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t`Se está enviando o ya se ha enviado. Puedes verla o duplicarla como borrador desde el listado.`}</Text>
            <Button component={Link} to={LIST_PATH} variant="light" size="xs">
              {t`Volver al listado de campañas`}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  return (
    <WizardBody
      cid={cid}
      eid={eid}
      campaign={campaign}
      step={step}
      showErrors={showErrors}
      designer={designer}
      writers={writers}
      snapshotState={{
        saving: snapshot.matches('saving') || snapshot.matches('autosaving'),
        finishing: snapshot.matches('finishing'),
        confirmingDesign: snapshot.matches('confirmingDesign'),
        askingTakeOver: snapshot.matches('askingTakeOver'),
        askingOverwrite: snapshot.matches('askingOverwrite'),
        changedElsewhere: snapshot.context.changedElsewhere,
        known: snapshot.context.known,
        dirty: snapshot.context.revision !== snapshot.context.savedRevision,
        leaving: snapshot.matches('finishing') || snapshot.status === 'done',
        savedRevision: snapshot.context.savedRevision,
      }}
      smsSender={snapshot.context.smsSenderName}
      scheduleError={snapshot.context.scheduleError}
      send={send}
    />
  );
}

interface BodyState {
  readonly saving: boolean;
  readonly finishing: boolean;
  readonly confirmingDesign: boolean;
  readonly askingTakeOver: boolean;
  /** Someone else saved the campaign since this wizard knew it: write over their change? */
  readonly askingOverwrite: boolean;
  /** Autosave has stopped: the campaign changed elsewhere. */
  readonly changedElsewhere: boolean;
  /** The campaign as last read or stored (a new object after each save that stored). */
  readonly known: Campaign | undefined;
  readonly dirty: boolean;
  /** Finishing, finished or declined: the wizard leaves on its own. */
  readonly leaving: boolean;
  readonly savedRevision: number;
}

function WizardBody({
  cid,
  eid,
  campaign,
  step,
  showErrors,
  designer,
  writers,
  snapshotState,
  smsSender,
  scheduleError,
  send,
}: {
  cid: string;
  eid: number;
  campaign: Campaign;
  step: WizardStep;
  showErrors: boolean;
  designer: { session: EmailDesignerSession | undefined };
  writers: { provide(part: Partial<WizardWriters>): void };
  snapshotState: BodyState;
  smsSender: string;
  scheduleError: Parameters<typeof FinishStep>[0]['scheduleError'];
  send: ReturnType<typeof useMachine<typeof campaignWizardMachine>>[1];
}) {
  const services = useUiServices();
  const session = useSession();
  const { t, i18n } = useLingui();
  const [uploaded, setUploaded] = useState<UploadedList | undefined>(() => storedUpload(cid));
  const [schedule, setSchedule] = useState<ScheduleChoice>(() => initialScheduleChoice(campaign));
  const sender = useQuery(campaignQueries.sender(services, eid));
  const apiId = campaign.segment.type !== EXCEL_SEGMENT_TYPE ? campaign.segment.apiId : undefined;
  const count = useQuery({ ...campaignQueries.segmentCount(services, eid, apiId ?? ''), enabled: apiId !== undefined && apiId !== '' });
  const segments = useQuery({ ...campaignQueries.segments(services, eid), enabled: apiId !== undefined && apiId !== '' });
  const [initial] = useState(() => draftOf(campaign));
  const [onDesignerSession] = useState(() => (session: EmailDesignerSession | undefined) => {
    designer.session = session;
  });
  const current = useMemo(() => draftOf(campaign), [campaign]);

  const draft = useFormDraft<WizardDraft>({
    formKey: `campaign.${cid}`,
    userId: session?.user.uid,
    value: current,
    dirty: snapshotState.dirty,
    initial,
    same: sameDraft,
    clock: services.clock,
  });
  const { keep, saved } = draft;
  useLayoutEffect(() => writers.provide({ keep, saved }), [keep, saved, writers]);
  // A save that stored forgets the draft, unless something was typed while it travelled: that is kept.
  const [loaded] = useState(snapshotState.known);
  const latest = useRef({ dirty: snapshotState.dirty, current });
  useLayoutEffect(() => {
    latest.current = { dirty: snapshotState.dirty, current };
  });
  useEffect(() => {
    if (snapshotState.known === loaded) return;
    if (latest.current.dirty) keep(latest.current.current);
    else saved();
  }, [keep, loaded, saved, snapshotState.known]);
  // A draft taken back may hold another design: the editor opens again with it.
  const [designRevision, setDesignRevision] = useState(0);

  const recipients: number | undefined =
    campaign.segment.type === EXCEL_SEGMENT_TYPE ? (uploaded !== undefined && uploaded.excel === campaign.segment.excel ? uploaded.recipients : undefined) : count.data;
  const segmentName = segments.data?.find((segment) => segment.id === apiId)?.name;
  const recipientsText =
    campaign.segment.type === EXCEL_SEGMENT_TYPE
      ? recipients === undefined
        ? t`Archivo Excel subido`
        : t`Archivo ${uploaded?.name ?? ''}: ${formatCount(recipients, i18n.locale)} destinatarios`
      : recipients === undefined
        ? (segmentName ?? '—')
        : t`${segmentName ?? ''}: ${formatCount(recipients, i18n.locale)} clientes`;
  const designErrors = showErrors && step === 1 && campaign.subtype === 'email' ? designStepErrors(campaign, smsSender) : [];
  const name = campaign.content.name.trim() === '' ? t`Campaña sin nombre` : campaign.content.name;
  const busy = snapshotState.saving || snapshotState.finishing;
  const [nobody, setNobody] = useState(false);
  const next = () => {
    // A segment or list that reaches nobody cannot be sent to.
    if (step === 0 && !reachesRecipients(recipients)) {
      setNobody(true);
      return;
    }
    setNobody(false);
    send({ type: 'NEXT' });
  };
  const smsCost = campaign.subtype === 'sms' && recipients !== undefined ? smsCampaignMessages(measureSms(campaign.content.smsContent).segments, recipients) : undefined;

  // Leaving with changes not saved yet asks first (they are also kept in this browser).
  const blocker = useBlocker({
    shouldBlockFn: () => snapshotState.dirty && !snapshotState.leaving,
    withResolver: true,
    enableBeforeUnload: () => snapshotState.dirty && !snapshotState.leaving,
  });

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {name}
            </Title>
            <Badge variant="outline" color={campaign.subtype === 'email' ? 'blue.9' : 'grape.9'}>
              {i18n._(campaignSubtypeLabels[campaign.subtype])}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {snapshotState.saving
              ? t`Guardando…`
              : snapshotState.changedElsewhere
                ? t`La campaña ha cambiado en otro lugar: no se guarda automáticamente`
                : snapshotState.dirty
                  ? t`Cambios sin guardar`
                  : t`Guardado ${formatDateTime(campaign.modified)}`}
          </Text>
        </Stack>
        <Button component={Link} to={LIST_PATH} variant="subtle">
          {t`Volver al listado de campañas`}
        </Button>
      </Group>

      <DraftOffer
        draft={draft}
        title={t`Tienes cambios sin guardar en esta campaña`}
        onRestore={(value) => {
          send({ type: 'EDIT_CONTENT', content: value.content });
          send({ type: 'EDIT_SEGMENT', segment: value.segment });
          setDesignRevision((revision) => revision + 1);
        }}
      />

      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        {([0, 1, 2] as const).map((index) => (
          <Stepper.Step key={index} label={i18n._(wizardStepTitles[index])} aria-current={index === step ? 'step' : undefined} />
        ))}
      </Stepper>

      <Card withBorder radius="md" padding="lg" component="section" aria-label={i18n._(wizardStepTitles[step])}>
        {step === 0 && (
          <ParametersStep
            campaign={campaign}
            eid={eid}
            product={services.config.productName}
            showErrors={showErrors}
            uploaded={uploaded}
            onContent={(content) => send({ type: 'EDIT_CONTENT', content })}
            onSegment={(segment) => send({ type: 'EDIT_SEGMENT', segment })}
            onUploaded={(list) => {
              setUploaded(list);
              storeUpload(cid, list);
            }}
          />
        )}
        {step === 1 && campaign.subtype === 'email' && (
          <Stack gap="sm">
            {designErrors.length > 0 && (
              <Alert color="red" role="alert" p="xs">
                {i18n._(wizardStepMessages.MISSING_CONTENT)}
              </Alert>
            )}
            <CampaignDesigner key={designRevision} campaign={campaign} eid={eid} onSession={onDesignerSession} onChange={() => send({ type: 'DESIGN_CHANGED' })} />
          </Stack>
        )}
        {step === 1 && campaign.subtype === 'sms' && (
          <SmsComposer
            text={campaign.content.smsContent}
            senderName={smsSender}
            recipients={recipients}
            showErrors={showErrors}
            onChange={(smsContent) => send({ type: 'EDIT_CONTENT', content: { smsContent } })}
          />
        )}
        {step === 2 && (
          <FinishStep
            campaign={campaign}
            eid={eid}
            sender={sender.data ?? undefined}
            smsSenderName={smsSender}
            recipientsText={recipientsText}
            smsCost={smsCost}
            schedule={schedule}
            scheduleError={scheduleError}
            finishing={snapshotState.finishing}
            onSchedule={setSchedule}
            onFinish={() => send({ type: 'FINISH', sendNow: schedule.sendNow, date: schedule.date, now: services.clock.now() })}
          />
        )}
      </Card>

      <Group justify="space-between">
        <Group gap="sm">
          {step > 0 && (
            <Button variant="default" onClick={() => send({ type: 'BACK' })} disabled={busy}>
              {t`Anterior`}
            </Button>
          )}
          <Button variant="default" onClick={() => send({ type: 'SAVE' })} disabled={busy}>
            {t`Guardar borrador`}
          </Button>
        </Group>
        {step < 2 && (
          <Button onClick={next} loading={snapshotState.saving && !snapshotState.confirmingDesign} disabled={busy}>
            {t`Siguiente`}
          </Button>
        )}
      </Group>

      {nobody && step === 0 && (
        <Alert color="red" role="alert" p="xs">
          {t`Estos destinatarios no llegan a ningún cliente: elige otro segmento u otro archivo.`}
        </Alert>
      )}

      <Modal opened={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title={t`¿Salir con cambios sin guardar?`} centered>
        <Stack gap="md">
          <Text size="sm">{t`Lo que has cambiado desde el último guardado se conserva en este navegador y se te ofrecerá al volver.`}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              {t`Seguir editando`}
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              {t`Salir`}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={snapshotState.confirmingDesign} onClose={() => send({ type: 'CANCEL_DESIGN' })} title={t`Terminar el diseño`} centered>
        <Stack gap="md">
          <Text size="sm">{t`Se guardará el diseño y pasarás al último paso, donde puedes enviar una prueba y programar el envío.`}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => send({ type: 'CANCEL_DESIGN' })}>
              {t`Seguir diseñando`}
            </Button>
            <Button onClick={() => send({ type: 'CONFIRM_DESIGN' })} data-autofocus>
              {t`Guardar y continuar`}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={snapshotState.askingOverwrite} onClose={() => send({ type: 'REVIEW' })} title={t`La campaña ha cambiado`} centered>
        <Stack gap="md">
          <Text size="sm">
            {t`Alguien ha guardado cambios en esta campaña desde que la abriste (quizá tú, en otra pestaña). Si guardas ahora, tus cambios sustituirán a los suyos.`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => send({ type: 'REVIEW' })}>
              {t`Revisar`}
            </Button>
            <Button onClick={() => send({ type: 'OVERWRITE' })} data-autofocus>
              {t`Guardar mis cambios`}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={snapshotState.askingTakeOver} onClose={() => send({ type: 'DECLINE' })} title={t`Campaña en edición`} centered withCloseButton={false}>
        <Stack gap="md">
          <Text size="sm">{t`Esta campaña se ha modificado hace menos de 2 minutos, quizá en otra pestaña o por otra persona. Si continúas, lo que guardes sustituirá esos cambios.`}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => send({ type: 'DECLINE' })}>
              {t`Volver al listado`}
            </Button>
            <Button onClick={() => send({ type: 'TAKE_OVER' })} data-autofocus>
              {t`Continuar editando`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/**
 * The email's design in the editor: the campaign's own, or, for a campaign not designed yet, the
 * pharmacy's email header (spec 2 §2 "Email header editor"; blank when it has none or it cannot be read).
 */
function CampaignDesigner({
  campaign,
  eid,
  onSession,
  onChange,
}: {
  campaign: Campaign;
  eid: number;
  onSession: (session: EmailDesignerSession | undefined) => void;
  onChange: () => void;
}) {
  const services = useUiServices();
  const { t } = useLingui();
  const designed = campaign.content.json.trim() !== '' || campaign.content.html.trim() !== '';
  const header = useQuery({ ...campaignQueries.header(services, eid), enabled: !designed });
  if (!designed && header.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando la cabecera de la farmacia…`}</Text>
      </Group>
    );
  }
  const start = designed || header.data === null || header.data === undefined ? { content: campaign.content.json, html: campaign.content.html } : { content: header.data.json, html: header.data.html };
  return (
    <Stack gap="xs">
      {!designed && header.data !== null && header.data !== undefined && <Text size="sm" c="dimmed">{t`El correo empieza con la cabecera de la farmacia.`}</Text>}
      <EmailDesignerPanel design={start} subject={campaign.content.subject} onSession={onSession} onChange={onChange} />
    </Stack>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, List, Loader, Modal, Paper, Radio, Select, Stack, Stepper, Table, Text, TextInput, Title } from '@mantine/core';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  healthcareCampaignIdOf,
  healthcareDeliveryInstant,
  parseSegmentFilters,
  sameTemplateSelection,
  segmentChoices,
  sendPlan,
  templateChoices,
  templateToAdd,
  type ActiveTemplate,
  type CampaignTemplateRef,
  type HealthcareCampaign,
  type SendPlan,
} from '@domain/healthcare';
import { activePharmacy } from '@domain/session';
import { formatInstantDateTime, isApiError } from '@domain/shared-kernel';
import { clearDraft, readDraft, writeDraft } from '../shared/form-draft';
import { useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { useSession } from '../shared/session-context';
import { useUiServices } from '../shared/ui-services-context';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { healthcareMessages } from './healthcare-messages';
import { healthcareQueries } from './healthcare.queries';
import { pharmacistCampaignMachine, type PharmacistCheck, type PharmacistContext, type PharmacistEvent, type PharmacistLoad, type PharmacistOperation, type PharmacistWrite } from './pharmacist-campaign.machine';

export const PharmacistCampaignRoute = createLazyRoute('/app-h/approvals/campaign/$id')({ component: PharmacistCampaignPage });

const DASHBOARD = '/app-h/dashboard';

/** The ready templates kept in this browser until saved, per campaign and pharmacy. */
const draftKey = (campaignId: number, eid: number): string => `pharmacist-campaign:${campaignId}:${eid}`;

/** The steps as the stepper shows them (spec 2 §2). */
const STEP_INDEX = { selectTemplate: 0, readyTemplates: 1, confirmTemplates: 2 } as const;

/**
 * The pharmacist's healthcare campaign (spec 2 §2 /approvals/campaign/{id}, spec 1 §2.3: full-cover
 * background, no navigation, the campaign footer). Only the pharmacy the campaign is addressed to works
 * on it: a back-office user outside a pharmacy is told to enter one.
 */
export function PharmacistCampaignPage() {
  const { id } = PharmacistCampaignRoute.useParams();
  const session = useSession();
  const { t } = useLingui();
  const campaignId = healthcareCampaignIdOf(id);
  const pharmacy = activePharmacy(session);
  if (campaignId === undefined) {
    return (
      <Notice title={t`Esta campaña sanitaria no existe`}>
        <Text size="sm">{t`Revisa el enlace que has recibido.`}</Text>
      </Notice>
    );
  }
  if (pharmacy === undefined) {
    return (
      <Notice title={t`Esta página es para la farmacia`}>
        <Text size="sm">{t`La aprobación de una campaña sanitaria la hace el farmacéutico de cada farmacia. Entra en la farmacia, o con su usuario, para verla.`}</Text>
      </Notice>
    );
  }
  return <PharmacistFlow key={`${campaignId}:${pharmacy.eid}`} campaignId={campaignId} eid={pharmacy.eid} userId={session.user.uid} />;
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="lg" maw={720} mx="auto">
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t`Campaña sanitaria`}
        </Title>
        <Alert color="yellow" role="alert" title={title}>
          {children}
        </Alert>
        <Group>
          <Button component={Link} to={DASHBOARD} variant="default">
            {t`Ir al escritorio`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

type Send = (event: PharmacistEvent) => void;

function PharmacistFlow({ campaignId, eid, userId }: { campaignId: number; eid: number; userId: number }) {
  const services = useUiServices();
  const { t } = useLingui();
  const navigate = useNavigate();
  const key = draftKey(campaignId, eid);
  const calls = services.healthcareCampaigns;
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      pharmacistCampaignMachine.provide({
        actors: {
          load: fromPromise(async (): Promise<PharmacistLoad> => {
            const [details, offered] = await Promise.all([calls.pharmacistCampaign(campaignId, eid), calls.pharmacistTemplates(campaignId, eid)]);
            // The counts of the segments on offer are asked for now, before the screen that shows them draws.
            for (const segment of offered.segments) void queryClient.prefetchQuery(healthcareQueries.sendCount(services, segment.segmentId, eid));
            return { details, offered, draft: readDraft<CampaignTemplateRef[]>(userId, key)?.value };
          }),
          check: fromPromise(({ input }: { input: PharmacistCheck }) => calls.checkCampaignModification(input.campaignId, input.version)),
          save: fromPromise(({ input }: { input: PharmacistWrite }) => calls.savePharmacistSelection(input.campaignId, input.eid, input.templates)),
          confirm: fromPromise(({ input }: { input: PharmacistWrite }) => calls.confirmPharmacistSelection(input.campaignId, input.eid, input.templates)),
        },
      }),
    [calls, campaignId, eid, key, queryClient, services, userId],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { campaignId, eid } });
  const context = snapshot.context;
  const editing = snapshot.matches('selectTemplate') || snapshot.matches('readyTemplates') || snapshot.matches('saving') || snapshot.matches('confirmTemplates') || snapshot.matches('confirming');
  const unsaved = editing && !sameTemplateSelection(context.ready, context.saved);
  const leaving = useRef(false);
  const clients = useClients(
    context.offered.segments.map((segment) => segment.segmentId),
    eid,
  );

  // What is chosen and not saved stays in this browser: a failed save, a network cut or a reload lose nothing.
  useEffect(() => {
    if (!editing) return;
    if (unsaved) writeDraft(userId, key, context.ready, services.clock.now());
    else clearDraft(userId, key);
  }, [editing, unsaved, context.ready, key, userId, services.clock]);

  useEffect(() => {
    const subscription = actor.on('confirmed', () => {
      clearDraft(userId, key);
      leaving.current = true;
      notify({ color: 'green', message: t`Campaña confirmada. Gracias: se enviará a tus clientes en la fecha prevista.` });
      void navigate({ to: DASHBOARD });
    });
    const saved = actor.on('saved', () => notify({ color: 'green', message: t`Selección guardada. Revisa el resumen y confirma la campaña.` }));
    return () => {
      subscription.unsubscribe();
      saved.unsubscribe();
    };
  }, [actor, key, navigate, t, userId]);

  // A keyboard user whose button went away with the step goes on from the new step's heading.
  const headingId = snapshot.matches('selectTemplate') ? 'select-template-title' : snapshot.matches('readyTemplates') ? 'ready-templates-title' : snapshot.matches('confirmTemplates') ? 'summary-title' : undefined;
  const shownHeading = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (headingId === undefined) return;
    if (shownHeading.current !== undefined && shownHeading.current !== headingId) document.getElementById(headingId)?.focus();
    shownHeading.current = headingId;
  }, [headingId]);

  const blocker = useBlocker({ shouldBlockFn: () => unsaved && !leaving.current, withResolver: true, enableBeforeUnload: false });

  if (snapshot.matches('loading')) {
    return (
      <Paper withBorder radius="md" p="lg" maw={960} mx="auto">
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t`Cargando la campaña sanitaria…`}</Text>
        </Group>
      </Paper>
    );
  }
  if (snapshot.matches('loadFailed')) return <LoadFailed error={context.failure?.error} onRetry={() => send({ type: 'RETRY' })} />;
  const campaign = context.campaign as HealthcareCampaign;
  const step = snapshot.matches('selectTemplate') ? 'selectTemplate' : snapshot.matches('readyTemplates') || snapshot.matches('saving') ? 'readyTemplates' : 'confirmTemplates';

  return (
    <Stack gap="md" maw={960} mx="auto">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Title order={1}>{campaign.name}</Title>
          <Text size="sm">{t`Campaña sanitaria preparada por el equipo de backoffice para tu farmacia. Elige las plantillas que quieres enviar a tus clientes y confírmala.`}</Text>
          <When campaign={campaign} />
          <Stepper active={STEP_INDEX[step]} size="sm" mt="sm" allowNextStepsSelect={false}>
            <Stepper.Step label={t`Elegir plantilla`} />
            <Stepper.Step label={t`Plantillas listas`} />
            <Stepper.Step label={t`Confirmar`} />
          </Stepper>
        </Stack>
      </Paper>
      {context.restored && editing && (
        <Alert color="blue" title={t`Hemos recuperado tu selección sin guardar`}>
          <Group justify="space-between">
            <Text size="sm">{t`Estas plantillas las elegiste en este navegador y aún no se han guardado.`}</Text>
            <Button size="xs" variant="default" onClick={() => send({ type: 'DISCARD_DRAFT' })}>
              {t`Descartar y ver la selección guardada`}
            </Button>
          </Group>
        </Alert>
      )}
      {snapshot.matches('modified') && <Modified message={context.modification} onReload={() => send({ type: 'RELOAD' })} />}
      {context.failure !== undefined && <Failure operation={context.failure.operation} error={context.failure.error} onRetry={() => send({ type: 'RETRY' })} />}
      {snapshot.matches('alreadyConfirmed') && (
        <Alert color="green" title={t`Ya has confirmado esta campaña`}>
          <Text size="sm">{t`Se enviará con las plantillas de abajo. Si necesitas cambiarla, contacta con el equipo de backoffice.`}</Text>
        </Alert>
      )}
      {step === 'selectTemplate' && !snapshot.matches('modified') && <SelectTemplate context={context} send={send} clients={clients} />}
      {(step === 'readyTemplates' || snapshot.matches('modified')) && <ReadyTemplates context={context} send={send} editable={snapshot.matches('readyTemplates')} clients={clients} />}
      {(step === 'confirmTemplates' || snapshot.matches('alreadyConfirmed')) && !snapshot.matches('modified') && <Summary context={context} clients={clients} campaign={campaign} />}
      <Footer>
        <FooterActions snapshot={snapshot} send={send} />
      </Footer>
      <UnsavedChangesModal blocker={blocker} message={t`Has elegido plantillas que no se han guardado. ¿Quieres salir y descartarlas?`} onDiscard={() => clearDraft(userId, key)} />
    </Stack>
  );
}

type Snapshot = ReturnType<typeof useMachine<typeof pharmacistCampaignMachine>>[0];

function When({ campaign }: { campaign: HealthcareCampaign }) {
  const { t } = useLingui();
  const instant = healthcareDeliveryInstant(campaign.deliveryDate, campaign.deliveryTime);
  if (instant === undefined) return null;
  return (
    <Text size="sm" fw={600}>
      {t`Se enviará el ${formatInstantDateTime(instant)} (hora de Madrid).`}
    </Text>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const describe = useErrorText();
  const missing = isApiError(error) && error.status === 404;
  return (
    <Paper withBorder radius="md" p="lg" maw={720} mx="auto">
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t`Campaña sanitaria`}
        </Title>
        <Alert color="red" role="alert" title={missing ? t`Esta campaña no existe o no está dirigida a tu farmacia` : t`No se ha podido cargar la campaña sanitaria`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{missing ? t`Revisa el enlace que has recibido o entra con el usuario de la farmacia a la que va dirigida.` : describe(error)}</Text>
            <Group gap="xs">
              {!missing && (
                <Button size="xs" variant="light" color="red" onClick={onRetry}>
                  {t`Reintentar`}
                </Button>
              )}
              <Button size="xs" variant="default" component={Link} to={DASHBOARD}>
                {t`Ir al escritorio`}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Stack>
    </Paper>
  );
}

function Modified({ message, onReload }: { message: string | undefined; onReload: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="orange" role="alert" title={t`La campaña ha cambiado desde que la abriste`}>
      <Stack gap="xs" align="flex-start">
        {message !== undefined && message !== '' && <Text size="sm">{message}</Text>}
        <Text size="sm">{t`No se ha guardado nada. Vuelve a cargarla para ver la versión actual: tus plantillas elegidas se mantienen si siguen disponibles.`}</Text>
        <Button size="xs" color="orange" onClick={onReload}>
          {t`Volver a cargar la campaña`}
        </Button>
      </Stack>
    </Alert>
  );
}

function Failure({ operation, error, onRetry }: { operation: PharmacistOperation; error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const describe = useErrorText();
  const titles: Record<PharmacistOperation, string> = {
    load: t`No se ha podido cargar la campaña sanitaria`,
    check: t`No se ha podido comprobar si la campaña ha cambiado`,
    save: t`No se ha podido guardar tu selección`,
    confirm: t`No se ha podido confirmar la campaña`,
  };
  return (
    <Alert color="red" role="alert" title={titles[operation]}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{describe(error)}</Text>
        <Text size="sm">{t`No se ha perdido nada: tu selección se conserva en este navegador.`}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t`Reintentar`}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The segment names, from the templates on offer (a segment carries none). */
function segmentNames(templates: readonly ActiveTemplate[]): Map<number, string> {
  return new Map(templates.map((template) => [template.segmentId, template.segmentName]));
}

function SelectTemplate({ context, send, clients }: { context: PharmacistContext; send: Send; clients: Clients }) {
  const { t, i18n } = useLingui();
  const [previewed, setPreviewed] = useState<ActiveTemplate | undefined>();
  const picker = { selectedSegmentId: context.selectedSegmentId, selectedTemplateId: context.selectedTemplateId, ready: context.ready, initial: context.saved, search: context.search };
  const names = segmentNames(context.offered.templates);
  const segments = segmentChoices(context.offered.segments, picker).filter((choice) => names.has(choice.segment.segmentId));
  const readySegments = new Set(context.ready.map((ref) => ref.segmentId));
  const templates = templateChoices(context.offered.templates, picker);
  const canAdd = templateToAdd(context.offered.templates, context.ready, context.selectedSegmentId, context.selectedTemplateId) !== undefined;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="select-template-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="select-template-title" tabIndex={-1}>
          {t`Elige un segmento y una plantilla`}
        </Title>
        {context.offered.templates.length === 0 ? (
          <Alert color="yellow" role="alert">
            {i18n._(healthcareMessages.NO_ACTIVE_TEMPLATES)}
          </Alert>
        ) : (
          <>
            <Group align="flex-end" grow>
              <Select
                label={t`Segmento`}
                placeholder={t`Todos los segmentos`}
                data={segments.map((choice) => ({
                  value: String(choice.segment.segmentId),
                  label: choice.disabled ? t`${names.get(choice.segment.segmentId) ?? ''} (ya tiene plantilla)` : (names.get(choice.segment.segmentId) ?? ''),
                  disabled: choice.disabled,
                }))}
                value={context.selectedSegmentId === undefined ? null : String(context.selectedSegmentId)}
                onChange={(value) => send({ type: 'SELECT_SEGMENT', segmentId: value === null ? undefined : Number(value) })}
                clearable
              />
              <TextInput label={t`Buscar plantilla`} type="search" value={context.search} onChange={(event) => send({ type: 'SEARCH', text: event.currentTarget.value })} />
            </Group>
            <Radio.Group
              label={t`Plantillas`}
              value={context.selectedTemplateId === undefined ? null : String(context.selectedTemplateId)}
              onChange={(value) => send({ type: 'SELECT_TEMPLATE', templateId: Number(value) })}
            >
              <Stack gap={6} mt="xs">
                {templates.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t`Ninguna plantilla coincide con la búsqueda.`}
                  </Text>
                )}
                {templates.map((template) => {
                  const taken = !template.enabled || readySegments.has(template.segmentId);
                  return (
                    <Group key={template.templateId} justify="space-between" wrap="nowrap">
                      <Radio
                        value={String(template.templateId)}
                        label={template.templateName}
                        description={taken ? t`${template.segmentName} · ya tiene una plantilla lista` : template.segmentName}
                        disabled={taken}
                      />
                      <Button size="compact-sm" variant="subtle" onClick={() => setPreviewed(template)} aria-label={t`Vista previa de ${template.templateName}`}>
                        {t`Vista previa`}
                      </Button>
                    </Group>
                  );
                })}
              </Stack>
            </Radio.Group>
            <Group>
              <Button onClick={() => send({ type: 'ADD' })} disabled={!canAdd}>
                {t`Añadir a las plantillas listas`}
              </Button>
              {context.ready.length > 0 && (
                <Button variant="default" onClick={() => send({ type: 'CANCEL_ADD' })}>
                  {t`Volver a las plantillas listas`}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
      <Preview template={previewed} segmentFilters={context.offered.segments.find((segment) => segment.segmentId === previewed?.segmentId)?.segmentFilters} clients={clients} onClose={() => setPreviewed(undefined)} />
    </Paper>
  );
}

/** How many of the pharmacy's clients each segment reaches, and how to ask again for those that failed. */
interface Clients {
  readonly bySegment: ReadonlyMap<number, number>;
  readonly failed: ReadonlySet<number>;
  readonly pending: ReadonlySet<number>;
  readonly retry: () => void;
}

/**
 * The number of the pharmacy's clients of every segment on offer (spec 2 §7 getSegmentSendCount), asked
 * once the campaign is read: the ready templates, the summary and the preview read them from here.
 */
function useClients(segmentIds: readonly number[], eid: number): Clients {
  const services = useUiServices();
  const counts = useQueries({ queries: segmentIds.map((segmentId) => healthcareQueries.sendCount(services, segmentId, eid)) });
  const bySegment = new Map<number, number>();
  const failed = new Set<number>();
  const pending = new Set<number>();
  segmentIds.forEach((segmentId, index) => {
    const count = counts[index];
    if (count?.data !== undefined) bySegment.set(segmentId, count.data);
    if (count?.isError === true) failed.add(segmentId);
    if (count?.isPending === true) pending.add(segmentId);
  });
  return {
    bySegment,
    failed,
    pending,
    retry: () => {
      for (const count of counts) if (count.isError) void count.refetch();
    },
  };
}

/** Whether a count of `segmentIds` failed, or is still to come. */
const anyOf = (set: ReadonlySet<number>, segmentIds: readonly number[]): boolean => segmentIds.some((segmentId) => set.has(segmentId));

function ReadyTemplates({ context, send, editable, clients }: { context: PharmacistContext; send: Send; editable: boolean; clients: Clients }) {
  const { t } = useLingui();
  const [previewed, setPreviewed] = useState<ActiveTemplate | undefined>();
  const plan = sendPlan(context.ready, context.offered.templates, clients.bySegment);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="ready-templates-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="ready-templates-title" tabIndex={-1}>
          {t`Plantillas listas`}
        </Title>
        <SendCountFailure failed={anyOf(clients.failed, context.ready.map((ref) => ref.segmentId))} onRetry={clients.retry} />
        <List listStyleType="none" spacing="xs" aria-label={t`Plantillas listas`}>
          {plan.lines.map((line) => (
            <List.Item key={line.templateId}>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm" fw={600}>
                    {line.templateName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {line.clients === undefined ? line.segmentName : t`${line.segmentName} · ${line.clients} clientes`}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => setPreviewed(context.offered.templates.find((template) => template.templateId === line.templateId))}
                    aria-label={t`Vista previa de ${line.templateName}`}
                  >
                    {t`Vista previa`}
                  </Button>
                  <Button size="compact-sm" variant="light" color="red" disabled={!editable} onClick={() => send({ type: 'REMOVE', templateId: line.templateId })} aria-label={t`Quitar ${line.templateName}`}>
                    {t`Quitar`}
                  </Button>
                </Group>
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
      <Preview template={previewed} segmentFilters={context.offered.segments.find((segment) => segment.segmentId === previewed?.segmentId)?.segmentFilters} clients={clients} onClose={() => setPreviewed(undefined)} />
    </Paper>
  );
}

function SendCountFailure({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  if (!failed) return null;
  return (
    <Alert color="red" role="alert" title={i18n._(healthcareMessages.SEND_COUNT_FAILED)}>
      <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
        {t`Reintentar`}
      </Button>
    </Alert>
  );
}

/** What the campaign will send, to how many of the pharmacy's clients, and when: shown before confirming. */
function Summary({ context, clients, campaign }: { context: PharmacistContext; clients: Clients; campaign: HealthcareCampaign }) {
  const { t } = useLingui();
  const plan: SendPlan = sendPlan(context.ready, context.offered.templates, clients.bySegment);
  const segmentIds = context.ready.map((ref) => ref.segmentId);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="summary-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="summary-title" tabIndex={-1}>
          {t`Qué se enviará`}
        </Title>
        <When campaign={campaign} />
        <SendCountFailure failed={anyOf(clients.failed, segmentIds)} onRetry={clients.retry} />
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Segmento`}</Table.Th>
                <Table.Th>{t`Plantilla`}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t`Clientes`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.lines.map((line) => (
                <Table.Tr key={line.templateId}>
                  <Table.Td>{line.segmentName}</Table.Td>
                  <Table.Td>{line.templateName}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{line.clients ?? '…'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {anyOf(clients.pending, segmentIds) ? (
          <Loader size="sm" aria-label={t`Contando clientes…`} />
        ) : (
          plan.total !== undefined && (
            <Text fw={700} aria-live="polite">
              {t`En total, ${plan.total} envíos a clientes de tu farmacia.`}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}

/** The preview dialog (spec 2 §2): the template, its segment's audience and how many of the pharmacy's clients it reaches. */
function Preview({ template, segmentFilters, clients: counted, onClose }: { template: ActiveTemplate | undefined; segmentFilters: string | undefined; clients: Clients; onClose: () => void }) {
  const { t } = useLingui();
  const filters = segmentFilters === undefined ? undefined : parseSegmentFilters(segmentFilters);
  const genderNames: Record<string, string> = { female: t`mujeres`, male: t`hombres`, other: t`otros` };
  const audience = filters?.ok === true ? filters.value : undefined;
  const clients = template === undefined ? undefined : counted.bySegment.get(template.segmentId);
  return (
    <Modal opened={template !== undefined} onClose={onClose} title={t`Vista previa de la plantilla`} centered closeButtonProps={{ 'aria-label': t`Cerrar` }}>
      {template !== undefined && (
        <Stack gap="xs">
          <Text fw={700}>{template.templateName}</Text>
          <Badge variant="light" color="blue.9">
            {template.segmentName}
          </Badge>
          {audience !== undefined && (
            <Text size="sm">
              {audience.minAge === undefined
                ? t`Para: ${audience.genders.map((gender) => genderNames[gender] ?? gender).join(', ')}.`
                : t`Para: ${audience.genders.map((gender) => genderNames[gender] ?? gender).join(', ')}, desde ${audience.minAge} años.`}
            </Text>
          )}
          <SendCountFailure failed={template !== undefined && counted.failed.has(template.segmentId)} onRetry={counted.retry} />
          {clients !== undefined && <Text size="sm">{t`Llega a ${clients} clientes de tu farmacia.`}</Text>}
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The campaign footer of spec 1 §2.3, which the shell draws on this screen: the step's actions go there
 * (the shell has drawn it by the time the campaign is read; without it they stay on the page).
 */
function Footer({ children }: { children: ReactNode }) {
  const [footer] = useState(() => document.getElementById('campaign-footer'));
  return footer === null ? children : createPortal(children, footer);
}

function FooterActions({ snapshot, send }: { snapshot: Snapshot; send: Send }) {
  const { t } = useLingui();
  const saving = snapshot.matches('saving');
  const confirming = snapshot.matches('confirming');
  return (
    <Group justify="flex-end" gap="sm" h="100%" role="group" aria-label={t`Acciones de la campaña`}>
      {(snapshot.matches('readyTemplates') || saving) && (
        <>
          <Button variant="default" onClick={() => send({ type: 'ADD_ANOTHER' })} disabled={saving}>
            {t`Añadir otra`}
          </Button>
          <Button onClick={() => send({ type: 'SAVE' })} loading={saving}>
            {t`Guardar`}
          </Button>
        </>
      )}
      {(snapshot.matches('confirmTemplates') || confirming) && (
        <>
          <Button variant="default" onClick={() => send({ type: 'EDIT' })} disabled={confirming}>
            {t`Modificar`}
          </Button>
          <Button onClick={() => send({ type: 'CONFIRM' })} loading={confirming}>
            {t`Confirmar e ir al área privada`}
          </Button>
        </>
      )}
      {(snapshot.matches('alreadyConfirmed') || snapshot.matches('selectTemplate') || snapshot.matches('modified')) && (
        <Button variant="default" component={Link} to={DASHBOARD}>
          {t`Ir al área privada`}
        </Button>
      )}
    </Group>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import {
  EMPTY_HEALTHCARE_FORM,
  canEditHealthcareCampaign,
  healthcareCampaignChangedSince,
  healthcareCampaignErrors,
  healthcareCampaignForSave,
  healthcareCampaignIdOf,
  healthcareDeliveryInstant,
  healthcareFormOf,
  sameHealthcareForm,
  type HealthcareCampaign,
  type HealthcareCampaignForm,
  type HealthcareFormError,
} from '@domain/healthcare';
import { formatInstantDateTime, isApiError } from '@domain/shared-kernel';
import { CampaignScheduleForm } from '../shared/campaign-schedule-form';
import { DraftOffer } from '../shared/draft-offer';
import { useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { LookupFailure, RecordFormActions, RecordFormHeading, RecordLoadFailure, RecordLoading, tellCommonSaveFailure, useRecordForm } from '../shared/record-form';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { useOneAtATime } from '../shared/use-one-at-a-time';
import { healthcareFormMessages, healthcareMessages, healthcareStatusLabels } from './healthcare-messages';
import { PharmacyPicker, TemplatePicker, type PharmacySelectionChange } from './healthcare-pickers';
import { useSaveHealthcareCampaign } from './healthcare.mutations';
import { healthcareQueries } from './healthcare.queries';

export const HealthcareFormRoute = createLazyRoute('/app-h/healthcareCampaign/saveHealthcareCampaign/{-$id}')({ component: HealthcareFormPage });

const LIST_PATH = '/app-h/backoffice/healthcareCampaignsList';

/** The number of sends is added up over the selected pharmacies (one call each) up to this many of them. */
const SEND_COUNT_PHARMACIES = 25;

/** No pharmacies or templates (yet): the same list on every render, so the pickers are not drawn again for it. */
const NONE: readonly never[] = [];

/**
 * The healthcare campaign form (spec 2 §2): name, delivery date and time, the pharmacies and the
 * templates by segment, with the number of sends per segment. No id, or 'new', is a new campaign; a
 * campaign that is no longer ready is shown without saving.
 */
export function HealthcareFormPage() {
  const { id } = HealthcareFormRoute.useParams();
  const campaignId = healthcareCampaignIdOf(id);
  if (campaignId === undefined) return <HealthcareEditor key="new" initial={undefined} />;
  return <ExistingCampaign key={campaignId} id={campaignId} />;
}

function ExistingCampaign({ id }: { id: number }) {
  const services = useUiServices();
  const { t } = useLingui();
  const campaign = useQuery(healthcareQueries.detail(services, id));
  if (campaign.isPending) return <RecordLoading label={t`Cargando la campaña sanitaria…`} />;
  if (campaign.isError) {
    const missing = isApiError(campaign.error) && campaign.error.status === 404;
    const title = missing ? t`La campaña sanitaria no existe o se ha eliminado.` : t`No se ha podido cargar la campaña sanitaria`;
    return <RecordLoadFailure heading={t`Editar campaña sanitaria`} title={title} query={campaign} listPath={LIST_PATH} backLabel={t`Volver al listado`} />;
  }
  return <HealthcareEditor initial={campaign.data} />;
}

function HealthcareEditor({ initial }: { initial: HealthcareCampaign | undefined }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const isNew = initial === undefined;
  const startForm = useMemo(() => (initial === undefined ? EMPTY_HEALTHCARE_FORM : healthcareFormOf(initial)), [initial]);
  const [attempted, setAttempted] = useState(false);
  const [dateLeft, setDateLeft] = useState(false);
  const pharmacies = useQuery(healthcareQueries.pharmacies(services));
  const templates = useQuery(healthcareQueries.templates(services));
  const now = services.clock.now();
  const readOnly = initial !== undefined && !canEditHealthcareCampaign(initial);

  const editor = useRecordForm({ formKey: `healthcare:${initial?.id ?? 'new'}`, start: startForm, same: sameHealthcareForm, listPath: LIST_PATH, keepsDraft: !readOnly });
  const { form, update, change } = editor;
  // The same functions on every render: the pickers are drawn again only when what they show changes.
  const changePharmacies = useCallback((next: PharmacySelectionChange): void => change((current) => ({ ...current, pharmacies: next(current.pharmacies) })), [change]);
  const changeTemplates = useCallback((next: HealthcareCampaignForm['templates']): void => update({ templates: next }), [update]);

  const save = useSaveHealthcareCampaign(initial?.id, {
    onSaved: () => editor.saved(isNew ? t`Campaña de salud creada con éxito` : t`Campaña de salud actualizada con éxito`),
    onFailed: (error) => {
      if (tellCommonSaveFailure(error)) return;
      notifyTitled({ color: 'red', title: i18n._(isNew ? healthcareMessages.CREATE_FAILED : healthcareMessages.UPDATE_FAILED), message: describe(error) });
    },
  });

  const errors = healthcareCampaignErrors(form, now);
  const shown = (field: readonly HealthcareFormError[], always: readonly HealthcareFormError[] = []): string | undefined => {
    const error = errors.find((candidate) => (attempted && field.includes(candidate)) || always.includes(candidate));
    return error === undefined ? undefined : i18n._(healthcareFormMessages[error]);
  };

  const submit = async (): Promise<void> => {
    setAttempted(true);
    const author = services.session.current()?.user.username ?? '';
    const checked = healthcareCampaignForSave(form, services.clock.now(), author);
    if (!checked.ok) {
      notify({ color: 'red', message: t`Revisa los campos marcados: la campaña no se ha guardado.` });
      return;
    }
    const question = { title: t`La campaña ha cambiado`, message: t`Alguien ha guardado cambios en esta campaña desde que la abriste (quizá tú, en otra pestaña). Si guardas ahora, tus cambios sustituirán a los suyos.`, confirm: t`Guardar mis cambios`, cancel: t`Revisar` };
    const check = initial && { read: () => services.healthcareCampaigns.get(initial.id), changed: (current: HealthcareCampaign) => healthcareCampaignChangedSince(initial, current), question };
    await editor.send(save, checked.value, check);
  };
  const submitOnce = useOneAtATime(submit);
  const busy = editor.checking || save.isPending || submitOnce.running;
  const instant = healthcareDeliveryInstant(form.deliveryDate, form.deliveryTime);
  const noActiveTemplates = templates.isSuccess && templates.data.length === 0;

  return (
    <Stack gap="md">
      <RecordFormHeading title={isNew ? t`Nueva campaña sanitaria` : readOnly ? t`Campaña sanitaria` : t`Editar campaña sanitaria`} name={initial?.name} />
      {readOnly && (
        <Alert color="gray" title={t`Esta campaña ya no está lista: ${i18n._(healthcareStatusLabels[initial.status])}`}>
          <Text size="sm">{t`Se muestra tal como quedó; no se puede modificar.`}</Text>
        </Alert>
      )}
      <DraftOffer draft={editor.draft} title={t`Tienes cambios sin guardar en esta campaña sanitaria`} onRestore={editor.restore} />
      <LookupFailure title={t`No se han podido cargar las farmacias o las plantillas`} lookups={[pharmacies, templates]} />
      {noActiveTemplates && (
        <Alert color="yellow" role="alert">
          {i18n._(healthcareMessages.NO_ACTIVE_TEMPLATES)}
        </Alert>
      )}
      <CampaignScheduleForm
        value={form}
        onChange={update}
        errors={{ name: shown(['NAME_REQUIRED']), date: shown(['INVALID_DATE', 'DATE_IN_PAST'], dateLeft && !readOnly ? ['DATE_IN_PAST'] : []), time: shown(['INVALID_TIME']) }}
        onDateLeft={() => setDateLeft(true)}
        readOnly={readOnly}
        labels={{ name: t`Nombre`, date: t`Fecha de envío`, time: t`Hora de envío`, timeZone: t`Hora de Madrid.` }}
        onSubmit={() => submitOnce.run()}
        note={
          instant !== undefined && (
            <Text size="sm" mt="md">
              {t`Se enviará el ${formatInstantDateTime(instant)} (hora de Madrid).`}
            </Text>
          )
        }
      />
      {pharmacies.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t`Cargando farmacias…`}</Text>
        </Group>
      ) : (
        <PharmacyPicker
          pharmacies={pharmacies.data ?? NONE}
          selected={form.pharmacies}
          onChange={changePharmacies}
          readOnly={readOnly}
          error={shown(['NO_PHARMACY_SELECTED'])}
        />
      )}
      <TemplatePicker
        templates={templates.data ?? NONE}
        loading={templates.isPending}
        chosen={form.templates}
        onChange={changeTemplates}
        readOnly={readOnly}
        error={shown(['NO_TEMPLATE_SELECTED'])}
      />
      <SendCounts form={form} />
      <RecordFormActions listPath={LIST_PATH} busy={busy} cancelLabel={readOnly ? t`Volver al listado` : t`Cancelar`} saveLabel={readOnly ? undefined : t`Guardar campaña`} onSave={() => submitOnce.run()} />
      <UnsavedChangesModal blocker={editor.blocker} message={t`Has hecho cambios en la campaña sanitaria que no se han guardado. ¿Quieres salir y descartarlos?`} onDiscard={editor.draft.saved} />
    </Stack>
  );
}

/**
 * The number of sends of each chosen segment (spec 2 §7 getSegmentSendCount, one call per segment and
 * pharmacy), added up over the selected pharmacies when there are at most {@link SEND_COUNT_PHARMACIES}.
 */
function SendCounts({ form }: { form: HealthcareCampaignForm }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const templates = useQuery(healthcareQueries.templates(services));
  const segments = [...new Set(form.templates.map((ref) => ref.segmentId))];
  const countable = form.pharmacies.length > 0 && form.pharmacies.length <= SEND_COUNT_PHARMACIES;
  const pairs = countable ? segments.flatMap((segmentId) => form.pharmacies.map((eid) => ({ segmentId, eid }))) : [];
  const counts = useQueries({ queries: pairs.map(({ segmentId, eid }) => healthcareQueries.sendCount(services, segmentId, eid)) });
  if (segments.length === 0 || form.pharmacies.length === 0) return null;
  const name = (segmentId: number): string => templates.data?.find((template) => template.segmentId === segmentId)?.segmentName ?? t`Segmento ${segmentId}`;
  if (!countable) {
    return (
      <Text size="sm" c="dimmed">
        {t`El número de envíos se calcula con ${SEND_COUNT_PHARMACIES} farmacias seleccionadas o menos.`}
      </Text>
    );
  }
  const failed = counts.some((count) => count.isError);
  const pending = counts.some((count) => count.isPending);
  const total = (segmentId: number): number => pairs.reduce((sum, pair, index) => sum + (pair.segmentId === segmentId ? (counts[index]?.data ?? 0) : 0), 0);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        {t`Envíos por segmento`}
      </Title>
      {failed ? (
        <Alert color="red" role="alert" title={i18n._(healthcareMessages.SEND_COUNT_FAILED)}>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => {
              for (const count of counts) if (count.isError) void count.refetch();
            }}
          >
            {t`Reintentar`}
          </Button>
        </Alert>
      ) : pending ? (
        <Loader size="sm" aria-label={t`Contando envíos…`} />
      ) : (
        <List size="sm" aria-live="polite">
          {segments.map((segmentId) => (
            <List.Item key={segmentId}>{t`${name(segmentId)}: ${total(segmentId)} envíos`}</List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

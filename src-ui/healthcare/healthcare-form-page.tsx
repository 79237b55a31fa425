import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Grid, Group, List, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { createLazyRoute, useBlocker, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
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
import { DraftOffer } from '../shared/draft-offer';
import { useFormDraft } from '../shared/form-draft';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
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

/** Field errors in a red dark enough for 4.5:1 on white. */
const FIELD_STYLES = { error: { color: 'var(--mantine-color-red-9)' } };

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
  const navigate = useNavigate();
  const campaign = useQuery(healthcareQueries.detail(services, id));
  if (campaign.isPending) {
    return (
      <Group gap="xs" p="xl" role="status">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando la campaña sanitaria…`}</Text>
      </Group>
    );
  }
  if (campaign.isError) {
    const missing = isApiError(campaign.error) && campaign.error.status === 404;
    return (
      <Stack gap="md">
        <Title order={1}>{t`Editar campaña sanitaria`}</Title>
        <LoadFailure
          title={missing ? t`La campaña sanitaria no existe o se ha eliminado.` : t`No se ha podido cargar la campaña sanitaria`}
          error={campaign.error}
          onRetry={() => void campaign.refetch()}
          retrying={campaign.isFetching}
        >
          <Button size="xs" variant="default" onClick={() => void navigate({ to: LIST_PATH })}>
            {t`Volver al listado`}
          </Button>
        </LoadFailure>
      </Stack>
    );
  }
  return <HealthcareEditor initial={campaign.data} />;
}

function HealthcareEditor({ initial }: { initial: HealthcareCampaign | undefined }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const describe = useErrorText();
  const isNew = initial === undefined;
  const startForm = useMemo(() => (initial === undefined ? EMPTY_HEALTHCARE_FORM : healthcareFormOf(initial)), [initial]);
  const [form, setForm] = useState<HealthcareCampaignForm>(startForm);
  const [attempted, setAttempted] = useState(false);
  const [dateLeft, setDateLeft] = useState(false);
  const [checking, setChecking] = useState(false);
  const [isDirty, setDirty] = useState(false);
  const dirty = useRef(false);
  const leaving = useRef(false);
  const pharmacies = useQuery(healthcareQueries.pharmacies(services));
  const templates = useQuery(healthcareQueries.templates(services));
  const now = services.clock.now();
  const readOnly = initial !== undefined && !canEditHealthcareCampaign(initial);

  const blocker = useBlocker({ shouldBlockFn: () => dirty.current && !leaving.current, withResolver: true, enableBeforeUnload: () => dirty.current && !leaving.current });
  const draft = useFormDraft({
    formKey: `healthcare:${initial?.id ?? 'new'}`,
    userId: readOnly ? undefined : services.session.current()?.user.uid,
    value: form,
    dirty: isDirty,
    initial: startForm,
    same: sameHealthcareForm,
    clock: services.clock,
  });
  // The same functions on every render: the pickers are drawn again only when what they show changes.
  const touch = useCallback((): void => {
    dirty.current = true;
    setDirty(true);
  }, []);
  const update = (change: Partial<HealthcareCampaignForm>): void => {
    touch();
    setForm((current) => ({ ...current, ...change }));
  };
  const changePharmacies = useCallback(
    (change: PharmacySelectionChange): void => {
      touch();
      setForm((current) => ({ ...current, pharmacies: change(current.pharmacies) }));
    },
    [touch],
  );
  const changeTemplates = useCallback(
    (next: HealthcareCampaignForm['templates']): void => {
      touch();
      setForm((current) => ({ ...current, templates: next }));
    },
    [touch],
  );
  const backToList = (): void => {
    leaving.current = true;
    void navigate({ to: LIST_PATH });
  };

  const save = useSaveHealthcareCampaign(initial?.id, {
    onSaved: () => {
      draft.saved();
      notify({ color: 'green', message: isNew ? t`Campaña de salud creada con éxito` : t`Campaña de salud actualizada con éxito` });
      backToList();
    },
    onFailed: (error) => {
      // The session is over: after the next sign-in the user comes back here, where the draft is offered.
      if (isApiError(error) && error.kind === 'session-expired') return;
      if (isApiError(error) && error.kind === 'server-message') {
        notify({ color: 'yellow', message: error.serverMessage ?? error.message });
        return;
      }
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
    // Whatever happens to the save, what the user typed is kept in this browser until it is saved.
    draft.keep(form);
    if (initial !== undefined) {
      setChecking(true);
      const current = await services.healthcareCampaigns.get(initial.id).catch(() => undefined);
      setChecking(false);
      if (current !== undefined && healthcareCampaignChangedSince(initial, current)) {
        openConfirm({
          title: t`La campaña ha cambiado`,
          children: <Text size="sm">{t`Alguien ha guardado cambios en esta campaña desde que la abriste (quizá tú, en otra pestaña). Si guardas ahora, tus cambios sustituirán a los suyos.`}</Text>,
          labels: { confirm: t`Guardar mis cambios`, cancel: t`Revisar` },
          onConfirm: () => save.mutate(checked.value),
        });
        return;
      }
    }
    await save.mutateAsync(checked.value).catch(() => undefined);
  };
  const submitOnce = useOneAtATime(submit);
  const busy = checking || save.isPending || submitOnce.running;
  const instant = healthcareDeliveryInstant(form.deliveryDate, form.deliveryTime);
  const noActiveTemplates = templates.isSuccess && templates.data.length === 0;

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{isNew ? t`Nueva campaña sanitaria` : readOnly ? t`Campaña sanitaria` : t`Editar campaña sanitaria`}</Title>
        {!isNew && (
          <Text c="dimmed" size="sm">
            {initial.name}
          </Text>
        )}
      </div>
      {readOnly && (
        <Alert color="gray" title={t`Esta campaña ya no está lista: ${i18n._(healthcareStatusLabels[initial.status])}`}>
          <Text size="sm">{t`Se muestra tal como quedó; no se puede modificar.`}</Text>
        </Alert>
      )}
      <DraftOffer
        draft={draft}
        title={t`Tienes cambios sin guardar en esta campaña sanitaria`}
        onRestore={(value) => {
          touch();
          setForm(value);
        }}
      />
      {(pharmacies.isError || templates.isError) && (
        <Alert color="red" role="alert" title={t`No se han podido cargar las farmacias o las plantillas`}>
          <Group gap="xs" justify="space-between">
            <Text size="sm">{describe(pharmacies.error ?? templates.error)}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              loading={pharmacies.isFetching || templates.isFetching}
              onClick={() => {
                if (pharmacies.isError) void pharmacies.refetch();
                if (templates.isError) void templates.refetch();
              }}
            >
              {t`Reintentar`}
            </Button>
          </Group>
        </Alert>
      )}
      {noActiveTemplates && (
        <Alert color="yellow" role="alert">
          {i18n._(healthcareMessages.NO_ACTIVE_TEMPLATES)}
        </Alert>
      )}
      <Paper
        withBorder
        radius="md"
        p="md"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) submitOnce.run();
        }}
      >
        <Grid gap="md">
          <Grid.Col span={12}>
            <TextInput
              label={t`Nombre`}
              required
              value={form.name}
              onChange={(event) => update({ name: event.currentTarget.value })}
              error={shown(['NAME_REQUIRED'])}
              styles={FIELD_STYLES}
              maxLength={200}
              readOnly={readOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              type="date"
              label={t`Fecha de envío`}
              required
              value={form.deliveryDate}
              onChange={(event) => update({ deliveryDate: event.currentTarget.value })}
              onBlur={() => setDateLeft(true)}
              error={shown(['INVALID_DATE', 'DATE_IN_PAST'], dateLeft && !readOnly ? ['DATE_IN_PAST'] : [])}
              styles={FIELD_STYLES}
              readOnly={readOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              type="time"
              label={t`Hora de envío`}
              description={t`Hora de Madrid.`}
              required
              value={form.deliveryTime}
              onChange={(event) => update({ deliveryTime: event.currentTarget.value.slice(0, 5) })}
              onBlur={() => setDateLeft(true)}
              error={shown(['INVALID_TIME'])}
              styles={FIELD_STYLES}
              readOnly={readOnly}
            />
          </Grid.Col>
        </Grid>
        {instant !== undefined && (
          <Text size="sm" mt="md">
            {t`Se enviará el ${formatInstantDateTime(instant)} (hora de Madrid).`}
          </Text>
        )}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Paper>
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
      <Paper withBorder radius="md" p="sm" pos="sticky" bottom={0} style={{ zIndex: 5 }}>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate({ to: LIST_PATH })} disabled={busy}>
            {readOnly ? t`Volver al listado` : t`Cancelar`}
          </Button>
          {!readOnly && (
            <Button onClick={() => submitOnce.run()} loading={busy}>
              {t`Guardar campaña`}
            </Button>
          )}
        </Group>
      </Paper>
      <UnsavedChangesModal blocker={blocker} message={t`Has hecho cambios en la campaña sanitaria que no se han guardado. ¿Quieres salir y descartarlos?`} onDiscard={() => draft.saved()} />
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

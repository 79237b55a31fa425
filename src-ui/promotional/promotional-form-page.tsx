import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Grid, Group, Loader, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, useBlocker, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import {
  EMPTY_PROMOTIONAL_FORM,
  canChangePromotionalCampaign,
  deliveryInstant,
  deliveryOutsidePromotion,
  isNewPromotionalCampaignId,
  isPromotionOpen,
  madridToday,
  promotionalCampaignChangedSince,
  promotionalCampaignErrors,
  promotionalCampaignForSave,
  promotionalChoiceErrors,
  promotionalFailureMessage,
  promotionalFormOf,
  promotionalSuccessMessage,
  samePromotionalForm,
  type PromotionalCampaignForm,
  type PromotionalCampaignRecord,
  type PromotionalChoiceError,
  type PromotionalFormError,
} from '@domain/promotional';
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
import { promotionalFormMessages, promotionalMessages } from './promotional-messages';
import { useSavePromotionalCampaign } from './promotional.mutations';
import { promotionalQueries } from './promotional.queries';

export const PromotionalFormRoute = createLazyRoute('/app-h/promotionalCampaign/savePromotionalCampaign/{-$id}')({ component: PromotionalFormPage });

const LIST_PATH = '/app-h/backoffice/promotionalCampaignsList';

/**
 * The promotional campaign form (spec 2 §2 "Promotional campaign form"): name, delivery date and
 * time, the promotion and the active promotional template. No id, or 'new', is a new campaign; an
 * existing one is loaded by id. A sent campaign is shown as it went out, without saving.
 */
export function PromotionalFormPage() {
  const { id } = PromotionalFormRoute.useParams();
  if (isNewPromotionalCampaignId(id)) return <PromotionalEditor key="new" initial={undefined} />;
  return <ExistingCampaign key={id} id={id as string} />;
}

function ExistingCampaign({ id }: { id: string }) {
  const services = useUiServices();
  const { t } = useLingui();
  const navigate = useNavigate();
  const campaign = useQuery(promotionalQueries.detail(services, id));
  if (campaign.isPending) {
    return (
      <Group gap="xs" p="xl" role="status">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando la campaña promocional…`}</Text>
      </Group>
    );
  }
  if (campaign.isError) {
    const missing = isApiError(campaign.error) && campaign.error.status === 404;
    return (
      <Stack gap="md">
        <Title order={1}>{t`Editar campaña promocional`}</Title>
        <LoadFailure
          title={missing ? t`La campaña promocional no existe o se ha eliminado.` : t`No se ha podido cargar la campaña promocional`}
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
  return <PromotionalEditor initial={campaign.data} />;
}

/** Field errors in a red dark enough for 4.5:1 on white (Mantine's error red is lighter). */
const FIELD_STYLES = { error: { color: 'var(--mantine-color-red-9)' } };

type FieldError = PromotionalFormError | PromotionalChoiceError;

function PromotionalEditor({ initial }: { initial: PromotionalCampaignRecord | undefined }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const describe = useErrorText();
  const isNew = initial === undefined;
  const startForm = initial === undefined ? EMPTY_PROMOTIONAL_FORM : promotionalFormOf(initial);
  const [form, setForm] = useState<PromotionalCampaignForm>(startForm);
  const [attempted, setAttempted] = useState(false);
  const [dateLeft, setDateLeft] = useState(false);
  const [checking, setChecking] = useState(false);
  const [isDirty, setDirty] = useState(false);
  const dirty = useRef(false);
  const leaving = useRef(false);
  const promotions = useQuery(promotionalQueries.promotions(services));
  const templates = useQuery(promotionalQueries.activeTemplates(services));
  const now = services.clock.now();
  const today = madridToday(now);
  const readOnly = initial !== undefined && !canChangePromotionalCampaign(initial, now);

  const blocker = useBlocker({ shouldBlockFn: () => dirty.current && !leaving.current, withResolver: true, enableBeforeUnload: () => dirty.current && !leaving.current });
  const draft = useFormDraft({
    formKey: `promotional:${initial?.id ?? 'new'}`,
    userId: readOnly ? undefined : services.session.current()?.user.uid,
    value: form,
    dirty: isDirty,
    initial: startForm,
    same: samePromotionalForm,
    clock: services.clock,
  });
  const touch = (): void => {
    dirty.current = true;
    setDirty(true);
  };
  const update = (change: Partial<PromotionalCampaignForm>): void => {
    touch();
    setForm((current) => ({ ...current, ...change }));
  };
  const backToList = (): void => {
    leaving.current = true;
    void navigate({ to: LIST_PATH });
  };

  const save = useSavePromotionalCampaign(initial?.id, {
    onSaved: () => {
      draft.saved();
      notify({ color: 'green', message: i18n._(promotionalMessages[promotionalSuccessMessage(isNew ? 'create' : 'update')]) });
      backToList();
    },
    onFailed: (error) => {
      // The session is over: after the next sign-in the user comes back here, where the draft is offered.
      if (isApiError(error) && error.kind === 'session-expired') return;
      if (isApiError(error) && error.kind === 'server-message') {
        notify({ color: 'yellow', message: error.serverMessage ?? error.message });
        return;
      }
      const status = isApiError(error) && error.kind !== 'rate-limited' ? error.status : -1;
      const code = promotionalFailureMessage(isNew ? 'create' : 'update', status);
      if (code === 'ALREADY_SENT' || code === 'NOT_FOUND') {
        // The campaign cannot be changed any more: what was typed stays as a draft in this browser.
        notify({ color: 'red', message: i18n._(promotionalMessages[code]) });
        backToList();
        return;
      }
      notifyTitled({ color: 'red', title: i18n._(promotionalMessages[code]), message: describe(error) });
    },
  });

  // The rules of the fields, and of the choices once the lookups have answered.
  const formErrors = promotionalCampaignErrors(form, now);
  const choiceErrors = promotions.isSuccess && templates.isSuccess ? promotionalChoiceErrors(form, promotions.data, templates.data, today) : [];
  const errors: FieldError[] = [...formErrors, ...choiceErrors];
  const shown = (field: readonly FieldError[], always: readonly FieldError[] = []): string | undefined => {
    const error = errors.find((candidate) => (attempted && field.includes(candidate)) || always.includes(candidate));
    return error === undefined ? undefined : i18n._(promotionalFormMessages[error]);
  };

  const submit = async (): Promise<void> => {
    setAttempted(true);
    const author = initial?.createdBy || (services.session.current()?.user.username ?? '');
    const checked = promotionalCampaignForSave(form, services.clock.now(), author);
    if (!checked.ok || choiceErrors.length > 0) {
      notify({ color: 'red', message: t`Revisa los campos marcados: la campaña no se ha guardado.` });
      return;
    }
    // Whatever happens to the save, what the user typed is kept in this browser until it is saved.
    draft.keep(form);
    if (initial !== undefined) {
      // Someone may have saved this campaign since it was loaded: ask before overwriting their change.
      setChecking(true);
      const current = await services.promotionalCampaigns.get(initial.id).catch(() => undefined);
      setChecking(false);
      if (current !== undefined && promotionalCampaignChangedSince(initial, current)) {
        openConfirm({
          title: t`La campaña ha cambiado`,
          children: <Text size="sm">{t`Alguien ha guardado cambios en esta campaña desde que la abriste (quizá tú, en otra pestaña). Si guardas ahora, tus cambios sustituirán a los suyos.`}</Text>,
          labels: { confirm: t`Guardar mis cambios`, cancel: t`Revisar` },
          onConfirm: () => save.mutate(checked.value),
        });
        return;
      }
    }
    // Failures are told by the save's own callbacks.
    await save.mutateAsync(checked.value).catch(() => undefined);
  };
  const submitOnce = useOneAtATime(submit);
  const busy = checking || save.isPending || submitOnce.running;

  const promotionData = [
    ...(promotions.data ?? []).map((promotion) => {
      const open = isPromotionOpen(promotion, today);
      const period = promotion.startDate === '' && promotion.endDate === '' ? '' : ` · ${dayText(promotion.startDate)}–${dayText(promotion.endDate)}`;
      return { value: String(promotion.id), label: open ? `${promotion.name}${period}` : t`${promotion.name} (terminada)`, disabled: !open && promotion.id !== form.selectedPromotion };
    }),
    ...(form.selectedPromotion !== undefined && promotions.isSuccess && !promotions.data.some((promotion) => promotion.id === form.selectedPromotion)
      ? [{ value: String(form.selectedPromotion), label: t`Promoción ${form.selectedPromotion}`, disabled: false }]
      : []),
  ];
  const templateData = [
    ...(templates.data ?? []).map((template) => ({ value: String(template.id), label: template.name })),
    ...(form.activePromotionalTemplateSelected !== undefined && !(templates.data ?? []).some((template) => template.id === form.activePromotionalTemplateSelected)
      ? [{ value: String(form.activePromotionalTemplateSelected), label: templates.isSuccess ? t`Plantilla ${form.activePromotionalTemplateSelected} (no activa)` : t`Plantilla ${form.activePromotionalTemplateSelected}` }]
      : []),
  ];
  const chosenPromotion = promotions.data?.find((promotion) => promotion.id === form.selectedPromotion);
  const chosenTemplate = templates.data?.find((template) => template.id === form.activePromotionalTemplateSelected);
  const instant = deliveryInstant(form.deliveryDate, form.deliveryTime);
  const outside = chosenPromotion !== undefined && deliveryOutsidePromotion(chosenPromotion, form.deliveryDate);
  const noActiveTemplates = templates.isSuccess && templates.data.length === 0;

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{isNew ? t`Nueva campaña promocional` : readOnly ? t`Campaña promocional enviada` : t`Editar campaña promocional`}</Title>
        {!isNew && (
          <Text c="dimmed" size="sm">
            {initial.name}
          </Text>
        )}
      </div>
      {readOnly && (
        <Alert color="gray" title={t`Esta campaña ya se ha enviado`}>
          <Text size="sm">{t`Se muestra tal como salió; no se puede modificar ni eliminar.`}</Text>
        </Alert>
      )}
      <DraftOffer draft={draft} title={t`Tienes cambios sin guardar en esta campaña promocional`} onRestore={(value) => {
        touch();
        setForm(value);
      }} />
      {(promotions.isError || templates.isError) && (
        <Alert color="red" role="alert" title={i18n._(promotionalMessages.OPTIONS_LOAD_FAILED)}>
          <Group gap="xs" justify="space-between">
            <Text size="sm">{describe(promotions.error ?? templates.error)}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              loading={promotions.isFetching || templates.isFetching}
              onClick={() => {
                if (promotions.isError) void promotions.refetch();
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
          {i18n._(promotionalMessages.NO_ACTIVE_TEMPLATES)}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md" component="form" onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) submitOnce.run();
      }}>
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
              min={today}
              onChange={(event) => update({ deliveryDate: event.currentTarget.value })}
              onBlur={() => setDateLeft(true)}
              error={shown(['INVALID_DATE', 'DATE_IN_PAST'], dateLeft ? ['DATE_IN_PAST'] : [])}
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
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Select
              label={t`Promoción`}
              required
              placeholder={t`Elige una promoción`}
              data={promotionData}
              value={form.selectedPromotion === undefined ? null : String(form.selectedPromotion)}
              onChange={(value) => update({ selectedPromotion: value === null ? undefined : Number(value) })}
              searchable
              nothingFoundMessage={t`Ninguna promoción coincide`}
              rightSection={promotions.isPending ? <Loader size="xs" /> : undefined}
              error={shown(['PROMOTION_REQUIRED'], ['PROMOTION_ENDED'])}
              styles={FIELD_STYLES}
              readOnly={readOnly}
              description={chosenPromotion?.description}
            />
            {outside && !readOnly && (
              <Text size="sm" c="orange.9" mt={4}>
                {t`La fecha de envío queda fuera de los días de la promoción.`}
              </Text>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Select
              label={t`Plantilla promocional`}
              required
              placeholder={t`Elige una plantilla activa`}
              data={templateData}
              value={form.activePromotionalTemplateSelected === undefined ? null : String(form.activePromotionalTemplateSelected)}
              onChange={(value) => update({ activePromotionalTemplateSelected: value === null ? undefined : Number(value) })}
              searchable
              nothingFoundMessage={t`Ninguna plantilla coincide`}
              rightSection={templates.isPending ? <Loader size="xs" /> : undefined}
              error={shown(['PROMOTIONAL_TEMPLATE_REQUIRED'], readOnly ? [] : ['TEMPLATE_NOT_ACTIVE'])}
              styles={FIELD_STYLES}
              readOnly={readOnly}
              description={chosenTemplate === undefined ? undefined : t`Asunto: ${chosenTemplate.subject}`}
            />
          </Grid.Col>
        </Grid>
        {instant !== undefined && chosenPromotion !== undefined && (
          <Text size="sm" mt="md" aria-live="polite">
            {readOnly
              ? t`Se envió el ${formatInstantDateTime(instant)} (hora de Madrid) con la promoción «${chosenPromotion.name}».`
              : t`Se enviará el ${formatInstantDateTime(instant)} (hora de Madrid) con la promoción «${chosenPromotion.name}».`}
          </Text>
        )}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Paper>
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
      <UnsavedChangesModal blocker={blocker} message={t`Has hecho cambios en la campaña promocional que no se han guardado. ¿Quieres salir y descartarlos?`} onDiscard={() => draft.saved()} />
    </Stack>
  );
}

/** A 'YYYY-MM-DD' day as dd/mm/yyyy; '…' for an open end. */
function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return year === undefined || month === undefined || date === undefined ? '…' : `${date}/${month}/${year}`;
}

import { useLingui } from '@lingui/react/macro';
import { Alert, Grid, Loader, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { useState } from 'react';
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
  type PromotionalCampaignRecord,
  type PromotionalChoiceError,
  type PromotionalFormError,
} from '@domain/promotional';
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
  const campaign = useQuery(promotionalQueries.detail(services, id));
  if (campaign.isPending) return <RecordLoading label={t`Cargando la campaña promocional…`} />;
  if (campaign.isError) {
    const missing = isApiError(campaign.error) && campaign.error.status === 404;
    const title = missing ? t`La campaña promocional no existe o se ha eliminado.` : t`No se ha podido cargar la campaña promocional`;
    return <RecordLoadFailure heading={t`Editar campaña promocional`} title={title} query={campaign} listPath={LIST_PATH} backLabel={t`Volver al listado`} />;
  }
  return <PromotionalEditor initial={campaign.data} />;
}

/** Field errors in a red dark enough for 4.5:1 on white (Mantine's error red is lighter). */
const FIELD_STYLES = { error: { color: 'var(--mantine-color-red-9)' } };

type FieldError = PromotionalFormError | PromotionalChoiceError;

function PromotionalEditor({ initial }: { initial: PromotionalCampaignRecord | undefined }) {
  const services = useUiServices();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const isNew = initial === undefined;
  const startForm = initial === undefined ? EMPTY_PROMOTIONAL_FORM : promotionalFormOf(initial);
  const [attempted, setAttempted] = useState(false);
  const [dateLeft, setDateLeft] = useState(false);
  const promotions = useQuery(promotionalQueries.promotions(services));
  const templates = useQuery(promotionalQueries.activeTemplates(services));
  const now = services.clock.now();
  const today = madridToday(now);
  const readOnly = initial !== undefined && !canChangePromotionalCampaign(initial, now);

  const editor = useRecordForm({ formKey: `promotional:${initial?.id ?? 'new'}`, start: startForm, same: samePromotionalForm, listPath: LIST_PATH, keepsDraft: !readOnly });
  const { form, update } = editor;

  const save = useSavePromotionalCampaign(initial?.id, {
    onSaved: () => editor.saved(i18n._(promotionalMessages[promotionalSuccessMessage(isNew ? 'create' : 'update')])),
    onFailed: (error) => {
      if (tellCommonSaveFailure(error)) return;
      const status = isApiError(error) && error.kind !== 'rate-limited' ? error.status : -1;
      const code = promotionalFailureMessage(isNew ? 'create' : 'update', status);
      if (code === 'ALREADY_SENT' || code === 'NOT_FOUND') {
        // The campaign cannot be changed any more: what was typed stays as a draft in this browser.
        notify({ color: 'red', message: i18n._(promotionalMessages[code]) });
        editor.leave();
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
    // Someone may have saved this campaign since it was loaded: ask before overwriting their change.
    const question = { title: t`La campaña ha cambiado`, message: t`Alguien ha guardado cambios en esta campaña desde que la abriste (quizá tú, en otra pestaña). Si guardas ahora, tus cambios sustituirán a los suyos.`, confirm: t`Guardar mis cambios`, cancel: t`Revisar` };
    const check = initial && { read: () => services.promotionalCampaigns.get(initial.id), changed: (current: PromotionalCampaignRecord) => promotionalCampaignChangedSince(initial, current), question };
    await editor.send(save, checked.value, check);
  };
  const submitOnce = useOneAtATime(submit);
  const busy = editor.checking || save.isPending || submitOnce.running;

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
      <RecordFormHeading title={isNew ? t`Nueva campaña promocional` : readOnly ? t`Campaña promocional enviada` : t`Editar campaña promocional`} name={initial?.name} />
      {readOnly && (
        <Alert color="gray" title={t`Esta campaña ya se ha enviado`}>
          <Text size="sm">{t`Se muestra tal como salió; no se puede modificar ni eliminar.`}</Text>
        </Alert>
      )}
      <DraftOffer draft={editor.draft} title={t`Tienes cambios sin guardar en esta campaña promocional`} onRestore={editor.restore} />
      <LookupFailure title={i18n._(promotionalMessages.OPTIONS_LOAD_FAILED)} lookups={[promotions, templates]} />
      {noActiveTemplates && (
        <Alert color="yellow" role="alert">
          {i18n._(promotionalMessages.NO_ACTIVE_TEMPLATES)}
        </Alert>
      )}
      <CampaignScheduleForm
        value={form}
        onChange={update}
        errors={{ name: shown(['NAME_REQUIRED']), date: shown(['INVALID_DATE', 'DATE_IN_PAST'], dateLeft ? ['DATE_IN_PAST'] : []), time: shown(['INVALID_TIME']) }}
        onDateLeft={() => setDateLeft(true)}
        minDate={today}
        readOnly={readOnly}
        labels={{ name: t`Nombre`, date: t`Fecha de envío`, time: t`Hora de envío`, timeZone: t`Hora de Madrid.` }}
        onSubmit={() => submitOnce.run()}
        note={
          instant !== undefined &&
          chosenPromotion !== undefined && (
            <Text size="sm" mt="md" aria-live="polite">
              {readOnly
                ? t`Se envió el ${formatInstantDateTime(instant)} (hora de Madrid) con la promoción «${chosenPromotion.name}».`
                : t`Se enviará el ${formatInstantDateTime(instant)} (hora de Madrid) con la promoción «${chosenPromotion.name}».`}
            </Text>
          )
        }
      >
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
      </CampaignScheduleForm>
      <RecordFormActions listPath={LIST_PATH} busy={busy} cancelLabel={readOnly ? t`Volver al listado` : t`Cancelar`} saveLabel={readOnly ? undefined : t`Guardar campaña`} onSave={() => submitOnce.run()} />
      <UnsavedChangesModal blocker={editor.blocker} message={t`Has hecho cambios en la campaña promocional que no se han guardado. ¿Quieres salir y descartarlos?`} onDiscard={editor.draft.saved} />
    </Stack>
  );
}

/** A 'YYYY-MM-DD' day as dd/mm/yyyy; '…' for an open end. */
function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return year === undefined || month === undefined || date === undefined ? '…' : `${date}/${month}/${year}`;
}

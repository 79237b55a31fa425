import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, createLazyRoute, useBlocker, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { DEFAULT_SEGMENTATIONS, calendarContentErrors, entryDraft, parseCalendarEntryType, type CalendarEntry, type CalendarEntryType, type CalendarSheet } from '@domain/calendar';
import { formatInstantDateTime } from '@domain/shared-kernel';
import type { EmailDesignerSession } from '@domain/templates';
import { SmsComposer } from '../campaigns';
import { DraftOffer } from '../shared/draft-offer';
import { useFormDraft } from '../shared/form-draft';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { notifyTitled } from '../shared/titled-notice';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { useOneAtATime } from '../shared/use-one-at-a-time';
import { useUiServices } from '../shared/ui-services-context';
import { EmailDesignerPanel } from '../templates';
import { calendarMessages } from './calendar-messages';
import { calendarQueries } from './calendar.queries';

const PATH = '/app-h/backoffice/listPharmacies/templateEditor/$idCalendar/$type';

export const CalendarTemplateEditorRoute = createLazyRoute(PATH)({ component: CalendarTemplateEditorPage });

/** What the editor keeps as a draft: the subject and, for an SMS, its text (an email's design is the designer's). */
interface EditorForm {
  readonly subject: string;
  readonly sms: string;
}
const sameForm = (a: EditorForm, b: EditorForm): boolean => a.subject === b.subject && a.sms === b.sms;

/**
 * The template editor of a calendar entry (spec 2 §2 /backoffice/listPharmacies/templateEditor/{idCalendar}/{type}):
 * the email designer or the SMS composer for the entry's sheet. Saving stores the sheet (created the
 * first time) and the entry with it; "Guardar como borrador" then turns the entry into a campaign draft
 * and returns to the calendar.
 */
export function CalendarTemplateEditorPage() {
  const { idCalendar, type: typeParam } = CalendarTemplateEditorRoute.useParams();
  const services = useUiServices();
  const { t } = useLingui();
  const entry = useQuery(calendarQueries.entry(services, idCalendar));
  const sheetId = entry.data?.entry.sheetId;
  const sheet = useQuery({ ...calendarQueries.sheet(services, sheetId ?? ''), enabled: sheetId !== undefined });
  const type = parseCalendarEntryType(typeParam);
  if (type === undefined) {
    return (
      <Alert color="red" role="alert" title={t`Tipo de plantilla desconocido`}>
        {t`El tipo debe ser email o sms.`}
      </Alert>
    );
  }
  const failure = entry.error ?? sheet.error;
  if (failure !== null) {
    return (
      <LoadFailure
        title={t`Error al cargar la plantilla de la entrada`}
        error={failure}
        onRetry={() => {
          void entry.refetch();
          if (sheetId !== undefined) void sheet.refetch();
        }}
      />
    );
  }
  if (entry.data === undefined || (sheetId !== undefined && sheet.data === undefined)) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t`Cargando la plantilla…`}</Text>
      </Group>
    );
  }
  return <Editor key={`${idCalendar}-${type}`} entry={entry.data.entry} type={type} sheet={sheet.data} />;
}

function Editor({ entry, type, sheet }: { entry: CalendarEntry; type: CalendarEntryType; sheet: CalendarSheet | undefined }) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const navigate = useNavigate();
  const initial: EditorForm = { subject: entry.subject ?? entry.name, sms: type === 'sms' ? (sheet?.json ?? '') : '' };
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState(initial);
  const [designChanged, setDesignChanged] = useState(false);
  const [tried, setTried] = useState(false);
  const [sheetId, setSheetId] = useState(sheet?.id);
  const designer = useRef<EmailDesignerSession | undefined>(undefined);
  const leaving = useRef(false);
  const dirty = !sameForm(form, saved) || designChanged;
  const draft = useFormDraft({ formKey: `calendar:editor:${entry.id}:${type}`, userId: services.session.current()?.user.uid, value: form, dirty: !sameForm(form, saved), initial, same: sameForm, clock: services.clock });
  const blocker = useBlocker({ shouldBlockFn: () => dirty && !leaving.current, withResolver: true, enableBeforeUnload: () => dirty && !leaving.current });
  const [emptyDesign, setEmptyDesign] = useState(false);
  const smsErrors = type === 'sms' ? calendarContentErrors('sms', form.sms) : [];
  const segment = entry.segment ?? DEFAULT_SEGMENTATIONS[type];

  const save = useOneAtATime(async (asDraft: boolean) => {
    setTried(true);
    let json = form.sms;
    if (type === 'email') {
      if (designer.current === undefined) return;
      try {
        json = (await designer.current.save({ subject: form.subject })).content;
      } catch (error) {
        notifyTitled({ color: 'red', title: i18n._(calendarMessages.REQUEST_FAILED), message: describe(error) });
        return;
      }
    }
    const errors = calendarContentErrors(type, json);
    setEmptyDesign(errors.includes('EMPTY_DESIGN'));
    if (errors.length > 0) return;
    draft.keep(form);
    try {
      let id = sheetId;
      if (id === undefined) {
        id = await services.calendar.createSheet(json, t`Calendario: ${entry.name}`);
        setSheetId(id);
      } else {
        await services.calendar.updateSheet(id, json);
      }
      await services.calendar.update(entry.id, { name: entry.name, scheduledDate: entry.scheduledDate, subject: form.subject, segment, sheetId: id });
      if (asDraft) await services.calendar.toDraft(entry.id, entryDraft({ ...entry, subject: form.subject, segment }, json));
    } catch (error) {
      notifyTitled({ color: 'red', title: i18n._(calendarMessages.REQUEST_FAILED), message: describe(error) });
      return;
    }
    draft.saved();
    setSaved(form);
    setDesignChanged(false);
    void queryClient.invalidateQueries({ queryKey: calendarQueries.all });
    if (asDraft) {
      leaving.current = true;
      notify({ color: 'green', message: t`«${entry.name}» se ha guardado como borrador de campaña` });
      void navigate({ to: '/app-h/backoffice/campaigns/calendarCampaigns' });
    } else {
      notify({ color: 'green', message: t`Plantilla guardada` });
    }
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{type === 'sms' ? t`SMS de «${entry.name}»` : t`Email de «${entry.name}»`}</Title>
          <Text c="dimmed" size="sm">
            {t`${formatInstantDateTime(entry.scheduledDate)} · Segmentación: ${segment}`}
          </Text>
        </div>
        <Group>
          <Button variant="default" renderRoot={(props) => <Link {...props} to="/app-h/backoffice/listPharmacies/$idCalendar" params={{ idCalendar: entry.id }} />}>
            {t`Volver a las farmacias`}
          </Button>
          <Button variant="light" onClick={() => save.run(false)} loading={save.running}>
            {t`Guardar`}
          </Button>
          <Button onClick={() => save.run(true)} loading={save.running}>
            {t`Guardar como borrador`}
          </Button>
        </Group>
      </Group>
      <DraftOffer draft={draft} title={t`Tienes cambios sin guardar en esta plantilla`} onRestore={setForm} />
      {type === 'email' && (
        <TextInput label={t`Asunto`} required value={form.subject} onChange={(event) => setForm({ ...form, subject: event.currentTarget.value })} maw={560} />
      )}
      {emptyDesign && (
        <Alert color="red" role="alert">
          {t`El diseño del email está vacío: añade contenido antes de guardar.`}
        </Alert>
      )}
      {type === 'email' ? (
        <EmailDesignerPanel
          design={{ content: sheet?.json ?? '', html: sheet?.html ?? '' }}
          subject={form.subject}
          sessionRef={designer}
          onChange={() => setDesignChanged(true)}
        />
      ) : (
        <SmsComposer text={form.sms} senderName={t`El de cada farmacia`} recipients={undefined} showErrors={tried && smsErrors.length > 0} onChange={(sms) => setForm((previous) => ({ ...previous, sms }))} />
      )}
      <UnsavedChangesModal blocker={blocker} message={t`Has cambiado la plantilla y no la has guardado. ¿Quieres salir y descartar los cambios?`} onDiscard={() => draft.saved()} />
    </Stack>
  );
}

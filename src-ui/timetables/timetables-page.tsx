import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, CopyButton, FileButton, Group, Loader, NativeSelect, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, useBlocker, useNavigate } from '@tanstack/react-router';
import { Suspense, lazy, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { XLSX_MIME_TYPE } from '@domain/exports';
import { isApiError } from '@domain/shared-kernel';
import { activePharmacy } from '@domain/session';
import {
  EVENT_COLOURS,
  TIME_ZONE_OPTIONS,
  checkTimetableFile,
  fromUtcInstant,
  isTimetableTimeZone,
  openingHoursSchema,
  queueAfterAdding,
  replaceEvent,
  specialEventOf,
  timetableEvents,
  withSpecialEvent,
  withoutEvent,
  type EventKind,
  type SpecialEvent,
  type Timetable,
} from '@domain/timetables';
import { downloadFile, downloadJson } from '../shared/download';
import { useFormDraft } from '../shared/form-draft';
import { icons } from '../shared/icons';
import { LoadFailure, useErrorText } from '../shared/load-failure';
import { notify } from '../shared/notify';
import { openConfirm } from '../shared/overlays';
import { useSession } from '../shared/session-context';
import { notifyTitled } from '../shared/titled-notice';
import { useUiServices } from '../shared/ui-services-context';
import { UnsavedChangesModal } from '../shared/unsaved-changes-modal';
import { SpecialEventModal, newEventValues, type EventModalState } from './special-event-modal';
import { EventList } from './event-list';
import { eventKindLabels, timeZoneLabels, timetableFileMessages, timetableNotices } from './timetable-messages';
import { useExportTimetable, useSaveTimetable, useUploadTimetable } from './timetable.mutations';
import { timetableQueries } from './timetable.queries';
import { UsualHoursPanel } from './usual-hours-panel';
import swatches from '../shared/full-calendar.module.css';
import classes from './timetables-page.module.css';
import { DraftOffer } from '../shared/draft-offer';

const PATH = '/app-h/timetables';

export const TimetablesRoute = createLazyRoute(PATH)({ component: TimetablesPage });

/** FullCalendar is fetched only when the calendar is shown (not for the list). */
const TimetableCalendar = lazy(() => import('./timetable-calendar').then((module) => ({ default: module.TimetableCalendar })));

const sameTimetable = (a: Timetable, b: Timetable): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Timetables (spec 3 §2 "Timetables screen"): the pharmacy's own timetable, loaded then edited as a whole and saved at once. */
export function TimetablesPage() {
  const services = useUiServices();
  const session = useSession();
  const { t } = useLingui();
  const pharmacy = activePharmacy(session);
  const eid = pharmacy?.eid ?? 0;
  const query = useQuery(timetableQueries.timetable(services, eid));
  return (
    <Stack gap="md">
      <Title order={1}>{t`Horarios`}</Title>
      {query.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t`Cargando el horario…`}</Text>
        </Group>
      ) : query.isError ? (
        <LoadFailure title={t`No se ha podido cargar el horario`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <TimetableEditor key={eid} saved={query.data} pharmacyName={pharmacy?.name ?? ''} />
      )}
    </Stack>
  );
}

function TimetableEditor({ saved, pharmacyName }: { saved: Timetable; pharmacyName: string }) {
  const services = useUiServices();
  const session = useSession();
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const search = TimetablesRoute.useSearch();
  const navigate = useNavigate({ from: PATH });
  const narrow = useMediaQuery('(max-width: 1184.98px)') === true;
  const [loaded, setLoaded] = useState(saved);
  const [timetable, setTimetable] = useState(saved);
  const dirty = !sameTimetable(loaded, timetable);
  // A reload (an imported spreadsheet) replaces what is shown only while nothing is being edited.
  if (saved !== loaded && !dirty) {
    setLoaded(saved);
    setTimetable(saved);
  }
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  });
  const draft = useFormDraft({ formKey: `timetable:${saved.eid}`, userId: session.user.uid, value: timetable, dirty, initial: saved, same: sameTimetable, clock: services.clock });
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirtyRef.current && current.pathname !== next.pathname,
    withResolver: true,
    enableBeforeUnload: () => dirtyRef.current,
  });
  const [modal, setModal] = useState<EventModalState | undefined>(undefined);
  const events = useMemo(() => timetableEvents(timetable), [timetable]);

  const save = useSaveTimetable({
    onDone: (done) => {
      draft.saved();
      setLoaded(done);
      setTimetable(done);
      notify({ color: 'green', message: i18n._(timetableNotices.TIMETABLE_SAVED) });
    },
    onFailed: (error) => {
      // What was typed stays on screen and in this browser's draft.
      if (isApiError(error) && error.kind === 'session-expired') return;
      notifyTitled({ color: 'red', title: t`No se han podido guardar los horarios`, message: describe(error) });
    },
  });
  const submit = (): void => {
    draft.keep(timetable);
    save.mutate(timetable);
  };

  const openEvent = (eventId: string): void => {
    const event = specialEventOf(timetable, eventId);
    if (event !== undefined) setModal({ mode: 'edit', eventId, event });
  };
  const applyEvent = (event: SpecialEvent, replacing: string | undefined): void => {
    setTimetable((current) => (replacing === undefined ? withSpecialEvent(current, event) : replaceEvent(current, replacing, event)));
    setModal(undefined);
  };
  const deleteEvent = (eventId: string): void =>
    openConfirm({
      title: t`¿Eliminar el evento?`,
      children: <Text size="sm">{t`El evento desaparece del calendario; el cambio se guarda con «Guardar horarios».`}</Text>,
      labels: { confirm: t`Eliminar`, cancel: t`Cancelar` },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setTimetable((current) => withoutEvent(current, eventId));
        setModal(undefined);
      },
    });
  const today = fromUtcInstant(services.clock.now(), timetable.timeZone);
  const setSearch = (change: { view?: 'calendar' | 'list'; page?: number; count?: number }): void =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true });

  return (
    <Stack gap="md">
      <DraftOffer draft={draft} title={t`Tienes cambios sin guardar en el horario`} onRestore={setTimetable} />
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="wrap">
            <NativeSelect
              label={t`Zona horaria`}
              w={200}
              data={TIME_ZONE_OPTIONS.map((option) => ({ value: option.zone, label: i18n._(timeZoneLabels[option.zone]) }))}
              value={timetable.timeZone}
              onChange={(event) => {
                const zone = event.currentTarget.value;
                if (isTimetableTimeZone(zone)) setTimetable({ ...timetable, timeZone: zone });
              }}
            />
            {dirty && (
              <Text fw={700} size="sm">
                {t`Cambios sin guardar`}
              </Text>
            )}
          </Group>
          <Button onClick={submit} loading={save.isPending} disabled={!dirty} leftSection={<icons.save size={16} aria-hidden />}>
            {t`Guardar horarios`}
          </Button>
        </Group>
      </Paper>
      <div className={classes.layout}>
        <Stack gap="sm" style={{ minWidth: 0 }}>
          <Group justify="space-between" wrap="wrap">
            <SegmentedControl
              aria-label={t`Vista`}
              value={search.view ?? 'calendar'}
              onChange={(value) => setSearch({ view: value === 'list' ? 'list' : 'calendar' })}
              data={[
                { value: 'calendar', label: t`Calendario` },
                { value: 'list', label: t`Lista` },
              ]}
            />
            <Button variant="light" leftSection={<icons.plus size={16} aria-hidden />} onClick={() => setModal({ mode: 'create', values: newEventValues(today.ok ? today.value.date : '') })}>
              {t`Nuevo evento especial`}
            </Button>
          </Group>
          <Legend />
          {(search.view ?? 'calendar') === 'calendar' ? (
            <Suspense
              fallback={
                <Group gap="xs" role="status">
                  <Loader size="sm" />
                  <Text size="sm">{t`Cargando el calendario…`}</Text>
                </Group>
              }
            >
              <TimetableCalendar
                events={events}
                timeZone={timetable.timeZone}
                now={services.clock.now()}
                narrow={narrow}
                onDayClick={(date) => setModal({ mode: 'create', values: newEventValues(date) })}
                onEventClick={openEvent}
              />
            </Suspense>
          ) : (
            <EventList
              events={events}
              page={search.page ?? 1}
              pageSize={search.count ?? 10}
              onPage={(page) => setSearch({ page })}
              onPageSize={(count) => setSearch({ count, page: 1 })}
              onEdit={openEvent}
            />
          )}
        </Stack>
        <Stack gap="md">
          <UsualHoursPanel intervals={timetable.openingHours} onChange={(openingHours) => setTimetable({ ...timetable, openingHours })} />
          <SpreadsheetPanel eid={timetable.eid} dirty={dirty} />
          <OpeningHoursJson timetable={timetable} pharmacyName={pharmacyName} today={today.ok ? today.value.date : ''} />
        </Stack>
      </div>
      <SpecialEventModal state={modal} timetable={timetable} onClose={() => setModal(undefined)} onSave={applyEvent} onDelete={deleteEvent} />
      <UnsavedChangesModal blocker={blocker} message={t`Has cambiado el horario y no lo has guardado. ¿Quieres salir y descartar los cambios?`} onDiscard={() => draft.saved()} />
    </Stack>
  );
}

/** The kinds of event with their colours and names (the names, not the colours, tell them apart). */
function Legend() {
  const { t, i18n } = useLingui();
  const kinds: readonly EventKind[] = ['open', 'closed', 'guard', 'foreign-guard'];
  return (
    <Group gap="md" component="ul" aria-label={t`Leyenda`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {kinds.map((kind) => (
        <Group key={kind} gap={6} component="li" wrap="nowrap">
          <span className={swatches.swatch} style={{ backgroundColor: EVENT_COLOURS[kind].backgroundColor }} aria-hidden />
          <Text size="sm">{i18n._(eventKindLabels[kind])}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * The spreadsheet import and export (spec 3 §4, §5, §7): a chosen file is checked first (.xls or .xlsx
 * by its content, at most 2 MB), then uploaded at once; while one uploads, one more waits, and a newer
 * choice replaces the waiting one. A 200 downloads the error spreadsheet with the toast UPLOAD_ERROR; a
 * 201 reloads the events. An import replaces the events, so it waits until the edits are saved.
 */
function SpreadsheetPanel({ eid, dirty }: { eid: number; dirty: boolean }) {
  const { t, i18n } = useLingui();
  const describe = useErrorText();
  const language = i18n.locale === 'en' ? 'en' : 'es';
  const [waiting, setWaiting] = useState<readonly File[]>([]);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const upload = useUploadTimetable(eid, {
    onAnswer: (answer, file) => {
      if (answer.outcome === 'saved') {
        notify({ color: 'green', message: i18n._(timetableNotices.UPLOAD_SAVED) });
        return;
      }
      downloadFile(`errores-${file.name.replace(/\.xlsx?$/i, '')}.xlsx`, new Blob([answer.errorSheet], { type: XLSX_MIME_TYPE }));
      notify({ color: 'red', message: i18n._(timetableNotices.UPLOAD_ERROR) });
    },
    onFailed: (error) => notifyTitled({ color: 'red', title: i18n._(timetableNotices.UPLOAD_FAILED), message: describe(error) }),
  });
  const exporter = useExportTimetable(eid, {
    onDone: (bytes) => downloadFile('horarios.xlsx', new Blob([bytes], { type: XLSX_MIME_TYPE })),
    onFailed: (error) => notifyTitled({ color: 'red', title: t`No se ha podido exportar el horario`, message: describe(error) }),
  });
  const uploading = upload.isPending;
  // One file uploads and one more may wait (spec 3 §5: a queue of 2); a newer choice replaces the waiting one.
  const busy = useRef(false);
  const queue = useRef<readonly File[]>([]);
  const send = (file: File): void => {
    busy.current = true;
    void file
      .arrayBuffer()
      .then((bytes) => upload.mutateAsync({ file: { name: file.name, bytes }, language }))
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
        const [next] = queue.current;
        queue.current = [];
        setWaiting([]);
        if (next !== undefined) send(next);
      });
  };

  const choose = async (file: File | null): Promise<void> => {
    if (file === null) return;
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    const checked = checkTimetableFile({ name: file.name, size: file.size, head });
    if (!checked.ok) {
      setProblem(i18n._(timetableFileMessages[checked.error]));
      return;
    }
    setProblem(undefined);
    if (!busy.current) return send(file);
    queue.current = queueAfterAdding(queue.current, file);
    setWaiting(queue.current);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="timetable-sheet-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="timetable-sheet-title">
          {t`Hoja de cálculo`}
        </Title>
        <Text size="sm">{t`Exporta los eventos, edítalos en Excel y vuelve a importarlos: la importación sustituye los eventos especiales.`}</Text>
        {dirty && <Text size="sm">{t`Guarda los cambios antes de importar.`}</Text>}
        <Group gap="xs">
          <FileButton onChange={(file) => void choose(file)} accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" disabled={dirty}>
            {(props) => (
              <Button {...props} variant="light" loading={uploading} disabled={dirty} leftSection={<icons.export size={16} aria-hidden />}>
                {t`Importar hoja de cálculo`}
              </Button>
            )}
          </FileButton>
          <Button variant="default" onClick={() => exporter.mutate(language)} loading={exporter.isPending} leftSection={<icons.download size={16} aria-hidden />}>
            {t`Exportar`}
          </Button>
        </Group>
        {waiting.length > 0 && <Text size="sm">{t`En cola: ${waiting.map((file) => file.name).join(', ')}`}</Text>}
        {problem !== undefined && (
          <Alert color="red" role="alert" title={t`No se puede importar el fichero`}>
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The usual and coming special hours as schema.org JSON-LD for the pharmacy's web (beyond the spec). */
function OpeningHoursJson({ timetable, pharmacyName, today }: { timetable: Timetable; pharmacyName: string; today: string }) {
  const { t } = useLingui();
  const schema = useMemo(() => openingHoursSchema(timetable, pharmacyName, today), [timetable, pharmacyName, today]);
  const text = JSON.stringify(schema, null, 2);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="timetable-json-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="timetable-json-title">
          {t`Horario para la web (schema.org)`}
        </Title>
        <Text size="sm">{t`Pega este JSON-LD en la web de la farmacia para que los buscadores muestren su horario.`}</Text>
        <Code block className={classes.json} tabIndex={0} aria-label={t`JSON del horario`}>
          {text}
        </Code>
        <Group gap="xs">
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t`Copiado` : t`Copiar JSON`}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={() => downloadJson('horario-schema-org', schema)}>
            {t`Descargar JSON`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

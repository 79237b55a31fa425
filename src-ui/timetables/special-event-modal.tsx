import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  closedDayFromForm,
  eventConflicts,
  foreignGuardFromForm,
  guardFromForm,
  guardNotes,
  openDayFromForm,
  toggleSpecialEventForm,
  type EventKind,
  type GuardNote,
  type LocalInterval,
  type SpecialEvent,
  type Timetable,
  type TimetableConflict,
  type TimetableFormError,
} from '@domain/timetables';
import { TimeField } from './time-field';
import { eventKindLabels, timetableConflictMessages, timetableFormMessages } from './timetable-messages';

/** Every field of the four special-event forms: switching form keeps what was typed in the others. */
export interface EventFormValues {
  readonly date: string;
  readonly from: string;
  readonly to: string;
  readonly secondFrom: string;
  readonly secondTo: string;
  readonly startDate: string;
  readonly startTime: string;
  readonly endDate: string;
  readonly endTime: string;
  readonly name: string;
  readonly phone: string;
  readonly street: string;
}

const KINDS: readonly EventKind[] = ['closed', 'open', 'guard', 'foreign-guard'];

/** The calendar day after `date` ('yyyy-MM-dd'), counted in UTC so no zone moves it. */
function nextDay(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? date : new Date(time + 86_400_000).toISOString().slice(0, 10);
}

/** The forms' values for a new event on `date` (a guard runs from 09:00 to 09:00 the next day). */
export function newEventValues(date: string): EventFormValues {
  return { date, from: '09:00', to: '15:00', secondFrom: '', secondTo: '', startDate: date, startTime: '09:00', endDate: nextDay(date), endTime: '09:00', name: '', phone: '', street: '' };
}

/** The forms' values showing an event being edited. */
export function eventValues(event: SpecialEvent): EventFormValues {
  const span = (hours: LocalInterval) => ({ startDate: hours.from.date, startTime: hours.from.time, endDate: hours.to.date, endTime: hours.to.time });
  switch (event.kind) {
    case 'closed':
      return newEventValues(event.date);
    case 'open':
      return { ...newEventValues(event.hours.date), from: event.hours.slot1.from, to: event.hours.slot1.to, secondFrom: event.hours.slot2?.from ?? '', secondTo: event.hours.slot2?.to ?? '' };
    case 'guard':
      return { ...newEventValues(event.hours.from.date), ...span(event.hours) };
    case 'foreign-guard':
      return { ...newEventValues(event.guard.hours.from.date), ...span(event.guard.hours), name: event.guard.name, phone: event.guard.phone, street: event.guard.address };
  }
}

/** The special event the chosen form describes, or why it cannot be saved (spec 3 §5). */
function readEvent(kind: EventKind, values: EventFormValues, zone: Timetable['timeZone']): { event: SpecialEvent } | { errors: readonly TimetableFormError[] } {
  switch (kind) {
    case 'closed': {
      const date = closedDayFromForm(values);
      return date.ok ? { event: { kind, date: date.value } } : { errors: date.error };
    }
    case 'open': {
      const hours = openDayFromForm(values, zone);
      return hours.ok ? { event: { kind, hours: hours.value } } : { errors: hours.error };
    }
    case 'guard': {
      const hours = guardFromForm(values, zone);
      return hours.ok ? { event: { kind, hours: hours.value } } : { errors: hours.error };
    }
    case 'foreign-guard': {
      const guard = foreignGuardFromForm(values, zone);
      return guard.ok ? { event: { kind, guard: guard.value } } : { errors: guard.error };
    }
  }
}

/** What the modal is doing: creating an event on a day, or editing one. */
export type EventModalState =
  | { readonly mode: 'create'; readonly values: EventFormValues }
  | { readonly mode: 'edit'; readonly eventId: string; readonly event: SpecialEvent };

/**
 * The special-event forms (spec 3 §2, §5): on creation, the four mutually exclusive forms (closed, open
 * with an optional second interval, own guard, foreign guard with name, phone and street); on edit, the
 * event's form with delete. Every rule is the domain's; a refused form stays open with what was typed
 * and says why; a guard says when it crosses midnight or a daylight-saving change.
 */
export function SpecialEventModal({
  state,
  timetable,
  onClose,
  onSave,
  onDelete,
}: {
  state: EventModalState | undefined;
  timetable: Timetable;
  onClose: () => void;
  onSave: (event: SpecialEvent, replacing: string | undefined) => void;
  onDelete: (eventId: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={state !== undefined}
      onClose={onClose}
      title={state?.mode === 'edit' ? t`Editar evento` : t`Nuevo evento especial`}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Cerrar` }}
    >
      {state !== undefined && (
        <EventForm
          key={state.mode === 'edit' ? state.eventId : state.values.date}
          state={state}
          timetable={timetable}
          onCancel={onClose}
          onSave={onSave}
          onDelete={onDelete}
        />
      )}
    </Modal>
  );
}

function EventForm({
  state,
  timetable,
  onCancel,
  onSave,
  onDelete,
}: {
  state: EventModalState;
  timetable: Timetable;
  onCancel: () => void;
  onSave: (event: SpecialEvent, replacing: string | undefined) => void;
  onDelete: (eventId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const editing = state.mode === 'edit' ? state.eventId : undefined;
  const [kind, setKind] = useState<EventKind | undefined>(state.mode === 'edit' ? state.event.kind : undefined);
  const [values, setValues] = useState<EventFormValues>(state.mode === 'edit' ? eventValues(state.event) : state.values);
  const [refusal, setRefusal] = useState<{ errors: readonly TimetableFormError[]; conflicts: readonly TimetableConflict[] } | undefined>(undefined);
  const zone = timetable.timeZone;
  const set = (field: keyof EventFormValues) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (kind === undefined) return;
    const read = readEvent(kind, values, zone);
    if ('errors' in read) return setRefusal({ errors: read.errors, conflicts: [] });
    const conflicts = eventConflicts(timetable, read.event, editing);
    if (conflicts.length > 0) return setRefusal({ errors: [], conflicts });
    setRefusal(undefined);
    onSave(read.event, editing);
  };

  const errorOf = (...codes: TimetableFormError[]): string | undefined => {
    const found = refusal?.errors.filter((code) => codes.includes(code)) ?? [];
    return found.length === 0 ? undefined : found.map((code) => i18n._(timetableFormMessages[code])).join(' ');
  };
  const guardRead = kind === 'guard' || kind === 'foreign-guard' ? guardFromForm(values, zone) : undefined;
  const notes: GuardNote[] = guardRead?.ok === true ? guardNotes(guardRead.value, zone) : [];
  const noteText = (note: GuardNote): string => {
    if (note.kind === 'CROSSES_MIDNIGHT') return t`La guardia termina al día siguiente.`;
    const { wallHours, realHours } = note;
    return t`La guardia cruza el cambio de hora: en el reloj son ${wallHours} horas, pero pasan ${realHours} horas reales.`;
  };

  const span = (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput type="date" label={t`Fecha de inicio`} value={values.startDate} onChange={set('startDate')} required error={errorOf('DAY_REQUIRED', 'INVALID_DATE')} />
      <TimeField label={t`Hora de inicio`} value={values.startTime} onChange={set('startTime')} required />
      <TextInput type="date" label={t`Fecha de fin`} value={values.endDate} onChange={set('endDate')} required />
      <TimeField label={t`Hora de fin`} value={values.endTime} onChange={set('endTime')} required error={errorOf('END_NOT_AFTER_START', 'NONEXISTENT_TIME')} />
    </SimpleGrid>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t`Evento especial`}>
      <Stack gap="md">
        {state.mode === 'create' ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="event-kind-label">
              {t`Tipo de evento`}
            </Text>
            <SegmentedControl
              aria-labelledby="event-kind-label"
              fullWidth
              value={kind ?? ''}
              onChange={(value) => {
                setRefusal(undefined);
                setKind(toggleSpecialEventForm(kind, value as EventKind));
              }}
              data={KINDS.map((value) => ({ value, label: i18n._(eventKindLabels[value]) }))}
            />
            {kind === undefined && <Text size="sm">{t`Elige qué quieres añadir: un cierre, un horario especial, una guardia propia o la guardia de otra farmacia.`}</Text>}
          </Stack>
        ) : (
          <Text fw={600}>{kind === undefined ? '' : i18n._(eventKindLabels[kind])}</Text>
        )}

        {kind === 'closed' && <TextInput type="date" label={t`Día cerrado`} value={values.date} onChange={set('date')} required error={errorOf('DAY_REQUIRED', 'INVALID_DATE')} />}
        {kind === 'open' && (
          <Stack gap="xs">
            <TextInput type="date" label={t`Día`} value={values.date} onChange={set('date')} required error={errorOf('DAY_REQUIRED', 'INVALID_DATE')} />
            <SimpleGrid cols={2}>
              <TimeField label={t`Abre`} value={values.from} onChange={set('from')} required error={errorOf('TIME_REQUIRED', 'INVALID_TIME', 'NONEXISTENT_TIME')} />
              <TimeField label={t`Cierra`} value={values.to} onChange={set('to')} required error={errorOf('END_NOT_AFTER_START')} />
            </SimpleGrid>
            <Text size="sm">{t`Segundo tramo (opcional: se añade solo si tiene las dos horas)`}</Text>
            <SimpleGrid cols={2}>
              <TimeField label={t`Abre (segundo tramo)`} value={values.secondFrom} onChange={set('secondFrom')} />
              <TimeField label={t`Cierra (segundo tramo)`} value={values.secondTo} onChange={set('secondTo')} error={errorOf('SECOND_END_NOT_AFTER_START', 'SLOTS_OVERLAP')} />
            </SimpleGrid>
          </Stack>
        )}
        {kind === 'guard' && span}
        {kind === 'foreign-guard' && (
          <Stack gap="xs">
            <TextInput label={t`Nombre de la farmacia`} value={values.name} onChange={set('name')} required error={errorOf('NAME_REQUIRED')} maxLength={120} />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput type="tel" label={t`Teléfono`} value={values.phone} onChange={set('phone')} required error={errorOf('PHONE_REQUIRED')} maxLength={40} />
              <TextInput label={t`Calle`} value={values.street} onChange={set('street')} required error={errorOf('STREET_REQUIRED')} maxLength={160} />
            </SimpleGrid>
            {span}
          </Stack>
        )}
        {notes.length > 0 && (
          <Alert color="blue" role="status" title={t`Ten en cuenta`}>
            <List size="sm">
              {notes.map((note) => (
                <List.Item key={note.kind}>{noteText(note)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {refusal !== undefined && (
          <Alert color="red" role="alert" title={t`No se puede guardar el evento`}>
            <List size="sm">
              {refusal.errors.map((code) => (
                <List.Item key={code}>{i18n._(timetableFormMessages[code])}</List.Item>
              ))}
              {refusal.conflicts.map((code) => (
                <List.Item key={code}>{i18n._(timetableConflictMessages[code])}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="space-between">
          {editing !== undefined ? (
            <Button color="red" variant="light" onClick={() => onDelete(editing)}>
              {t`Eliminar evento`}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t`Cancelar`}
            </Button>
            <Button type="submit" disabled={kind === undefined}>
              {editing === undefined ? t`Añadir evento` : t`Aplicar cambios`}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

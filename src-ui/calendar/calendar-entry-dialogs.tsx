import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { DEFAULT_SEGMENTATIONS, isEntryConverted, newCalendarEntry, type CalendarEntry, type CalendarEntryType, type NewCalendarEntry, type NewEntryError } from '@domain/calendar';
import { PRODUCT_TIME_ZONE, formatInstantDateTime } from '@domain/shared-kernel';
import { DraftOffer } from '../shared/draft-offer';
import { useFormDraft } from '../shared/form-draft';
import { icons } from '../shared/icons';
import { useUiServices } from '../shared/ui-services-context';
import { calendarMessages } from './calendar-messages';

/** What the create dialog holds as the user types it. */
export interface NewEntryForm {
  readonly name: string;
  readonly day: string;
  readonly time: string;
  readonly type: CalendarEntryType;
}

const sameForm = (a: NewEntryForm, b: NewEntryForm): boolean => a.name === b.name && a.day === b.day && a.time === b.time && a.type === b.type;

/** The create dialog's first values for a day 'YYYY-MM-DD'. */
export const newEntryForm = (day: string): NewEntryForm => ({ name: '', day, time: '10:00', type: 'email' });

/** The instant at noon of a Madrid day 'YYYY-MM-DD' (NaN when unreadable). */
const dayInstant = (day: string): number => {
  const parsed = DateTime.fromISO(day, { zone: PRODUCT_TIME_ZONE });
  return parsed.isValid ? parsed.set({ hour: 12 }).toMillis() : Number.NaN;
};

/**
 * The create dialog (spec 2: name, time, type sms or email) for the clicked day, which can be changed.
 * The entry is checked as typed once the user has tried to save; what was typed is kept as a draft,
 * offered back after a reload, and stays in the dialog when the save fails.
 */
export function NewEntryDialog({ start, saving, onClose, onCreate }: { start: NewEntryForm | undefined; saving: boolean; onClose: () => void; onCreate: (entry: NewCalendarEntry, done: () => void) => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={start !== undefined} onClose={onClose} title={t`Nueva entrada del calendario`} size="md">
      {start !== undefined && <NewEntryFields key={start.day} start={start} saving={saving} onClose={onClose} onCreate={onCreate} />}
    </Modal>
  );
}

function NewEntryFields({ start, saving, onClose, onCreate }: { start: NewEntryForm; saving: boolean; onClose: () => void; onCreate: (entry: NewCalendarEntry, done: () => void) => void }) {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const [form, setForm] = useState(start);
  const [tried, setTried] = useState(false);
  const draft = useFormDraft({ formKey: 'calendar:new-entry', userId: services.session.current()?.user.uid, value: form, dirty: !sameForm(form, start), initial: start, same: sameForm, clock: services.clock });
  const result = newCalendarEntry({ name: form.name, day: dayInstant(form.day), time: form.time, type: form.type });
  const errors: readonly NewEntryError[] = tried && !result.ok ? result.error : [];
  const errorOf = (code: NewEntryError) => (errors.includes(code) ? i18n._(calendarMessages[code]) : undefined);
  const submit = () => {
    setTried(true);
    if (!result.ok) return;
    draft.keep(form);
    onCreate(result.value, () => draft.saved());
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <DraftOffer draft={draft} title={t`Tienes una entrada sin guardar`} onRestore={setForm} />
        <TextInput label={t`Nombre`} required value={form.name} onChange={(event) => setForm({ ...form, name: event.currentTarget.value })} error={errorOf('NAME_REQUIRED')} data-autofocus />
        <Group grow align="flex-start">
          <TextInput label={t`Día`} type="date" required value={form.day} onChange={(event) => setForm({ ...form, day: event.currentTarget.value })} error={errorOf('INVALID_DAY')} />
          <TextInput label={t`Hora`} type="time" required value={form.time} onChange={(event) => setForm({ ...form, time: event.currentTarget.value })} error={errorOf('INVALID_TIME')} />
        </Group>
        <Radio.Group label={t`Tipo`} required value={form.type} onChange={(value) => setForm({ ...form, type: value === 'sms' ? 'sms' : 'email' })}>
          <Group mt={4}>
            <Radio value="email" label={t`Email`} />
            <Radio value="sms" label={t`SMS`} />
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {t`Segmentación: ${form.type === 'sms' ? DEFAULT_SEGMENTATIONS.sms : DEFAULT_SEGMENTATIONS.email}`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Cancelar`}
          </Button>
          <Button type="submit" loading={saving}>
            {t`Crear entrada`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * What can be done with an entry (spec 2: delete or view pharmacies; turn it into a campaign draft):
 * its day, time, type, owner group and segmentation, with the actions.
 */
export function EntryDialog({
  entry,
  ownerLabel,
  busy,
  onClose,
  onDelete,
  onDraft,
}: {
  entry: CalendarEntry | undefined;
  ownerLabel: (owner: string) => string;
  busy: boolean;
  onClose: () => void;
  onDelete: (entry: CalendarEntry) => void;
  onDraft: (entry: CalendarEntry) => void;
}) {
  const { t } = useLingui();
  const PharmaciesIcon = icons.eye;
  const TrashIcon = icons.trash;
  const converted = entry !== undefined && isEntryConverted(entry);
  return (
    <Modal opened={entry !== undefined} onClose={onClose} title={entry?.name ?? ''} size="md">
      {entry !== undefined && (
        <Stack gap="sm">
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px' }}>
            <Text component="dt" size="sm" c="dimmed">{t`Fecha`}</Text>
            <Text component="dd" size="sm" m={0}>{formatInstantDateTime(entry.scheduledDate)}</Text>
            <Text component="dt" size="sm" c="dimmed">{t`Tipo`}</Text>
            <Text component="dd" size="sm" m={0}>{entry.type === 'sms' ? t`SMS` : t`Email`}</Text>
            <Text component="dt" size="sm" c="dimmed">{t`Grupo`}</Text>
            <Text component="dd" size="sm" m={0}>{ownerLabel(entry.owner)}</Text>
            <Text component="dt" size="sm" c="dimmed">{t`Segmentación`}</Text>
            <Text component="dd" size="sm" m={0}>{entry.segment ?? DEFAULT_SEGMENTATIONS[entry.type]}</Text>
          </dl>
          {converted && (
            <Badge color="teal.9" variant="filled">
              {t`Convertida en borrador`}
            </Badge>
          )}
          <Group justify="space-between">
            <Button variant="light" color="red" leftSection={<TrashIcon size={16} aria-hidden />} onClick={() => onDelete(entry)} disabled={busy}>
              {t`Eliminar`}
            </Button>
            <Group gap="xs">
              <Button variant="default" leftSection={<PharmaciesIcon size={16} aria-hidden />} renderRoot={(props) => <Link {...props} to="/app-h/backoffice/listPharmacies/$idCalendar" params={{ idCalendar: entry.id }} />}>
                {t`Ver farmacias`}
              </Button>
              <Button onClick={() => onDraft(entry)} loading={busy} disabled={converted}>
                {t`Convertir en borrador`}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

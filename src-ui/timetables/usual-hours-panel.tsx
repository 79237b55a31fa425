import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, Checkbox, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DEFAULT_USUAL_HOURS_FORM, usualHoursFromForm, usualHoursOverlap, type UsualHoursForm, type UsualOpeningInterval, type WeekDays } from '@domain/timetables';
import { icons } from '../shared/icons';
import { TimeField } from './time-field';
import { timetableConflictMessages, timetableFormMessages } from './timetable-messages';

/**
 * Usual opening hours (spec 3 §3 "Usual opening interval", §5): each interval is its weekdays and an
 * interval from 09:00 to 15:00 by default; at least one day and from ≠ to, and it may not overlap
 * another interval on the same day. An interval whose end is before its start runs past midnight.
 */
export function UsualHoursPanel({ intervals, onChange }: { intervals: readonly UsualOpeningInterval[]; onChange: (next: readonly UsualOpeningInterval[]) => void }) {
  const { t, i18n } = useLingui();
  const dayNames = [t`Lunes`, t`Martes`, t`Miércoles`, t`Jueves`, t`Viernes`, t`Sábado`, t`Domingo`];
  const [form, setForm] = useState<UsualHoursForm>(DEFAULT_USUAL_HOURS_FORM);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const daysText = (days: WeekDays): string => dayNames.filter((_, index) => days[index]).join(', ');

  const add = (event: FormEvent): void => {
    event.preventDefault();
    const read = usualHoursFromForm(form);
    if (!read.ok) return setErrors(read.error.map((code) => i18n._(timetableFormMessages[code])));
    if (usualHoursOverlap(intervals, read.value)) return setErrors([i18n._(timetableConflictMessages.USUAL_OVERLAP)]);
    setErrors([]);
    onChange([...intervals, read.value]);
    setForm(DEFAULT_USUAL_HOURS_FORM);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="usual-hours-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="usual-hours-title">
          {t`Horario habitual`}
        </Title>
        {intervals.length === 0 ? (
          <Text size="sm">{t`Todavía no hay horario habitual.`}</Text>
        ) : (
          <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Horarios habituales`}>
            {intervals.map((interval, index) => {
              const text = `${daysText(interval.days)}: ${interval.from}–${interval.to}`;
              return (
                <Group key={`${interval.from}-${interval.to}-${interval.days.join()}`} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">{text}</Text>
                  <ActionIcon variant="subtle" color="red" aria-label={t`Quitar el horario ${text}`} onClick={() => onChange(intervals.filter((_, at) => at !== index))}>
                    <icons.trash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        )}
        <form onSubmit={add} noValidate aria-label={t`Añadir horario habitual`}>
          <Stack gap="xs">
            <Checkbox.Group label={t`Días`} value={dayNames.filter((_, index) => form.days[index])} onChange={(chosen) => setForm({ ...form, days: dayNames.map((name) => chosen.includes(name)) as unknown as WeekDays })}>
              <SimpleGrid cols={4} spacing={6} mt={4}>
                {dayNames.map((name) => (
                  <Checkbox key={name} value={name} label={name} size="xs" />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <SimpleGrid cols={2}>
              <TimeField label={t`Desde`} value={form.from} onChange={(event) => setForm({ ...form, from: event.currentTarget.value })} />
              <TimeField label={t`Hasta`} value={form.to} onChange={(event) => setForm({ ...form, to: event.currentTarget.value })} />
            </SimpleGrid>
            {errors.length > 0 && (
              <Alert color="red" role="alert" title={t`No se puede añadir el horario`}>
                <List size="sm">
                  {errors.map((error) => (
                    <List.Item key={error}>{error}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Button type="submit" variant="light" leftSection={<icons.plus size={16} aria-hidden />}>
              {t`Añadir horario habitual`}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

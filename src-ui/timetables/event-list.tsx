import { useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Pagination, Table, Text, VisuallyHidden } from '@mantine/core';
import { EVENT_LIST_PAGE_SIZES, fromUtcInstant, type CalendarEvent } from '@domain/timetables';
import { eventKindLabels } from './timetable-messages';
import swatches from '../shared/full-calendar.module.css';

/** 'dd/mm/yyyy HH:mm' of an instant in the event's zone (the day only for all-day events). */
function wallClock(instant: number, event: CalendarEvent, dateOnly: boolean): string {
  const local = fromUtcInstant(instant, event.timeZone);
  if (!local.ok) return '';
  const [year, month, day] = local.value.date.split('-');
  const date = `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
  return dateOnly ? date : `${date} ${local.value.time}`;
}

/**
 * The events as a list (spec 3 §2 list toggle, §9): sorted by start then end (the domain's order), 10
 * a page with 25, 50 and 100 to choose; the page and size live in the address. Each row names its kind
 * in words and opens the event's edit form.
 */
export function EventList({
  events,
  page,
  pageSize,
  onPage,
  onPageSize,
  onEdit,
}: {
  events: readonly CalendarEvent[];
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  onEdit: (eventId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const pages = Math.max(1, Math.ceil(events.length / pageSize));
  const current = Math.min(page, pages);
  const rows = events.slice((current - 1) * pageSize, current * pageSize);
  const first = events.length === 0 ? 0 : (current - 1) * pageSize + 1;
  const last = (current - 1) * pageSize + rows.length;
  const total = events.length;
  return (
    <div>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder aria-label={t`Eventos del horario`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Tipo`}</Table.Th>
              <Table.Th>{t`Inicio`}</Table.Th>
              <Table.Th>{t`Fin`}</Table.Th>
              <Table.Th>{t`Detalle`}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t`Acciones`}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>{t`No hay eventos especiales.`}</Table.Td>
              </Table.Tr>
            )}
            {rows.map((event) => {
              const kind = i18n._(eventKindLabels[event.kind]);
              return (
                <Table.Tr key={event.eventId}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <span className={swatches.swatch} style={{ backgroundColor: event.backgroundColor }} aria-hidden />
                      {kind}
                    </Group>
                  </Table.Td>
                  <Table.Td>{wallClock(event.start, event, event.allDay)}</Table.Td>
                  <Table.Td>{event.allDay ? '' : wallClock(event.end, event, false)}</Table.Td>
                  <Table.Td>{event.kind === 'foreign-guard' ? [event.title, event.phone, event.address].filter(Boolean).join(' · ') : ''}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" onClick={() => onEdit(event.eventId)} aria-label={t`Editar ${kind} del ${wallClock(event.start, event, event.allDay)}`}>
                      {t`Editar`}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm" wrap="wrap">
        <Text size="sm">{t`${first}–${last} de ${total} eventos`}</Text>
        <Group gap="sm">
          <NativeSelect aria-label={t`Eventos por página`} w={90} data={EVENT_LIST_PAGE_SIZES.map(String)} value={String(pageSize)} onChange={(event) => onPageSize(Number(event.currentTarget.value))} />
          <Pagination total={pages} value={current} onChange={onPage} size="sm" getControlProps={(control) => ({ 'aria-label': { first: t`Primera página`, last: t`Última página`, previous: t`Página anterior`, next: t`Página siguiente` }[control] })} />
        </Group>
      </Group>
    </div>
  );
}

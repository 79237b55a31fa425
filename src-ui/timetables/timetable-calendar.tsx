import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import esLocale from '@fullcalendar/react/locales/es';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CALENDAR_FIRST_DAY, CALENDAR_HOUR12, EVENTS_DRAGGABLE, type CalendarEvent } from '@domain/timetables';
import { eventKindLabels } from './timetable-messages';
import { fullCalendarClasses } from '../shared/full-calendar-styles';

const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: CALENDAR_HOUR12 } as const;

/**
 * The calendar (spec 3 §2, §9): month, week, day and list views, Monday first, 24-hour clock, in the
 * timetable's zone, so every event stays at its wall-clock time across daylight-saving changes. A day
 * click opens the create forms, an event click its edit form; nothing can be dragged. Each event's
 * text starts with its kind, so colour is never the only clue. Loaded with the screen only when shown.
 */
export function TimetableCalendar({
  events,
  timeZone,
  now,
  narrow,
  onDayClick,
  onEventClick,
}: {
  events: readonly CalendarEvent[];
  timeZone: string;
  now: number;
  narrow: boolean;
  onDayClick: (date: string) => void;
  onEventClick: (eventId: string) => void;
}) {
  const { t, i18n } = useLingui();
  // A button's name is its visible text (WCAG 2.5.3): the locale's hints ('Este mes' on 'Hoy') are replaced.
  const buttons = useMemo(() => {
    const named = (text: string) => ({ text, hint: text });
    return { today: named(t`Hoy`), dayGridMonth: named(t`Mes`), timeGridWeek: named(t`Semana`), timeGridDay: named(t`Día`), listWeek: named(t`Agenda`) };
  }, [t]);
  // The header of the week and day views' row of hours (read by screen readers; the all-day row's is
  // the locale's): FullCalendar's Spanish locale has none and falls back to its English 'Timed'.
  const timedText = t`Por horas`;
  const input = useMemo(
    () =>
      events.map((event) => ({
        id: event.eventId,
        title: `${i18n._(eventKindLabels[event.kind])}${event.kind === 'foreign-guard' ? ` · ${event.title}` : ''}`,
        start: event.start,
        end: event.end,
        allDay: event.allDay,
        color: event.backgroundColor,
        contrastColor: event.textColor,
      })),
    [events, i18n],
  );
  return (
    <div className={fullCalendarClasses.calendar} data-testid="timetable-calendar">
      <FullCalendar
        plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        initialDate={now}
        now={now}
        timeZone={timeZone}
        locale={i18n.locale === 'en' ? 'en-GB' : esLocale}
        firstDay={CALENDAR_FIRST_DAY}
        eventTimeFormat={TIME_FORMAT}
        slotHeaderFormat={TIME_FORMAT}
        editable={EVENTS_DRAGGABLE}
        eventStartEditable={EVENTS_DRAGGABLE}
        eventDurationEditable={EVENTS_DRAGGABLE}
        headerToolbar={narrow ? { start: 'prev,next', center: 'title', end: 'today' } : { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }}
        footerToolbar={narrow ? { center: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' } : false}
        buttons={buttons}
        timedText={timedText}
        height="auto"
        dayMaxEvents={narrow ? 2 : 4}
        events={input}
        dateClick={(info) => onDayClick(info.dateStr.slice(0, 10))}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onEventClick(info.event.id);
        }}
      />
    </div>
  );
}

import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import esLocale from '@fullcalendar/react/locales/es';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import { CALENDAR_FIRST_DAY, CALENDAR_HOUR12 } from '@domain/timetables';
import { fullCalendarClasses } from '../shared/full-calendar-styles';
import classes from './calendar-page.module.css';

const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: CALENDAR_HOUR12 } as const;
/**
 * The calendar's options that never change, made once: FullCalendar compares its options with the
 * previous render's, and a new plugin list or toolbar on each render of the page set the whole
 * calendar up again (a month switch drew it three times).
 */
const PLUGINS = [classicThemePlugin, dayGridPlugin, interactionPlugin];
const HEADER_TOOLBAR = { start: 'prev,next today', center: 'title', end: '' };

/** One thing drawn on the month: an entry (clickable) or a campaign (read-only). */
export interface MonthItem {
  readonly id: string;
  readonly title: string;
  readonly start: number;
  readonly backgroundColor: string;
  readonly textColor: string;
  readonly readOnly: boolean;
}

/**
 * The calendar campaigns' month (spec 2 "Backoffice calendar campaigns"), with the timetables' set-up:
 * Monday first, 24-hour clock, Madrid time, Spanish or English. A day click (a one-day selection; a
 * selection whose end is not after its start is refused) asks for a new entry on its first day; an entry's click opens
 * its actions; the campaigns are read-only. Loaded with the screen only when shown.
 */
export function CalendarMonthView({
  items,
  busy,
  month,
  now,
  onMonth,
  onSpan,
  onEntry,
}: {
  items: readonly MonthItem[];
  /** The month's campaigns are still being read. */
  busy: boolean;
  month: string;
  now: number;
  onMonth: (month: string) => void;
  onSpan: (day: string, start: number, end: number) => void;
  onEntry: (id: string) => void;
}) {
  const { t, i18n } = useLingui();
  const buttons = useMemo(() => {
    const named = (text: string) => ({ text, hint: text });
    return { today: named(t`Hoy`), prev: named(t`Mes anterior`), next: named(t`Mes siguiente`) };
  }, [t]);
  const input = useMemo(
    () =>
      items.map((item) => ({
        id: item.id,
        title: item.title,
        start: item.start,
        color: item.backgroundColor,
        contrastColor: item.textColor,
        classNames: item.readOnly ? [classes.readOnly ?? ''] : [],
      })),
    [items],
  );
  const initialDate = useMemo(() => DateTime.fromFormat(month, 'yyyy-MM', { zone: PRODUCT_TIME_ZONE }).toFormat('yyyy-MM-dd'), [month]);
  // Today as the calendar opened: a new instant on each render would be a changed option each time.
  const [today] = useState(now);
  // The handlers FullCalendar gets are the same functions on every render; they call the latest props.
  const latest = useRef({ month, onMonth, onSpan, onEntry });
  useLayoutEffect(() => {
    latest.current = { month, onMonth, onSpan, onEntry };
  });
  const datesSet = useCallback((info: { start: Date; end: Date }) => {
    // The month view starts in the previous month's last week: its month is the one of its middle.
    const middle = DateTime.fromMillis((info.start.valueOf() + info.end.valueOf()) / 2, { zone: PRODUCT_TIME_ZONE }).toFormat('yyyy-MM');
    if (middle !== latest.current.month) latest.current.onMonth(middle);
  }, []);
  const select = useCallback((info: { startStr: string; start: Date; end: Date }) => latest.current.onSpan(info.startStr.slice(0, 10), info.start.valueOf(), info.end.valueOf()), []);
  const eventClick = useCallback((info: { jsEvent: { preventDefault(): void }; event: { id: string } }) => {
    info.jsEvent.preventDefault();
    latest.current.onEntry(info.event.id);
  }, []);
  return (
    <div className={fullCalendarClasses.calendar} data-testid="calendar-month" aria-busy={busy}>
      <FullCalendar
        plugins={PLUGINS}
        initialView="dayGridMonth"
        initialDate={initialDate}
        now={today}
        timeZone={PRODUCT_TIME_ZONE}
        locale={i18n.locale === 'en' ? 'en-GB' : esLocale}
        firstDay={CALENDAR_FIRST_DAY}
        eventTimeFormat={TIME_FORMAT}
        editable={false}
        selectable
        headerToolbar={HEADER_TOOLBAR}
        buttons={buttons}
        height="auto"
        dayMaxEvents={4}
        events={input}
        datesSet={datesSet}
        select={select}
        eventClick={eventClick}
      />
    </div>
  );
}

export { EVENT_COLOURS, EVENT_TITLES, sortEvents, timetableEvents, timetableFromEvents } from './calendar-events';
export type { CalendarEvent, EventColours, EventKind } from './calendar-events';
export { CALENDAR_FIRST_DAY, CALENDAR_HOUR12, EVENTS_DRAGGABLE, EVENT_LIST_PAGE_SIZE, EVENT_LIST_PAGE_SIZES } from './calendar-settings';
export {
  compareLocalDateTimes,
  fromUtcInstant,
  isExistingLocalTime,
  parseLocalDate,
  parseLocalTime,
  toUtcInstant,
} from './local-date-time';
export type { LocalDate, LocalDateTime, LocalTime } from './local-date-time';
export { DEFAULT_TIME_ZONE, TIME_ZONE_OPTIONS, isTimetableTimeZone } from './time-zones';
export type { TimeZoneOption, TimetableTimeZone } from './time-zones';
export type {
  ForeignGuard,
  LocalInterval,
  SpecialHours,
  TimeSlot,
  Timetable,
  UsualOpeningInterval,
  WeekDays,
} from './timetable';
export {
  DEFAULT_USUAL_HOURS_FORM,
  TIMETABLE_FORM_MESSAGES,
  closedDayFromForm,
  foreignGuardFromForm,
  guardFromForm,
  openDayFromForm,
  toggleSpecialEventForm,
  usualHoursFromForm,
} from './timetable-forms';
export type {
  ClosedDayForm,
  ForeignGuardForm,
  GuardForm,
  OpenDayForm,
  TimetableFormError,
  UsualHoursForm,
} from './timetable-forms';
export { TIMETABLE_MESSAGES, UPLOAD_QUEUE_LIMIT, queueAfterAdding, uploadOutcome } from './timetable-upload';
export type { TimetableNotice, UploadOutcome } from './timetable-upload';

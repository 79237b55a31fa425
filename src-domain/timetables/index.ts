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
export { TIMETABLE_CONFLICT_MESSAGES, eventConflicts, guardNotes, replaceEvent, specialEventOf, usualHoursOverlap, withSpecialEvent, withoutEvent } from './timetable-edits';
export type { GuardNote, SpecialEvent, TimetableConflict } from './timetable-edits';
export {
  TIMETABLE_FILE_MAX_BYTES,
  TIMETABLE_FILE_MESSAGES,
  TIMETABLE_SHEET_COLUMNS,
  TIMETABLE_SHEET_ERROR_COLUMN,
  TIMETABLE_SHEET_KINDS,
  TIMETABLE_SHEET_MESSAGES,
  TIMETABLE_SHEET_NAME,
  checkTimetableFile,
  readTimetableSheet,
  timetableErrorRows,
  timetableSheetRows,
} from './timetable-sheet';
export type { TimetableFileError, TimetableSheetError, TimetableSheetEvents, TimetableSheetRow, TimetableSheetRowError } from './timetable-sheet';
export { openingHoursSchema } from './opening-hours-schema';
export type { OpeningHoursSpecification, PharmacyOpeningHours } from './opening-hours-schema';
export { TimetableGateway, TimetableGatewayMethods, emptyTimetable } from './timetable-gateway.port';
export type { TimetableFile, TimetableUploadAnswer } from './timetable-gateway.port';

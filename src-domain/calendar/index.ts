export {
  CALENDAR_ENTRY_TYPES,
  isCalendarAnswerOk,
  newCalendarEntry,
  parseCalendarEntryType,
  validateEventSpan,
} from './calendar-entry';
export type { CalendarEntry, CalendarEntryType, NewCalendarEntry, NewEntryError } from './calendar-entry';
export { DEFAULT_SEGMENTATIONS, TOP_DOCTORS_OWNER, calendarOwnerGroups, entriesOfOwners } from './owner-groups';
export { pharmaciesToSave, pharmacyBlock } from './pharmacy-chooser';
export type { PharmacyBlock, PharmacyReadiness } from './pharmacy-chooser';
export { CALENDAR_MESSAGES } from './calendar-messages';
export type { CalendarMessageCode } from './calendar-messages';

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
export { CalendarGateway, CalendarGatewayMethods } from './calendar-gateway.port';
export type { CalendarCampaign, CalendarDraft, CalendarEntryChange, CalendarPharmacy, CalendarSheet } from './calendar-gateway.port';
export { calendarDay, calendarMonth, entryDraft, isEntryConverted, monthRange, sameDayClashes } from './calendar-month';
export type { SameDayClash } from './calendar-month';
export { allEnabledSelected, chooserRows, filterChooserRows, selectAllEnabled, unselectRows } from './pharmacy-choice';
export type { ChooserRow } from './pharmacy-choice';
export { calendarContentErrors } from './calendar-content';
export type { CalendarContentError } from './calendar-content';
export { calendarDraftCampaign } from './calendar-draft-campaign';

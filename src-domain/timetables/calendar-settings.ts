/** The calendar's first day of the week: Monday, in the numbering where Sunday is 0 (spec 3 §9). */
export const CALENDAR_FIRST_DAY = 1;

/** Times are shown on the 24-hour clock (spec 3 §9). */
export const CALENDAR_HOUR12 = false;

/** The event list shows 10 events per page (spec 3 §9). */
export const EVENT_LIST_PAGE_SIZE = 10;

/**
 * The page sizes offered in the event list: 25, 50 and 100 (spec 3 §9). Not in the spec: the default
 * 10 is listed first so the picker can show the current size.
 */
export const EVENT_LIST_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Events cannot be edited by dragging; clicking one opens its edit form (spec 3 §2 "Timetables screen"). */
export const EVENTS_DRAGGABLE = false;

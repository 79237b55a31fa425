import * as v from 'valibot';
import { optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';

/**
 * The calendar's address: the month shown ('YYYY-MM'; absent, the current one), the owner groups
 * hidden by the filter, and the view (the month calendar, or `list`, its agenda as a table).
 */
export const validateCalendarSearch = searchValidator({
  month: optionalParam(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
  hide: optionalParam(v.pipe(v.array(v.string()), v.maxLength(2))),
  view: optionalParam(v.picklist(['list'])),
});

/** The calendar's address parameters, as the route reads them. */
export type CalendarSearch = ReturnType<typeof validateCalendarSearch>;

/** The pharmacy chooser's address: its table's search and page. */
export const validateChooserSearch = searchValidator({ ...tableSearchEntries() });

/** The chooser's address parameters. */
export type ChooserSearch = ReturnType<typeof validateChooserSearch>;

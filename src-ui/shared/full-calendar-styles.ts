import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import classes from './full-calendar.module.css';

/**
 * FullCalendar's stylesheets and the product's own rules over them, in one piece for every calendar
 * (imported by the module that draws one, so they load with it only). `calendar` goes on the
 * calendar's box; `swatch` is a colour's sample in a legend.
 */
export const fullCalendarClasses = classes;

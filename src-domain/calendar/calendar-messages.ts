import type { NewEntryError } from './calendar-entry';
import type { PharmacyBlock } from './pharmacy-chooser';

/** Every message of the calendar screens (spec 1 §8, spec 2 §8). */
export type CalendarMessageCode = PharmacyBlock | NewEntryError | 'END_NOT_AFTER_START' | 'REQUEST_FAILED';

/**
 * The calendar's texts. NO_HEADER and NO_SENDER are verbatim from spec 2. Not in the spec (it gives no
 * words): NAME_REQUIRED, INVALID_DAY, INVALID_TIME, END_NOT_AFTER_START and REQUEST_FAILED, the toast of a
 * non-200 answer.
 */
export const CALENDAR_MESSAGES = {
  NO_HEADER: 'Debes crear una cabecera para seleccionar esta farmacia',
  NO_SENDER: 'falta remitente',
  NAME_REQUIRED: 'El nombre es obligatorio',
  INVALID_DAY: 'El día no es válido',
  INVALID_TIME: 'La hora no es válida (HH:mm)',
  END_NOT_AFTER_START: 'El final debe ser posterior al inicio',
  REQUEST_FAILED: 'Ha ocurrido un error en el calendario',
} as const satisfies Record<CalendarMessageCode, string>;

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CalendarMessageCode } from '@domain/calendar';

/** The calendar's messages (spec 2 §8; NO_HEADER and NO_SENDER verbatim), as the domain names them. */
export const calendarMessages: Record<CalendarMessageCode, MessageDescriptor> = {
  NO_HEADER: msg`Debes crear una cabecera para seleccionar esta farmacia`,
  NO_SENDER: msg`falta remitente`,
  NAME_REQUIRED: msg`El nombre es obligatorio`,
  INVALID_DAY: msg`El día no es válido`,
  INVALID_TIME: msg`La hora no es válida (HH:mm)`,
  END_NOT_AFTER_START: msg`El final debe ser posterior al inicio`,
  REQUEST_FAILED: msg`Ha ocurrido un error en el calendario`,
};

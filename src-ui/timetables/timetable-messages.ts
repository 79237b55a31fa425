import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventKind, TimetableConflict, TimetableFileError, TimetableFormError, TimetableNotice, TimetableTimeZone } from '@domain/timetables';

/** The forms' errors: the domain's words (TIMETABLE_FORM_MESSAGES), translatable. */
export const timetableFormMessages: Record<TimetableFormError, MessageDescriptor> = {
  DAY_REQUIRED: msg`Selecciona un día.`,
  INVALID_DATE: msg`La fecha no es válida.`,
  TIME_REQUIRED: msg`Indica la hora.`,
  INVALID_TIME: msg`La hora debe tener el formato HH:mm.`,
  NONEXISTENT_TIME: msg`Esa hora no existe ese día por el cambio de hora.`,
  END_NOT_AFTER_START: msg`La hora de fin debe ser posterior a la de inicio.`,
  SECOND_END_NOT_AFTER_START: msg`En el segundo tramo, la hora de fin debe ser posterior a la de inicio.`,
  SLOTS_OVERLAP: msg`Los dos tramos se solapan: el segundo debe empezar cuando termine el primero o después.`,
  NAME_REQUIRED: msg`El nombre es obligatorio.`,
  PHONE_REQUIRED: msg`El teléfono es obligatorio.`,
  STREET_REQUIRED: msg`La calle es obligatoria.`,
  NO_WEEKDAY_SELECTED: msg`Selecciona al menos un día de la semana.`,
  SAME_FROM_AND_TO: msg`La hora de inicio y la de fin no pueden ser iguales.`,
};

/** Why an event does not fit the timetable: the domain's words (TIMETABLE_CONFLICT_MESSAGES), translatable. */
export const timetableConflictMessages: Record<TimetableConflict | 'USUAL_OVERLAP', MessageDescriptor> = {
  DAY_ALREADY_CLOSED: msg`Ese día ya está marcado como cerrado. Edita o elimina el cierre antes.`,
  DAY_ALREADY_OPEN: msg`Ese día ya tiene un horario especial. Edítalo en lugar de crear otro.`,
  GUARD_OVERLAPS: msg`Esta guardia se solapa con otra guardia propia.`,
  USUAL_OVERLAP: msg`Este horario se solapa con otro horario habitual de los mismos días.`,
};

/** Why a chosen file is not uploaded: the domain's words (TIMETABLE_FILE_MESSAGES), translatable. */
export const timetableFileMessages: Record<TimetableFileError, MessageDescriptor> = {
  BAD_EXTENSION: msg`El fichero debe ser una hoja de cálculo .xls o .xlsx.`,
  EMPTY_FILE: msg`El fichero está vacío.`,
  TOO_LARGE: msg`El fichero ocupa más de 2 MB; un horario ocupa mucho menos.`,
  NOT_A_SPREADSHEET: msg`El contenido del fichero no es una hoja de cálculo, aunque su nombre lo diga.`,
};

/** The screen's notices: the domain's words (TIMETABLE_MESSAGES; UPLOAD_ERROR is spec 3 §8's toast), translatable. */
export const timetableNotices: Record<TimetableNotice, MessageDescriptor> = {
  UPLOAD_ERROR: msg`El fichero tiene errores. Revisa la hoja de errores que se ha descargado.`,
  UPLOAD_FAILED: msg`No se ha podido subir el fichero. Inténtalo de nuevo.`,
  UPLOAD_SAVED: msg`Horarios importados correctamente`,
  TIMETABLE_SAVED: msg`Horarios guardados correctamente`,
};

/** The name of each kind of event, shown with its colour (text, not colour alone, tells them apart). */
export const eventKindLabels: Record<EventKind, MessageDescriptor> = {
  open: msg`Abierto`,
  closed: msg`Cerrado`,
  guard: msg`Guardia propia`,
  'foreign-guard': msg`Guardia ajena`,
};

/** The time-zone choices (spec 3 §3 "Timezone options"). */
export const timeZoneLabels: Record<TimetableTimeZone, MessageDescriptor> = {
  'Europe/Madrid': msg`Peninsular`,
  'Europe/Lisbon': msg`Portugal`,
  'Atlantic/Canary': msg`Canarias`,
};

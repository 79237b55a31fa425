import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SegmentGender, SegmentImageName, SegmentInputError, SegmentMessageCode, ThumbnailProblem } from '@domain/segments';
import femalePicture from '../assets/segments/female.svg';
import malePicture from '../assets/segments/male.svg';
import oldFemalePicture from '../assets/segments/old-female.svg';
import oldMalePicture from '../assets/segments/old-male.svg';

/** The segment notices, verbatim from spec 2 §8 (UPDATE_FAILED is not in the spec). */
export const segmentMessages: Record<SegmentMessageCode, MessageDescriptor> = {
  IN_USE_NOT_EDITABLE: msg`El segmento está siendo usado por una campaña activa y no puede ser editado.`,
  IN_USE_NOT_DELETABLE: msg`El segmento está siendo usado por una campaña activa y no puede ser eliminado.`,
  CREATE_FAILED: msg`Error al crear segmento`,
  UPDATE_FAILED: msg`Error al actualizar segmento`,
  DELETE_FAILED: msg`Error al eliminar segmento`,
  LOAD_FAILED: msg`Error al obtener el segmento`,
};

/** Why the form cannot be saved (spec 2 §5; the texts are not in the spec). */
export const segmentInputMessages: Record<SegmentInputError, MessageDescriptor> = {
  NAME_REQUIRED: msg`El nombre del segmento es obligatorio`,
  DESCRIPTION_REQUIRED: msg`La descripción del segmento es obligatoria`,
  THUMBNAIL_TOO_LARGE: msg`La imagen no puede superar los 10 MB`,
  GENDER_REQUIRED: msg`Elige al menos un género`,
};

/** Why a chosen file cannot be the thumbnail (not in the spec). */
export const thumbnailMessages: Record<ThumbnailProblem, MessageDescriptor> = {
  THUMBNAIL_NOT_IMAGE: msg`El archivo elegido no es una imagen. Elige una imagen PNG, JPG, GIF, WebP o SVG.`,
  THUMBNAIL_TOO_LARGE: msg`La imagen no puede superar los 10 MB`,
};

/** The gender choices (spec 2 §5 "female, male, other"). */
export const genderLabels: Record<SegmentGender, MessageDescriptor> = {
  female: msg`Mujer`,
  male: msg`Hombre`,
  other: msg`Otro`,
};

/** What each segment picture shows, for its alternative text. */
export const segmentPictureLabels: Record<SegmentImageName, MessageDescriptor> = {
  male: msg`Hombre`,
  female: msg`Mujer`,
  'old-male': msg`Hombre mayor`,
  'old-female': msg`Mujer mayor`,
};

/** The picture of each segment image name (spec 2 §5 "Segment image"). */
export const segmentPictures: Record<SegmentImageName, string> = {
  male: malePicture,
  female: femalePicture,
  'old-male': oldMalePicture,
  'old-female': oldFemalePicture,
};

/** The largest segment thumbnail, in bytes (spec 2 §5, §9 "thumbnail 10485760 bytes"). */
export const SEGMENT_THUMBNAIL_MAX_BYTES = 10_485_760;

/** The segment form as the user fills it in (spec 2 §2 "segment list and form"). */
export interface SegmentForm {
  readonly name: string;
  readonly description: string;
  /** The size of the chosen thumbnail in bytes; `undefined` when none is chosen. */
  readonly thumbnailBytes: number | undefined;
}

/** Why the segment form cannot be saved (spec 2 §5 "Segment form"). */
export type SegmentFormError = 'NAME_REQUIRED' | 'DESCRIPTION_REQUIRED' | 'THUMBNAIL_TOO_LARGE';

/**
 * The segment form needs a name and a description, and a thumbnail of at most 10485760 bytes (spec 2
 * §5). Returns every broken rule, none when the form can be saved. Not in the spec: a name or
 * description of only spaces counts as empty; the thumbnail is optional.
 */
export function segmentFormErrors(form: SegmentForm): SegmentFormError[] {
  const errors: SegmentFormError[] = [];
  if (form.name.trim() === '') errors.push('NAME_REQUIRED');
  if (form.description.trim() === '') errors.push('DESCRIPTION_REQUIRED');
  if (form.thumbnailBytes !== undefined && !(form.thumbnailBytes <= SEGMENT_THUMBNAIL_MAX_BYTES)) errors.push('THUMBNAIL_TOO_LARGE');
  return errors;
}

/** Texts of the segment-form errors. Not in the spec: it states the rules, not their messages. */
export const SEGMENT_FORM_MESSAGES = {
  NAME_REQUIRED: 'El nombre del segmento es obligatorio',
  DESCRIPTION_REQUIRED: 'La descripción del segmento es obligatoria',
  THUMBNAIL_TOO_LARGE: 'La imagen no puede superar los 10 MB',
} as const satisfies Record<SegmentFormError, string>;

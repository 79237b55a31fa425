import { describe, expect, it } from 'vitest';
import {
  SEGMENT_FORM_MESSAGES,
  SEGMENT_GENDERS,
  SEGMENT_MESSAGES,
  SEGMENT_THUMBNAIL_MAX_BYTES,
  segmentFailureMessage,
  segmentFormErrors,
  segmentImageName,
  type SegmentGender,
  type SegmentOperation,
} from '@domain/segments';

describe('segment genders', () => {
  it('offers female, male and other', () => {
    expect(SEGMENT_GENDERS).toEqual(['female', 'male', 'other']);
  });
});

describe('segmentFormErrors', () => {
  const form = { name: 'Mayores de 65', description: 'Clientes sénior', thumbnailBytes: 500_000 };

  it('accepts a named and described segment with a small thumbnail', () => {
    expect(segmentFormErrors(form)).toEqual([]);
  });

  it('accepts a segment without thumbnail', () => {
    expect(segmentFormErrors({ ...form, thumbnailBytes: undefined })).toEqual([]);
  });

  it.each([
    [10_485_760, []],
    [10_485_761, ['THUMBNAIL_TOO_LARGE']],
    [Number.NaN, ['THUMBNAIL_TOO_LARGE']],
  ])('with a thumbnail of %s bytes gives %j', (thumbnailBytes, errors) => {
    expect(segmentFormErrors({ ...form, thumbnailBytes })).toEqual(errors);
  });

  it('requires a name and a description', () => {
    expect(segmentFormErrors({ name: ' ', description: '', thumbnailBytes: undefined })).toEqual(['NAME_REQUIRED', 'DESCRIPTION_REQUIRED']);
  });

  it('limits the thumbnail to 10485760 bytes and has a text for every error', () => {
    expect(SEGMENT_THUMBNAIL_MAX_BYTES).toBe(10_485_760);
    expect(Object.keys(SEGMENT_FORM_MESSAGES).sort()).toEqual(['DESCRIPTION_REQUIRED', 'NAME_REQUIRED', 'THUMBNAIL_TOO_LARGE']);
  });
});

describe('segmentImageName', () => {
  it.each<[SegmentGender[], number, string]>([
    [['female'], 30, 'female'],
    [['male'], 30, 'male'],
    [[], 30, 'male'],
    [['other'], 30, 'male'],
    [['female', 'other'], 30, 'female'],
    [['female', 'male'], 30, 'male'],
    [['female'], 65, 'female'],
    [['female'], 66, 'old-female'],
    [['male'], 70, 'old-male'],
    [[], 80, 'old-male'],
  ])('shows genders %j with minimum age %i as %s', (gender, minAge, image) => {
    expect(segmentImageName({ gender, minAge })).toBe(image);
  });
});

describe('segmentFailureMessage', () => {
  it.each<[SegmentOperation, number, string]>([
    ['checkEditPermission', 403, 'IN_USE_NOT_EDITABLE'],
    ['checkEditPermission', 409, 'IN_USE_NOT_EDITABLE'],
    ['checkEditPermission', 500, 'LOAD_FAILED'],
    ['update', 400, 'IN_USE_NOT_EDITABLE'],
    ['update', 500, 'UPDATE_FAILED'],
    ['delete', 400, 'IN_USE_NOT_DELETABLE'],
    ['delete', 499, 'IN_USE_NOT_DELETABLE'],
    ['delete', 500, 'DELETE_FAILED'],
    ['delete', -1, 'DELETE_FAILED'],
    ['create', 400, 'CREATE_FAILED'],
    ['create', 500, 'CREATE_FAILED'],
    ['load', 404, 'LOAD_FAILED'],
    ['load', -1, 'LOAD_FAILED'],
  ])('tells a failed %s with status %i as %s', (operation, status, code) => {
    expect(segmentFailureMessage(operation, status)).toBe(code);
  });

  it('reproduces the spec texts', () => {
    expect(SEGMENT_MESSAGES).toEqual({
      IN_USE_NOT_EDITABLE: 'El segmento está siendo usado por una campaña activa y no puede ser editado.',
      IN_USE_NOT_DELETABLE: 'El segmento está siendo usado por una campaña activa y no puede ser eliminado.',
      CREATE_FAILED: 'Error al crear segmento',
      UPDATE_FAILED: 'Error al actualizar segmento',
      DELETE_FAILED: 'Error al eliminar segmento',
      LOAD_FAILED: 'Error al obtener el segmento',
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEGMENT,
  SEGMENT_THUMBNAIL_MAX_BYTES,
  agesAfterRules,
  dataUrlBytes,
  isNewSegmentId,
  segmentChangedSince,
  segmentInputErrors,
  thumbnailProblem,
  type SegmentInput,
} from '@domain/segments';

const aSegment = (overrides: Partial<SegmentInput> = {}): SegmentInput => ({
  name: 'Mayores de 65',
  description: 'Clientes sénior',
  thumbnail: '',
  filters: { gender: ['female', 'male'], minAge: 66, maxAge: 100 },
  ...overrides,
});

describe('isNewSegmentId', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['new', true],
    ['7', false],
    ['a7f3', false],
  ])('reads %s as new: %s', (id, isNew) => {
    expect(isNewSegmentId(id)).toBe(isNew);
  });
});

describe('EMPTY_SEGMENT', () => {
  it('addresses every gender and the whole age range', () => {
    expect(EMPTY_SEGMENT).toEqual({ name: '', description: '', thumbnail: '', filters: { gender: ['female', 'male', 'other'], minAge: 16, maxAge: 100 } });
  });
});

describe('thumbnailProblem', () => {
  it('accepts an image of at most 10485760 bytes', () => {
    expect(thumbnailProblem({ type: 'image/png', size: SEGMENT_THUMBNAIL_MAX_BYTES })).toBeUndefined();
    expect(thumbnailProblem({ type: 'IMAGE/SVG+XML', size: 300 })).toBeUndefined();
  });

  it('refuses a larger image and anything that is not an image', () => {
    expect(thumbnailProblem({ type: 'image/jpeg', size: SEGMENT_THUMBNAIL_MAX_BYTES + 1 })).toBe('THUMBNAIL_TOO_LARGE');
    expect(thumbnailProblem({ type: 'application/pdf', size: 10 })).toBe('THUMBNAIL_NOT_IMAGE');
    expect(thumbnailProblem({ type: '', size: 10 })).toBe('THUMBNAIL_NOT_IMAGE');
  });
});

describe('dataUrlBytes', () => {
  it('measures the decoded bytes of a base64 data address', () => {
    expect(dataUrlBytes('data:image/png;base64,iVBORw0KGgo=')).toBe(8);
    expect(dataUrlBytes('data:image/png;base64,iVBORw0KGgoA')).toBe(9);
    expect(dataUrlBytes('data:image/svg+xml,<svg/>')).toBe(6);
  });

  it('has no size for a web address or none', () => {
    expect(dataUrlBytes('https://cdn.example/segment.png')).toBeUndefined();
    expect(dataUrlBytes('')).toBeUndefined();
  });

  it('agrees with the byte count of any content', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const base64 = btoa(String.fromCharCode(...bytes));
        expect(dataUrlBytes(`data:image/png;base64,${base64}`)).toBe(bytes.length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('segmentInputErrors', () => {
  it('accepts a named, described segment with a gender', () => {
    expect(segmentInputErrors(aSegment())).toEqual([]);
  });

  it('lists every broken rule', () => {
    expect(segmentInputErrors(aSegment({ name: ' ', description: '', filters: { gender: [], minAge: 16, maxAge: 100 } }))).toEqual(['NAME_REQUIRED', 'DESCRIPTION_REQUIRED', 'GENDER_REQUIRED']);
  });

  it('refuses a thumbnail over 10 MB', () => {
    const bytes = SEGMENT_THUMBNAIL_MAX_BYTES + 3;
    expect(segmentInputErrors(aSegment({ thumbnail: `data:image/png;base64,${'A'.repeat((bytes / 3) * 4)}` }))).toEqual(['THUMBNAIL_TOO_LARGE']);
    expect(segmentInputErrors(aSegment({ thumbnail: `data:image/png;base64,${'A'.repeat((SEGMENT_THUMBNAIL_MAX_BYTES / 4) * 4)}` }))).toEqual([]);
  });
});

describe('agesAfterRules', () => {
  it('says which typed age the rules change', () => {
    expect(agesAfterRules({ minAge: 30, maxAge: 60 })).toEqual({ range: { minAge: 30, maxAge: 60 }, minChanged: false, maxChanged: false });
    expect(agesAfterRules({ minAge: 5, maxAge: 60 })).toEqual({ range: { minAge: 16, maxAge: 60 }, minChanged: true, maxChanged: false });
    expect(agesAfterRules({ minAge: 70, maxAge: 60 })).toEqual({ range: { minAge: 70, maxAge: 71 }, minChanged: false, maxChanged: true });
    expect(agesAfterRules({ minAge: 100, maxAge: 100 })).toEqual({ range: { minAge: 100, maxAge: 100 }, minChanged: false, maxChanged: false });
  });

  it('reads an empty minimum as 16 and an empty maximum as 100', () => {
    expect(agesAfterRules({ minAge: undefined, maxAge: undefined })).toEqual({ range: { minAge: 16, maxAge: 100 }, minChanged: true, maxChanged: true });
  });

  it('changes nothing more once applied', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -50, max: 250 }), { nil: undefined }), fc.option(fc.integer({ min: -50, max: 250 }), { nil: undefined }), (minAge, maxAge) => {
        const { range } = agesAfterRules({ minAge, maxAge });
        expect(agesAfterRules(range)).toEqual({ range, minChanged: false, maxChanged: false });
      }),
      { numRuns: 300 },
    );
  });
});

describe('segmentChangedSince', () => {
  it('ignores the order of the genders', () => {
    expect(segmentChangedSince(aSegment(), aSegment({ filters: { gender: ['male', 'female'], minAge: 66, maxAge: 100 } }))).toBe(false);
  });

  it.each<[string, Partial<SegmentInput>]>([
    ['name', { name: 'Otro nombre' }],
    ['description', { description: 'Otra' }],
    ['thumbnail', { thumbnail: 'https://cdn.example/a.png' }],
    ['genders', { filters: { gender: ['female'], minAge: 66, maxAge: 100 } }],
    ['minimum age', { filters: { gender: ['female', 'male'], minAge: 67, maxAge: 100 } }],
    ['maximum age', { filters: { gender: ['female', 'male'], minAge: 66, maxAge: 99 } }],
  ])('sees a change of %s', (_field, change) => {
    expect(segmentChangedSince(aSegment(), aSegment(change))).toBe(true);
  });
});

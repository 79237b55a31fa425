import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEGMENT_SORT,
  listedSegments,
  orderedGenders,
  searchSegments,
  segmentListFileName,
  segmentSortFromQuery,
  segmentsForGender,
  sortCampaignSegments,
  type CampaignSegment,
  type SegmentGender,
} from '@domain/segments';

const aSegment = (id: string, name: string, gender: SegmentGender[], minAge: number, maxAge: number, editedBy = 'backoffice'): CampaignSegment => ({
  id,
  thumbnail: '',
  name,
  description: `Descripción de ${name}`,
  filters: { gender, minAge, maxAge },
  isDeleted: false,
  createdBy: 'backoffice',
  editedBy,
});

const ROWS = [
  aSegment('1', 'Mayores de 65 años', ['female', 'male', 'other'], 65, 100),
  aSegment('2', 'Diabéticos', ['male', 'female'], 30, 100, ''),
  aSegment('10', 'Mujeres mayores', ['female'], 71, 100, 'mgarcia'),
  aSegment('3', 'Ávidos lectores', ['other'], 16, 40, 'lfernandez'),
];

describe('searchSegments', () => {
  it('finds every word in the name, description, id or genders, ignoring case and accents', () => {
    expect(searchSegments(ROWS, 'diabeticos').map((row) => row.id)).toEqual(['2']);
    expect(searchSegments(ROWS, 'MUJER').map((row) => row.id)).toEqual(['1', '2', '10']);
    expect(searchSegments(ROWS, 'otro avidos').map((row) => row.id)).toEqual(['3']);
    expect(searchSegments(ROWS, '10').map((row) => row.id)).toEqual(['10']);
    expect(searchSegments(ROWS, '  ').map((row) => row.id)).toEqual(['1', '2', '10', '3']);
  });
});

describe('segmentsForGender', () => {
  it('keeps the segments that address the gender, all when none is asked', () => {
    expect(segmentsForGender(ROWS, 'female').map((row) => row.id)).toEqual(['1', '2', '10']);
    expect(segmentsForGender(ROWS, 'other').map((row) => row.id)).toEqual(['1', '3']);
    expect(segmentsForGender(ROWS, undefined)).toHaveLength(4);
  });
});

describe('sortCampaignSegments', () => {
  it('sorts names in Spanish order and ids as numbers', () => {
    expect(sortCampaignSegments(ROWS, DEFAULT_SEGMENT_SORT).map((row) => row.name)).toEqual(['Ávidos lectores', 'Diabéticos', 'Mayores de 65 años', 'Mujeres mayores']);
    expect(sortCampaignSegments(ROWS, { column: 'id', direction: 'desc' }).map((row) => row.id)).toEqual(['10', '3', '2', '1']);
  });

  it('sorts ages by the minimum, then the maximum', () => {
    expect(sortCampaignSegments(ROWS, { column: 'ages', direction: 'asc' }).map((row) => row.id)).toEqual(['3', '2', '1', '10']);
  });

  it('puts rows without an editor last either way', () => {
    expect(sortCampaignSegments(ROWS, { column: 'editedBy', direction: 'asc' }).map((row) => row.id)).toEqual(['1', '3', '10', '2']);
    expect(sortCampaignSegments(ROWS, { column: 'editedBy', direction: 'desc' }).map((row) => row.id)).toEqual(['10', '3', '1', '2']);
  });

  it('keeps every row, whatever the column', () => {
    fc.assert(
      fc.property(fc.constantFrom('id', 'name', 'description', 'ages', 'editedBy' as const), fc.constantFrom('asc', 'desc' as const), (column, direction) => {
        const sorted = sortCampaignSegments(ROWS, { column, direction });
        expect([...sorted].map((row) => row.id).sort()).toEqual(['1', '10', '2', '3']);
      }),
      { numRuns: 20 },
    );
  });
});

describe('segmentSortFromQuery', () => {
  it('reads a known column and falls back to the name otherwise', () => {
    expect(segmentSortFromQuery('ages', 'desc')).toEqual({ column: 'ages', direction: 'desc' });
    expect(segmentSortFromQuery('thumbnail', 'asc')).toEqual(DEFAULT_SEGMENT_SORT);
  });
});

describe('listedSegments and orderedGenders', () => {
  it('leaves deleted segments out and orders genders as the choices', () => {
    expect(listedSegments([...ROWS, { ...ROWS[0]!, id: '99', isDeleted: true }]).map((row) => row.id)).toEqual(['1', '2', '10', '3']);
    expect(orderedGenders(['other', 'male', 'female'])).toEqual(['female', 'male', 'other']);
  });
});

describe('segmentListFileName', () => {
  it('names the export by the Madrid date', () => {
    expect(segmentListFileName(Date.UTC(2026, 11, 31, 23, 30))).toBe('segmentos-2027-01-01.csv');
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { activeCrmFilters, crmFilterFor, crmFilterTypeOf, filterableCrmQuestions, initialCrmFilterValue, isActiveCrmFilter, responseMatchesCrmFilters, type CrmAnswerValue, type CrmField, type CrmFilter } from '@domain/crm';

function aQuestion(id: string, type: string, allowMultipleSelection?: boolean): CrmField {
  return { id, title: id, type, ref: id, properties: allowMultipleSelection === undefined ? {} : { allowMultipleSelection }, validations: { required: false } };
}

const SEX = aQuestion('sex', 'multiple_choice', false);
const INTERESTS = aQuestion('interests', 'multiple_choice', true);
const BIRTHDAY = aQuestion('birthday', 'date');
const LEGAL = aQuestion('legal', 'legal');
const EMAIL = aQuestion('email', 'email');

const answering = (entries: [string, CrmAnswerValue][]) => ({ answers: new Map(entries) });
const filterOf = (question: CrmField, value: CrmAnswerValue): CrmFilter => crmFilterFor(question, value) as CrmFilter;

describe('crmFilterTypeOf', () => {
  it.each([
    ['multiple_choice', 'any_of'],
    ['dropdown', 'any_of'],
    ['date', 'between'],
    ['yes_no', 'equals'],
    ['legal', 'equals'],
    ['short_text', 'contains'],
    ['long_text', 'contains'],
    ['email', 'contains'],
    ['phone_number', 'contains'],
    ['website', 'contains'],
    ['rating', undefined],
    ['number', undefined],
  ])('filters a %s question by %s', (type, filterType) => {
    expect(crmFilterTypeOf(type)).toBe(filterType);
  });
});

describe('crmFilterFor', () => {
  it('makes the CRM filter payload entry of a question (spec 2 §3: id, question_type, allow_multiple_selection, filter_type, val)', () => {
    expect(crmFilterFor(INTERESTS, ['Nutrición'])).toEqual({ id: 'interests', questionType: 'multiple_choice', allowMultipleSelection: true, filterType: 'any_of', value: ['Nutrición'] });
    expect(crmFilterFor(BIRTHDAY, ['1990-01-01', ''])).toEqual({ id: 'birthday', questionType: 'date', allowMultipleSelection: false, filterType: 'between', value: ['1990-01-01', ''] });
    expect(crmFilterFor(aQuestion('stars', 'rating'), 5)).toBeUndefined();
  });
});

describe('isActiveCrmFilter', () => {
  it.each<[string, CrmFilter, boolean]>([
    ['labels chosen', filterOf(SEX, ['Mujer']), true],
    ['no label', filterOf(SEX, []), false],
    ['blank labels only', filterOf(SEX, ['  ']), false],
    ['a period with a start', filterOf(BIRTHDAY, ['1990-01-01', '']), true],
    ['an open period', filterOf(BIRTHDAY, ['', '']), false],
    ['a malformed day', filterOf(BIRTHDAY, ['01/01/1990', '']), false],
    ['yes', filterOf(LEGAL, true), true],
    ['no', filterOf(LEGAL, false), true],
    ['neither yes nor no', filterOf(LEGAL, null), false],
    ['a text', filterOf(EMAIL, 'gmail'), true],
    ['a blank text', filterOf(EMAIL, '   '), false],
    ['a type the product does not know', { id: 'x', questionType: 'rating', allowMultipleSelection: false, filterType: 'greater_than', value: 3 }, true],
  ])('%s: %s', (_case, filter, active) => {
    expect(isActiveCrmFilter(filter)).toBe(active);
  });

  it('keeps the active entries in their order', () => {
    const filters = [filterOf(SEX, []), filterOf(EMAIL, 'a'), filterOf(LEGAL, true)];
    expect(activeCrmFilters(filters).map((filter) => filter.id)).toEqual(['email', 'legal']);
  });
});

describe('responseMatchesCrmFilters', () => {
  const ana = answering([
    ['sex', 'Mujer'],
    ['interests', ['Nutrición', 'Ortopedia']],
    ['birthday', '1990-05-17'],
    ['legal', true],
    ['email', 'Ana.Núñez@Example.com'],
  ]);

  it('keeps a response that answers one of the labels chosen, whether it chose one label or several', () => {
    expect(responseMatchesCrmFilters(ana, [filterOf(SEX, ['Hombre', 'Mujer'])])).toBe(true);
    expect(responseMatchesCrmFilters(ana, [filterOf(SEX, ['Hombre'])])).toBe(false);
    expect(responseMatchesCrmFilters(ana, [filterOf(INTERESTS, ['Ortopedia', 'Salud natural'])])).toBe(true);
    expect(responseMatchesCrmFilters(ana, [filterOf(INTERESTS, ['Salud natural'])])).toBe(false);
  });

  it('keeps a date within the period, both ends included, an empty end open', () => {
    expect(responseMatchesCrmFilters(ana, [filterOf(BIRTHDAY, ['1990-05-17', '1990-05-17'])])).toBe(true);
    expect(responseMatchesCrmFilters(ana, [filterOf(BIRTHDAY, ['1990-05-18', ''])])).toBe(false);
    expect(responseMatchesCrmFilters(ana, [filterOf(BIRTHDAY, ['', '1990-12-31'])])).toBe(true);
    expect(responseMatchesCrmFilters(answering([['birthday', '1990-05-17T00:00:00Z']]), [filterOf(BIRTHDAY, ['1990-01-01', '1990-12-31'])])).toBe(true);
    expect(responseMatchesCrmFilters(answering([['birthday', 'mayo']]), [filterOf(BIRTHDAY, ['1990-01-01', ''])])).toBe(false);
  });

  it('compares yes or no exactly, and texts by what they contain, letter case and accents aside', () => {
    expect(responseMatchesCrmFilters(ana, [filterOf(LEGAL, true)])).toBe(true);
    expect(responseMatchesCrmFilters(ana, [filterOf(LEGAL, false)])).toBe(false);
    expect(responseMatchesCrmFilters(ana, [filterOf(EMAIL, ' nunez@EXAMPLE ')])).toBe(true);
    expect(responseMatchesCrmFilters(ana, [filterOf(EMAIL, 'gmail')])).toBe(false);
  });

  it('needs every active entry, ignores those that ask for nothing, and never keeps an unanswered question', () => {
    expect(responseMatchesCrmFilters(ana, [filterOf(SEX, ['Mujer']), filterOf(LEGAL, true), filterOf(EMAIL, '')])).toBe(true);
    expect(responseMatchesCrmFilters(ana, [filterOf(SEX, ['Mujer']), filterOf(LEGAL, false)])).toBe(false);
    expect(responseMatchesCrmFilters(answering([]), [filterOf(LEGAL, false)])).toBe(false);
    expect(responseMatchesCrmFilters(answering([['sex', null]]), [filterOf(SEX, ['Mujer'])])).toBe(false);
    expect(responseMatchesCrmFilters(answering([['sex', true]]), [filterOf(SEX, ['Mujer'])])).toBe(false);
    expect(responseMatchesCrmFilters(answering([['email', true]]), [filterOf(EMAIL, 'true')])).toBe(false);
    expect(responseMatchesCrmFilters(answering([]), [])).toBe(true);
  });

  it('never keeps a response for an entry of a type the product does not know', () => {
    expect(responseMatchesCrmFilters(answering([['stars', 5]]), [{ id: 'stars', questionType: 'rating', allowMultipleSelection: false, filterType: 'greater_than', value: 3 }])).toBe(false);
  });

  it('keeps with two entries exactly the responses each entry keeps', () => {
    const answer = fc.record({ sex: fc.constantFrom('Mujer', 'Hombre', null), legal: fc.constantFrom(true, false, null) });
    fc.assert(
      fc.property(answer, fc.subarray(['Mujer', 'Hombre']), fc.boolean(), (given, labels, legal) => {
        const response = answering([
          ['sex', given.sex],
          ['legal', given.legal],
        ]);
        const bySex = filterOf(SEX, labels);
        const byLegal = filterOf(LEGAL, legal);
        expect(responseMatchesCrmFilters(response, [bySex, byLegal])).toBe(responseMatchesCrmFilters(response, [bySex]) && responseMatchesCrmFilters(response, [byLegal]));
      }),
      { numRuns: 100 },
    );
  });
});

describe('filterableCrmQuestions', () => {
  const PICTURE = aQuestion('picture', 'file_upload');
  it('keeps the questions of a filtered type, in their order, without those already filtered by', () => {
    const fields = [SEX, PICTURE, INTERESTS, BIRTHDAY, LEGAL, EMAIL];
    expect(filterableCrmQuestions(fields).map((field) => field.id)).toEqual(['sex', 'interests', 'birthday', 'legal', 'email']);
    expect(filterableCrmQuestions(fields, [filterOf(INTERESTS, []), filterOf(EMAIL, 'a')]).map((field) => field.id)).toEqual(['sex', 'birthday', 'legal']);
  });
});

describe('initialCrmFilterValue', () => {
  it('starts a filter that asks for nothing, but yes or no, which starts at yes', () => {
    expect([SEX, BIRTHDAY, LEGAL, EMAIL].map((question) => initialCrmFilterValue(question))).toEqual([[], ['', ''], true, '']);
    expect([SEX, BIRTHDAY, EMAIL].map((question) => isActiveCrmFilter(filterOf(question, initialCrmFilterValue(question))))).toEqual([false, false, false]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CRM_DATE_STRUCTURE,
  buildQuestion,
  crmAnswersDiffer,
  crmFormChangedSince,
  crmResponseChangedSince,
  protectedQuestionRefs,
  questionDraftOf,
  withQuestion,
  type CrmAnswerValue,
  type CrmField,
  type CrmForm,
  type QuestionDraft,
} from '@domain/crm';

function aField(id: string, ref: string, overrides: Partial<CrmField> = {}): CrmField {
  return { id, title: ref, type: 'short_text', ref, properties: {}, validations: { required: false }, ...overrides };
}

const form: CrmForm = { id: 'f1', title: 'Club', embedUrl: 'https://x.es/fidelizacion', fields: [aField('q1', 'name'), aField('q2', 'Color_favorito', { title: 'Color favorito' })] };

const blank: QuestionDraft = { id: 'new-1', title: '', type: 'short_text', description: '', choices: [], allowMultipleSelection: false, required: false };

describe('buildQuestion', () => {
  it('makes a question whose ref is its title with underscores (spec 2 §3), trimmed', () => {
    expect(buildQuestion({ ...blank, title: '  Deporte favorito ', description: ' Uno solo ', required: true }, form)).toEqual({
      ok: true,
      value: { id: 'new-1', title: 'Deporte favorito', type: 'short_text', ref: 'Deporte_favorito', properties: { description: 'Uno solo' }, validations: { required: true } },
    });
  });

  it('makes a multiple-choice question of the labels typed, blank and repeated ones dropped', () => {
    const built = buildQuestion({ ...blank, title: 'Intereses', type: 'multiple_choice', choices: ['Nutrición', ' ', 'Salud natural ', 'Nutrición'], allowMultipleSelection: true }, form);
    expect(built.ok && built.value.properties).toEqual({
      allowMultipleSelection: true,
      choices: [
        { ref: 'Nutrición', label: 'Nutrición', selected: false },
        { ref: 'Salud_natural', label: 'Salud natural', selected: false },
      ],
    });
  });

  it('gives a date question the form service’s date format', () => {
    const built = buildQuestion({ ...blank, title: 'Última revisión', type: 'date' }, form);
    expect(built.ok && built.value.properties).toEqual(CRM_DATE_STRUCTURE);
  });

  it.each<[string, QuestionDraft, string]>([
    ['a blank title', { ...blank, title: '   ' }, 'EMPTY_TITLE'],
    ['the ref of another question, letter case aside', { ...blank, title: 'color Favorito' }, 'DUPLICATE_REF'],
    ['a multiple-choice question without a choice', { ...blank, title: 'Intereses', type: 'multiple_choice', choices: [' ', ''] }, 'NO_CHOICES'],
  ])('refuses %s', (_case, draft, error) => {
    expect(buildQuestion(draft, form)).toEqual({ ok: false, error });
  });

  it('lets a question keep its own ref when it is changed', () => {
    expect(buildQuestion({ ...questionDraftOf(form.fields[1] as CrmField), required: true }, form).ok).toBe(true);
  });

  it('gives back the draft a question was made from', () => {
    const built = buildQuestion({ ...blank, title: 'Intereses', type: 'multiple_choice', choices: ['A', 'B'], allowMultipleSelection: true, description: 'Varias' }, form);
    if (!built.ok) throw new Error('built');
    expect(questionDraftOf(built.value)).toEqual({ id: 'new-1', title: 'Intereses', type: 'multiple_choice', choices: ['A', 'B'], allowMultipleSelection: true, description: 'Varias', required: false });
  });
});

describe('withQuestion', () => {
  it('replaces the question of the same id in its place, or adds a new one at the end', () => {
    const changed = aField('q1', 'nombre');
    expect(withQuestion(form, changed).fields.map((field) => field.ref)).toEqual(['nombre', 'Color_favorito']);
    expect(withQuestion(form, aField('q3', 'otra')).fields.map((field) => field.id)).toEqual(['q1', 'q2', 'q3']);
  });
});

describe('protectedQuestionRefs', () => {
  it('protects the mandatory questions but the children, sport and legal-test ones (spec 2 §5)', () => {
    const mandatory = ['name', 'email', 'children', 'sport', 'legal_test'].map((ref, index) => aField(`m${index}`, ref));
    expect(protectedQuestionRefs(mandatory)).toEqual(['name', 'email']);
    expect(protectedQuestionRefs(mandatory, ['email'])).toEqual(['name', 'children', 'sport', 'legal_test']);
  });
});

describe('changes since loaded', () => {
  it('sees a change in the title or in any question, not in the order of an object’s keys', () => {
    expect(crmFormChangedSince(form, { ...form })).toBe(false);
    expect(crmFormChangedSince(form, { embedUrl: form.embedUrl, fields: form.fields, id: form.id, title: form.title })).toBe(false);
    expect(crmFormChangedSince(form, { ...form, title: 'Club 2' })).toBe(true);
    expect(crmFormChangedSince(form, { ...form, fields: [form.fields[0] as CrmField] })).toBe(true);
    expect(crmFormChangedSince(form, withQuestion(form, { ...(form.fields[0] as CrmField), validations: { required: true } }))).toBe(true);
  });

  it('counts an absent, null, empty or empty-list answer as unanswered', () => {
    expect(crmAnswersDiffer(new Map([['a', 'x']]), new Map<string, CrmAnswerValue>([['a', 'x'], ['b', null], ['c', ''], ['d', []]]))).toBe(false);
    expect(crmAnswersDiffer(new Map([['a', 'x']]), new Map([['a', 'y']]))).toBe(true);
    expect(crmAnswersDiffer(new Map([['a', ['1', '2']]]), new Map([['a', ['2', '1']]]))).toBe(true);
    expect(crmResponseChangedSince({ answers: new Map([['a', true]]) }, { answers: new Map([['a', false]]) })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  matchesTemplateSearch,
  segmentChoices,
  templateChoices,
  templateFlags,
  type ActiveTemplate,
  type HealthcareSegment,
  type TemplatePicker,
} from '@domain/healthcare';

const template = (segmentId: number, templateId: number, templateName: string): ActiveTemplate => ({
  segmentId,
  templateId,
  templateName,
  segmentName: `Segmento ${segmentId}`,
});
const segment = (segmentId: number, templates: number[]): HealthcareSegment => ({
  segmentId,
  segmentFilters: '{"gender":"female","minAge":40}',
  templates,
});

const templates = [
  template(1, 11, 'Vacuna de la gripe'),
  template(1, 12, 'Tensión arterial'),
  template(2, 21, 'Protección SOLAR'),
  template(2, 11, 'Vacuna de la gripe'),
];
const segments = [segment(1, [11, 12]), segment(2, [21, 11]), segment(3, [31])];

const picker = (overrides: Partial<TemplatePicker> = {}): TemplatePicker => ({
  selectedSegmentId: undefined,
  selectedTemplateId: undefined,
  ready: [],
  initial: [],
  search: '',
  ...overrides,
});

describe('templateChoices', () => {
  it('lists every template with its flags when nothing is selected', () => {
    expect(templateChoices(templates, picker()).map((each) => [each.segmentId, each.templateId, each.enabled])).toEqual([
      [1, 11, true],
      [1, 12, true],
      [2, 21, true],
      [2, 11, true],
    ]);
  });

  it('limits the templates to the selected segment', () => {
    expect(templateChoices(templates, picker({ selectedSegmentId: 2 })).map((each) => each.templateId)).toEqual([21, 11]);
  });

  it('searches template names without regard to letter case', () => {
    expect(templateChoices(templates, picker({ search: ' solar ' })).map((each) => each.templateId)).toEqual([21]);
    expect(templateChoices(templates, picker({ search: 'VACUNA', selectedSegmentId: 1 })).map((each) => each.templateId)).toEqual([11]);
  });

  it('disables a template already in a ready template, in every segment', () => {
    const choices = templateChoices(templates, picker({ ready: [{ segmentId: 1, templateId: 11 }] }));
    expect(choices.map((each) => each.enabled)).toEqual([false, true, true, false]);
  });
});

describe('segmentChoices', () => {
  it('lists every segment when no template is selected, disabling those in a ready template', () => {
    const choices = segmentChoices(segments, picker({ ready: [{ segmentId: 2, templateId: 21 }] }));
    expect(choices.map((each) => [each.segment.segmentId, each.disabled])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
  });

  it('limits the segments to those containing the selected template', () => {
    expect(segmentChoices(segments, picker({ selectedTemplateId: 11 })).map((each) => each.segment.segmentId)).toEqual([1, 2]);
  });
});

describe('templateFlags', () => {
  const state = picker({
    selectedTemplateId: 12,
    initial: [
      { segmentId: 1, templateId: 11 },
      { segmentId: 2, templateId: 21 },
    ],
    ready: [{ segmentId: 1, templateId: 11 }],
  });

  it.each([
    ['a proposed template still ready', 1, 11, { selected: false, enabled: false, discarded: false, wasSelected: true }],
    ['a proposed template removed by the pharmacist', 2, 21, { selected: false, enabled: true, discarded: true, wasSelected: true }],
    ['the template picked now', 1, 12, { selected: true, enabled: true, discarded: false, wasSelected: false }],
    ['the same template in another segment', 2, 11, { selected: false, enabled: false, discarded: false, wasSelected: false }],
  ])('flags %s', (_case, segmentId, templateId, flags) => {
    expect(templateFlags({ segmentId, templateId }, state)).toEqual(flags);
  });

  it('discards only templates that were selected, and never one that is ready', () => {
    const refArb = fc.record({ segmentId: fc.integer({ min: 1, max: 3 }), templateId: fc.integer({ min: 1, max: 4 }) });
    fc.assert(
      fc.property(refArb, fc.array(refArb, { maxLength: 5 }), fc.array(refArb, { maxLength: 5 }), (ref, ready, initial) => {
        const flags = templateFlags(ref, picker({ ready, initial }));
        const isReady = ready.some((each) => each.segmentId === ref.segmentId && each.templateId === ref.templateId);
        expect(flags.discarded).toBe(flags.wasSelected && !isReady);
        if (isReady) expect(flags.enabled).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});

describe('matchesTemplateSearch', () => {
  it.each([
    ['Vacuna de la gripe', '', true],
    ['Vacuna de la gripe', 'GRIPE', true],
    ['Tensión arterial', 'tensión', true],
    ['Tensión arterial', 'tension', false],
    ['Protección SOLAR', 'solares', false],
  ])('matches %j against the search %j: %s', (name, search, matches) => {
    expect(matchesTemplateSearch(name, search)).toBe(matches);
  });

  it('agrees with a lower-case containment reference, whatever the letter case of the search', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnñopqrstuvwxyzáéíóúABCÑÁ '), maxLength: 12 });
    fc.assert(
      fc.property(letters, letters, (name, search) => {
        const reference = name.toLowerCase().includes(search.trim().toLowerCase());
        expect(matchesTemplateSearch(name, search)).toBe(reference);
        expect(matchesTemplateSearch(name, search.toUpperCase())).toBe(reference);
      }),
      { numRuns: 300 },
    );
  });
});

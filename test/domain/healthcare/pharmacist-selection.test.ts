import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  campaignsAwaitingPharmacy,
  offeredReadyTemplates,
  sameTemplateSelection,
  sendPlan,
  templateToAdd,
  withoutReadyTemplate,
  type ActiveTemplate,
  type CampaignTemplateRef,
  type HealthcareCampaign,
} from '@domain/healthcare';

const TEMPLATES: ActiveTemplate[] = [
  { templateId: 101, segmentId: 1, templateName: 'Revisión de la medicación', segmentName: 'Mayores de 65 años' },
  { templateId: 102, segmentId: 1, templateName: 'Vacuna de la gripe', segmentName: 'Mayores de 65 años' },
  { templateId: 103, segmentId: 2, templateName: 'Toma de tensión', segmentName: 'Hipertensos' },
];

const ref = (segmentId: number, templateId: number): CampaignTemplateRef => ({ segmentId, templateId });

describe('templateToAdd', () => {
  it('adds the selected template of the selected segment', () => {
    expect(templateToAdd(TEMPLATES, [], 1, 102)).toEqual(ref(1, 102));
  });

  it('adds the selected template when no segment is selected, with its own segment', () => {
    expect(templateToAdd(TEMPLATES, [ref(1, 101)], undefined, 103)).toEqual(ref(2, 103));
  });

  it.each([
    ['no template is selected', [], 1, undefined],
    ['the template is not offered', [], undefined, 999],
    ['the template is of another segment', [], 2, 101],
    ['the template is ready already', [ref(1, 101)], 1, 101],
    ['its segment has a ready template', [ref(1, 101)], 1, 102],
  ] as const)('adds nothing when %s', (_case, ready, segmentId, templateId) => {
    expect(templateToAdd(TEMPLATES, ready, segmentId, templateId)).toBeUndefined();
  });
});

describe('withoutReadyTemplate', () => {
  it('removes only the template named', () => {
    expect(withoutReadyTemplate([ref(1, 101), ref(2, 103)], 101)).toEqual([ref(2, 103)]);
    expect(withoutReadyTemplate([ref(2, 103)], 103)).toEqual([]);
    expect(withoutReadyTemplate([ref(2, 103)], 5)).toEqual([ref(2, 103)]);
  });
});

describe('offeredReadyTemplates', () => {
  it('keeps the offered templates, one per segment, and drops the others', () => {
    const offered = { segments: [], templates: TEMPLATES };
    expect(offeredReadyTemplates([ref(1, 101), ref(1, 102), ref(2, 999), ref(3, 103), ref(2, 103)], offered)).toEqual([ref(1, 101), ref(2, 103)]);
  });
});

describe('sameTemplateSelection', () => {
  it('compares selections in any order', () => {
    expect(sameTemplateSelection([ref(1, 101), ref(2, 103)], [ref(2, 103), ref(1, 101)])).toBe(true);
    expect(sameTemplateSelection([ref(1, 101)], [ref(1, 102)])).toBe(false);
    expect(sameTemplateSelection([ref(1, 101)], [ref(1, 101), ref(2, 103)])).toBe(false);
  });

  it('holds for any permutation of a selection', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 8 }), fc.integer(), (ids, seed) => {
        const selection = ids.map((id) => ref(id, id * 10));
        const shuffled = [...selection].sort((a, b) => ((a.templateId * seed) % 7) - ((b.templateId * seed) % 7));
        expect(sameTemplateSelection(selection, shuffled)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('sendPlan', () => {
  it('names each ready template and adds up the clients once every count is known', () => {
    const plan = sendPlan([ref(1, 102), ref(2, 103)], TEMPLATES, new Map([
      [1, 120],
      [2, 45],
    ]));
    expect(plan).toEqual({
      lines: [
        { segmentId: 1, segmentName: 'Mayores de 65 años', templateId: 102, templateName: 'Vacuna de la gripe', clients: 120 },
        { segmentId: 2, segmentName: 'Hipertensos', templateId: 103, templateName: 'Toma de tensión', clients: 45 },
      ],
      total: 165,
    });
  });

  it('has no total while a count is unknown, and names an unknown template by its ids', () => {
    const plan = sendPlan([ref(7, 700), ref(2, 103)], TEMPLATES, new Map([[2, 45]]));
    expect(plan.total).toBeUndefined();
    expect(plan.lines[0]).toEqual({ segmentId: 7, segmentName: '#7', templateId: 700, templateName: '#700', clients: undefined });
  });

  it('is empty with nothing ready', () => {
    expect(sendPlan([], TEMPLATES, new Map())).toEqual({ lines: [], total: 0 });
  });
});

describe('campaignsAwaitingPharmacy', () => {
  const NOW = Date.UTC(2026, 10, 21, 9);
  const campaign = (overrides: Partial<HealthcareCampaign>): HealthcareCampaign => ({
    id: 1,
    name: 'Gripe',
    deliveryDate: '2026-11-26',
    deliveryTime: '10:00',
    status: 10,
    topic: 'sanitaria',
    pharmacies: [500, 501],
    templates: [],
    isDeleted: false,
    createdBy: 'backoffice',
    editedBy: 'backoffice',
    pharmacyId: undefined,
    campaignTemplates: [],
    ...overrides,
  });

  it('lists the ready campaigns addressed to the pharmacy and still to come, soonest first', () => {
    const campaigns = [
      campaign({ id: 1, deliveryDate: '2026-12-03' }),
      campaign({ id: 2, deliveryDate: '2026-11-25' }),
      campaign({ id: 3, deliveryDate: '2026-11-25' }),
      campaign({ id: 4, status: 30 }),
      campaign({ id: 5, isDeleted: true }),
      campaign({ id: 6, pharmacies: [502] }),
      campaign({ id: 7, deliveryDate: '2026-11-21', deliveryTime: '09:00' }),
      campaign({ id: 8, deliveryDate: 'mañana' }),
    ];
    expect(campaignsAwaitingPharmacy(campaigns, 500, NOW).map((each) => each.id)).toEqual([2, 3, 1]);
  });
});

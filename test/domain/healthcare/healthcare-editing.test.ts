import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_HEALTHCARE_FORM,
  filterHealthcareCampaigns,
  healthcareCampaignErrors,
  healthcareCampaignForSave,
  healthcareCampaignIdOf,
  healthcareCampaignRows,
  healthcareDeliveryInstant,
  canEditHealthcareCampaign,
  healthcareCampaignChangedSince,
  sameHealthcareForm,
  searchPharmacies,
  sortHealthcareCampaigns,
  templatesBySegment,
  toggleAllPharmacies,
  toggleAllTemplates,
  toggleTemplate,
  type ActiveTemplate,
  type HealthcareCampaign,
  type HealthcareCampaignForm,
} from '@domain/healthcare';

/** 21/11/2026 10:00 in Madrid. */
const NOW = Date.UTC(2026, 10, 21, 9);

const aForm = (overrides: Partial<HealthcareCampaignForm> = {}): HealthcareCampaignForm => ({
  name: ' Semana del corazón ',
  deliveryDate: '2026-12-02',
  deliveryTime: '08:15',
  pharmacies: [501, 500],
  templates: [{ segmentId: 1, templateId: 101 }],
  ...overrides,
});

const aCampaign = (id: number, overrides: Partial<HealthcareCampaign> = {}): HealthcareCampaign => ({
  id,
  name: `Campaña ${id}`,
  deliveryDate: '2026-12-01',
  deliveryTime: '10:00',
  status: 10,
  topic: 'sanitaria',
  pharmacies: [],
  templates: [],
  isDeleted: false,
  createdBy: 'backoffice',
  editedBy: 'backoffice',
  pharmacyId: undefined,
  campaignTemplates: [],
  ...overrides,
});

const template = (templateId: number, segmentId: number, segmentName: string, templateName = `Plantilla ${templateId}`): ActiveTemplate => ({ templateId, segmentId, segmentName, templateName });

describe('healthcare campaign form rules', () => {
  it('reads the id of the address: digits are a campaign, anything else a new one', () => {
    expect([healthcareCampaignIdOf('12'), healthcareCampaignIdOf('new'), healthcareCampaignIdOf(undefined), healthcareCampaignIdOf(''), healthcareCampaignIdOf('1a')]).toEqual([12, undefined, undefined, undefined, undefined]);
  });

  it('places the delivery in Madrid time', () => {
    expect(healthcareDeliveryInstant('2026-12-02', '08:15')).toBe(Date.UTC(2026, 11, 2, 7, 15));
    expect(healthcareDeliveryInstant('2026-07-02', '08:15')).toBe(Date.UTC(2026, 6, 2, 6, 15));
    expect(healthcareDeliveryInstant('2026-02-30', '08:15')).toBeUndefined();
  });

  it('refuses a delivery that is not in the future, and empty selections', () => {
    expect(healthcareCampaignErrors(aForm({ deliveryDate: '2026-11-21', deliveryTime: '10:00' }), NOW)).toEqual(['DATE_IN_PAST']);
    expect(healthcareCampaignErrors(aForm({ deliveryDate: '2026-11-21', deliveryTime: '10:01' }), NOW)).toEqual([]);
    expect(healthcareCampaignErrors({ ...EMPTY_HEALTHCARE_FORM }, NOW)).toEqual(['NAME_REQUIRED', 'INVALID_DATE', 'NO_TEMPLATE_SELECTED', 'NO_PHARMACY_SELECTED']);
  });

  it('gives the campaign to save with the name trimmed and its author', () => {
    expect(healthcareCampaignForSave(aForm(), NOW, 'mgarcia')).toEqual({
      ok: true,
      value: { name: 'Semana del corazón', deliveryDate: '2026-12-02', deliveryTime: '08:15', pharmacies: [501, 500], templates: [{ segmentId: 1, templateId: 101 }], author: 'mgarcia' },
    });
    expect(healthcareCampaignForSave(aForm({ pharmacies: [] }), NOW, 'mgarcia')).toEqual({ ok: false, error: ['NO_PHARMACY_SELECTED'] });
  });

  it('compares forms whatever the order of their pharmacies and templates', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 9999 }), { maxLength: 20 }), (eids) => {
        expect(sameHealthcareForm(aForm({ pharmacies: eids }), aForm({ pharmacies: [...eids].reverse() }))).toBe(true);
        expect(sameHealthcareForm(aForm({ pharmacies: eids }), aForm({ pharmacies: [...eids, 10000] }))).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});

describe('healthcare campaign list rules', () => {
  const rows = healthcareCampaignRows([
    aCampaign(1, { name: 'Día de la diabetes', status: 30, deliveryDate: '2026-11-13' }),
    aCampaign(2, { name: 'Alergias', status: 20, deliveryDate: '2026-10-22' }),
    aCampaign(3, { name: 'Gripe', deliveryDate: '2026-12-03' }),
    aCampaign(4, { name: 'Borrada', isDeleted: true }),
  ]);

  it('leaves deleted campaigns out and filters the sent ones (status 30)', () => {
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(filterHealthcareCampaigns(rows, '', true).map((row) => row.id)).toEqual([1]);
    expect(filterHealthcareCampaigns(rows, 'dia', false).map((row) => row.id)).toEqual([1]);
    expect(filterHealthcareCampaigns(rows, '22/10/2026', false).map((row) => row.id)).toEqual([2]);
  });

  it('sorts by delivery, name or status', () => {
    expect(sortHealthcareCampaigns(rows, { column: 'delivery', direction: 'desc' }).map((row) => row.id)).toEqual([3, 1, 2]);
    expect(sortHealthcareCampaigns(rows, { column: 'name', direction: 'asc' }).map((row) => row.id)).toEqual([2, 1, 3]);
    expect(sortHealthcareCampaigns(rows, { column: 'status', direction: 'asc' }).map((row) => row.id)).toEqual([3, 2, 1]);
  });

  it('sorts by author and by the number of pharmacies, ties by delivery', () => {
    const more = healthcareCampaignRows([
      aCampaign(5, { createdBy: 'Zoe', pharmacies: [500], deliveryDate: '2026-12-05' }),
      aCampaign(6, { createdBy: 'Álvaro', pharmacies: [500, 501, 502], deliveryDate: '2026-12-04' }),
      aCampaign(7, { createdBy: 'Marta', pharmacies: [500, 501], deliveryDate: '2026-12-03' }),
    ]);
    expect(sortHealthcareCampaigns(more, { column: 'createdBy', direction: 'asc' }).map((row) => row.id)).toEqual([6, 7, 5]);
    expect(sortHealthcareCampaigns(more, { column: 'pharmacies', direction: 'desc' }).map((row) => row.id)).toEqual([6, 7, 5]);
  });
});

describe('a healthcare campaign changed since it was loaded', () => {
  const loaded = aCampaign(8, { pharmacies: [500, 501], templates: [{ segmentId: 1, templateId: 101 }, { segmentId: 2, templateId: 201 }] });

  it('is not changed by the same values in another order', () => {
    expect(healthcareCampaignChangedSince(loaded, { ...loaded, pharmacies: [501, 500], templates: [...loaded.templates].reverse() })).toBe(false);
  });

  it('is changed by its status, its name, its delivery, its pharmacies or its templates', () => {
    expect(healthcareCampaignChangedSince(loaded, { ...loaded, status: 20 })).toBe(true);
    expect(healthcareCampaignChangedSince(loaded, { ...loaded, name: 'Otra' })).toBe(true);
    expect(healthcareCampaignChangedSince(loaded, { ...loaded, deliveryDate: '2026-12-09' })).toBe(true);
    expect(healthcareCampaignChangedSince(loaded, { ...loaded, deliveryTime: '11:00' })).toBe(true);
    expect(healthcareCampaignChangedSince(loaded, { ...loaded, pharmacies: [500] })).toBe(true);
    expect(healthcareCampaignChangedSince(loaded, { ...loaded, templates: [{ segmentId: 1, templateId: 102 }] })).toBe(true);
  });

  it('may be edited only while ready (status 10), not cancelled, sent or failed', () => {
    expect(([10, 20, 30, 100] as const).map((status) => canEditHealthcareCampaign({ status }))).toEqual([true, false, false, false]);
  });
});

describe('healthcare pickers', () => {
  const pharmacies = [
    { eid: 500, name: 'Farmacia Llorente', city: 'Málaga' },
    { eid: 501, name: 'Farmacia Ruiz', city: 'Córdoba' },
    { eid: 502, name: 'Farmacia Álvarez', city: 'Málaga' },
  ];

  it('finds pharmacies by name, city or eid, ignoring accents', () => {
    expect(searchPharmacies(pharmacies, 'malaga').map((pharmacy) => pharmacy.eid)).toEqual([500, 502]);
    expect(searchPharmacies(pharmacies, 'alvarez').map((pharmacy) => pharmacy.eid)).toEqual([502]);
    expect(searchPharmacies(pharmacies, '501').map((pharmacy) => pharmacy.eid)).toEqual([501]);
  });

  it('selects all shown pharmacies, or unselects them when all were selected, leaving the others', () => {
    const shown = pharmacies.slice(0, 2);
    expect([...toggleAllPharmacies(new Set([502]), shown)].sort()).toEqual([500, 501, 502]);
    expect([...toggleAllPharmacies(new Set([500, 501, 502]), shown)]).toEqual([502]);
    fc.assert(
      fc.property(fc.subarray([500, 501, 502]), (selected) => {
        const once = toggleAllPharmacies(new Set(selected), pharmacies);
        expect(once.size === 0 || once.size === 3).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  const templates = [template(101, 1, 'Mayores'), template(102, 1, 'Mayores'), template(103, 2, 'Hipertensos'), template(105, 3, 'Diabéticos')];

  it('groups templates by segment in Spanish order', () => {
    expect(templatesBySegment(templates).map((group) => [group.segmentName, group.templates.map((each) => each.templateId)])).toEqual([
      ['Diabéticos', [105]],
      ['Hipertensos', [103]],
      ['Mayores', [101, 102]],
    ]);
  });

  it('selects all shown templates one per segment, and clears them when every segment has one', () => {
    const chosen = toggleAllTemplates([{ segmentId: 1, templateId: 102 }], templates);
    expect(chosen).toEqual([
      { segmentId: 1, templateId: 102 },
      { segmentId: 2, templateId: 103 },
      { segmentId: 3, templateId: 105 },
    ]);
    expect(toggleAllTemplates(chosen, templates)).toEqual([]);
    expect(toggleTemplate(chosen, template(103, 2, 'Hipertensos'))).toEqual([
      { segmentId: 1, templateId: 102 },
      { segmentId: 3, templateId: 105 },
    ]);
  });
});

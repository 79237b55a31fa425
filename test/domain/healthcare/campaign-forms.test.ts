import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CAMPAIGN_FORM_MESSAGES,
  deliveryTimestamp,
  healthcareFormErrors,
  parseSegmentFilters,
  promotionalFormErrors,
  type HealthcareCampaignForm,
  type PromotionalCampaignForm,
} from '@domain/healthcare';

describe('deliveryTimestamp', () => {
  it('merges a date and a time into YYYY-MM-DD HH:mm:ss', () => {
    expect(deliveryTimestamp('2026-06-01', '09:30')).toEqual({ ok: true, value: '2026-06-01 09:30:00' });
    expect(deliveryTimestamp(' 2026-12-31 ', '23:59 ')).toEqual({ ok: true, value: '2026-12-31 23:59:00' });
  });

  it.each([
    ['', '09:30', 'INVALID_DATE'],
    ['2026-02-30', '09:30', 'INVALID_DATE'],
    ['01/06/2026', '09:30', 'INVALID_DATE'],
    ['2026-06-01', '', 'INVALID_TIME'],
    ['2026-06-01', '24:00', 'INVALID_TIME'],
    ['2026-06-01', '9:30', 'INVALID_TIME'],
    ['2026-06-01', '09:30:00', 'INVALID_TIME'],
  ])('refuses %j with %j as %s', (date, time, error) => {
    expect(deliveryTimestamp(date, time)).toEqual({ ok: false, error });
  });

  it('keeps the date and time it was given, with zero seconds', () => {
    const dayArb = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const pad = (value: number): string => String(value).padStart(2, '0');
    const timeArb = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}`);
    fc.assert(
      fc.property(dayArb, timeArb, (date, time) => {
        const merged = deliveryTimestamp(date, time);
        expect(merged).toEqual({ ok: true, value: `${date} ${time}:00` });
        expect(merged.ok && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(merged.value)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('healthcareFormErrors', () => {
  const valid: HealthcareCampaignForm = {
    name: 'Campaña gripe',
    deliveryDate: '2026-10-01',
    deliveryTime: '10:00',
    templates: [{ segmentId: 1, templateId: 11 }],
    pharmacies: [101, 102],
  };

  it('accepts a valid form with a template and a pharmacy', () => {
    expect(healthcareFormErrors(valid)).toEqual([]);
  });

  it.each([
    ['a blank name', { name: '  ' }, ['NAME_REQUIRED']],
    ['no date', { deliveryDate: '' }, ['INVALID_DATE']],
    ['a bad time', { deliveryTime: '25:00' }, ['INVALID_TIME']],
    ['no template', { templates: [] }, ['NO_TEMPLATE_SELECTED']],
    ['no pharmacy', { pharmacies: [] }, ['NO_PHARMACY_SELECTED']],
    [
      'nothing filled',
      { name: '', deliveryDate: '', deliveryTime: '', templates: [], pharmacies: [] },
      ['NAME_REQUIRED', 'INVALID_DATE', 'INVALID_TIME', 'NO_TEMPLATE_SELECTED', 'NO_PHARMACY_SELECTED'],
    ],
  ] as const)('refuses %s', (_case, overrides, errors) => {
    expect(healthcareFormErrors({ ...valid, ...overrides })).toEqual(errors);
  });
});

describe('promotionalFormErrors', () => {
  const valid: PromotionalCampaignForm = {
    name: 'Promo verano',
    deliveryDate: '2026-07-01',
    deliveryTime: '08:00',
    selectedPromotion: 5,
    activePromotionalTemplateSelected: 9,
  };

  it('accepts a form with every required field', () => {
    expect(promotionalFormErrors(valid)).toEqual([]);
  });

  it.each([
    ['no promotion', { selectedPromotion: undefined }, ['PROMOTION_REQUIRED']],
    ['no template', { activePromotionalTemplateSelected: undefined }, ['PROMOTIONAL_TEMPLATE_REQUIRED']],
    ['no name and no date', { name: '', deliveryDate: '2026-13-01' }, ['NAME_REQUIRED', 'INVALID_DATE']],
  ] as const)('refuses %s', (_case, overrides, errors) => {
    expect(promotionalFormErrors({ ...valid, ...overrides })).toEqual(errors);
  });
});

describe('CAMPAIGN_FORM_MESSAGES', () => {
  it('words the form errors in Spanish', () => {
    expect(CAMPAIGN_FORM_MESSAGES.NO_PHARMACY_SELECTED).toBe('Selecciona al menos una farmacia.');
    expect(CAMPAIGN_FORM_MESSAGES.NO_TEMPLATE_SELECTED).toBe('Selecciona al menos una plantilla.');
  });
});

describe('parseSegmentFilters', () => {
  it.each([
    ['{"gender":"female","minAge":40}', { genders: ['female'], minAge: 40 }],
    ['{"gender":["male","other",3],"minAge":"65"}', { genders: ['male', 'other'], minAge: 65 }],
    ['{}', { genders: [], minAge: undefined }],
    ['{"gender":true,"minAge":"mucha"}', { genders: [], minAge: undefined }],
  ])('reads %s', (json, filters) => {
    expect(parseSegmentFilters(json)).toEqual({ ok: true, value: filters });
  });

  it.each(['', '{gender:female}', '[]', 'null', '"female"'])('refuses %j as INVALID_SEGMENT_FILTERS', (json) => {
    expect(parseSegmentFilters(json)).toEqual({ ok: false, error: 'INVALID_SEGMENT_FILTERS' });
  });

  it('never throws, and reads back any gender and age it is given', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 120 }), fc.string(), (gender, minAge, noise) => {
        expect(parseSegmentFilters(JSON.stringify({ gender, minAge, noise }))).toEqual({ ok: true, value: { genders: [gender], minAge } });
        expect(() => parseSegmentFilters(noise)).not.toThrow();
      }),
      { numRuns: 100 },
    );
  });
});

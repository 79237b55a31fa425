import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hasNoPurchases,
  isValidContact,
  netTotal,
  salesTotals,
  splitContactList,
  campaignReportFieldErrors,
  validateCampaignReport,
  type ContactKind,
} from '@domain/campaign-reports';
import { aCampaignReportForm, aCampaignReportSummary, aClientSale } from '../../support/builders/campaign-report.builder';

const march1 = Date.UTC(2026, 1, 28, 23);
const march31 = Date.UTC(2026, 2, 30, 22);

describe('isValidContact', () => {
  it.each(['ana@farmacia.es', 'ana.garcia+promo@correo.example.com', 'x_1@sub-dominio.org'])('accepts the email %s', (line) => {
    expect(isValidContact(line, 'email')).toBe(true);
  });

  it.each(['ana', 'ana@', '@farmacia.es', 'ana@farmacia', 'ana @farmacia.es', 'ana@@farmacia.es', 'ana@farmacia.e', 'ana@-farmacia.es'])(
    'refuses the email %j',
    (line) => {
      expect(isValidContact(line, 'email')).toBe(false);
    },
  );

  it.each(['612345678', '912345678', '6123456789', '612345678 casa'])('accepts the phone %j', (line) => {
    expect(isValidContact(line, 'phone')).toBe(true);
  });

  it.each(['61234567', '+34612345678', '612 345 678', 'ana@farmacia.es'])('refuses the phone %j', (line) => {
    expect(isValidContact(line, 'phone')).toBe(false);
  });
});

describe('splitContactList', () => {
  it('keeps the valid lines and drops the invalid ones, in pasted order', () => {
    const text = '  ana@farmacia.es \r\nno-es-email\n\n   \nluis@correo.com\r@mal.es';
    expect(splitContactList(text, 'email')).toEqual({ kept: ['ana@farmacia.es', 'luis@correo.com'], dropped: ['no-es-email', '@mal.es'] });
  });

  it('keeps phone lines that start with nine digits', () => {
    expect(splitContactList('612345678\n12345\n912345678', 'phone')).toEqual({ kept: ['612345678', '912345678'], dropped: ['12345'] });
  });

  const kind = fc.constantFrom<ContactKind>('email', 'phone');
  const line = fc.oneof(fc.emailAddress(), fc.stringMatching(/^\d{9,11}$/), fc.string({ maxLength: 20 }));
  const spaces = fc.stringMatching(/^[ \t]{0,3}$/);

  it('keeps exactly the valid lines, in order', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), kind, (lines, chosen) => {
        const pasted = lines.map((entry) => entry.replace(/[\r\n]/g, ''));
        const trimmed = pasted.map((entry) => entry.trim()).filter((entry) => entry !== '');
        const { kept, dropped } = splitContactList(pasted.join('\n'), chosen);
        expect(kept).toEqual(trimmed.filter((entry) => isValidContact(entry, chosen)));
        expect(kept.length + dropped.length).toBe(trimmed.length);
      }),
      { numRuns: 100 },
    );
  });

  it('is stable under whitespace around lines', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(spaces, line, spaces), { maxLength: 20 }), kind, (lines, chosen) => {
        const bare = lines.map(([, entry]) => entry.replace(/[\r\n]/g, '').trim());
        const padded = lines.map(([before, entry, after]) => before + entry.replace(/[\r\n]/g, '').trim() + after);
        expect(splitContactList(padded.join('\n'), chosen)).toEqual(splitContactList(bare.join('\n'), chosen));
      }),
      { numRuns: 100 },
    );
  });
});

describe('validateCampaignReport', () => {
  it('builds the request with the valid lines and reports the dropped ones', () => {
    expect(validateCampaignReport(aCampaignReportForm({ pharmacyId: ' 1087 ', pastedList: 'ana@farmacia.es\nmal\nluis@correo.com' }))).toEqual({
      ok: true,
      value: { request: { eid: '1087', erp: ['ana@farmacia.es', 'luis@correo.com'], dateMin: march1, dateMax: march31 }, dropped: ['mal'] },
    });
  });

  it.each([
    ['an empty pharmacy id', { pharmacyId: '  ' }],
    ['an empty list', { pastedList: '' }],
    ['a list without a valid line', { pastedList: 'mal\notro mal' }],
    ['phones checked as emails', { pastedList: '612345678' }],
  ])('refuses %s as MISSING_FIELDS', (_name, overrides) => {
    expect(validateCampaignReport(aCampaignReportForm(overrides))).toEqual({ ok: false, error: 'MISSING_FIELDS' });
  });

  it('refuses a minimum date after the maximum with MIN_AFTER_MAX', () => {
    expect(validateCampaignReport(aCampaignReportForm({ dateMin: march31, dateMax: march1 }))).toEqual({ ok: false, error: 'MIN_AFTER_MAX' });
  });

  it.each([
    ['equal dates', march1, march1],
    ['no minimum', undefined, march1],
    ['no maximum', march31, undefined],
    ['no dates', undefined, undefined],
  ])('accepts %s', (_name, dateMin, dateMax) => {
    const result = validateCampaignReport(aCampaignReportForm({ dateMin, dateMax }));
    expect(result.ok && [result.value.request.dateMin, result.value.request.dateMax]).toEqual([dateMin, dateMax]);
  });

  it('checks the required fields before the dates', () => {
    expect(validateCampaignReport(aCampaignReportForm({ pharmacyId: '', dateMin: march31, dateMax: march1 }))).toEqual({ ok: false, error: 'MISSING_FIELDS' });
  });

  it.each(['abc', '5OO', '500.5', '-500', '500 501'])('refuses the pharmacy id %j, which is not a number, with INVALID_PHARMACY_ID', (pharmacyId) => {
    expect(validateCampaignReport(aCampaignReportForm({ pharmacyId }))).toEqual({ ok: false, error: 'INVALID_PHARMACY_ID' });
  });
});

describe('campaignReportFieldErrors', () => {
  it('puts each error on its field, all at once', () => {
    expect(campaignReportFieldErrors(aCampaignReportForm({ pharmacyId: 'abc', pastedList: 'mal', dateMin: march31, dateMax: march1 }))).toEqual({
      pharmacyId: 'INVALID_PHARMACY_ID',
      list: 'MISSING_FIELDS',
      dateMax: 'MIN_AFTER_MAX',
    });
    expect(campaignReportFieldErrors(aCampaignReportForm({ pharmacyId: ' ' }))).toEqual({ pharmacyId: 'MISSING_FIELDS' });
  });

  it('finds no error in a form validateCampaignReport accepts, and one in every form it refuses', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' 500 ', 'abc', '1087'), fc.constantFrom('', 'mal', 'ana@farmacia.es'), fc.constantFrom(undefined, march1, march31), fc.constantFrom(undefined, march1, march31), (pharmacyId, pastedList, dateMin, dateMax) => {
        const form = aCampaignReportForm({ pharmacyId, pastedList, dateMin, dateMax });
        expect(Object.keys(campaignReportFieldErrors(form)).length === 0).toBe(validateCampaignReport(form).ok);
      }),
      { numRuns: 100 },
    );
  });
});

describe('report results', () => {
  const summary = aCampaignReportSummary();

  it('adds up per-client sales', () => {
    const sales = [
      aClientSale({ client: 'ana@farmacia.es', quantity: 3, finalValue: 10.1 }),
      aClientSale({ client: 'luis@correo.com', quantity: 1, finalValue: 0.2 }),
    ];
    expect(salesTotals(sales)).toEqual({ clients: 2, quantity: 4, finalValue: 10.3 });
    expect(salesTotals([])).toEqual({ clients: 0, quantity: 0, finalValue: 0 });
  });

  it('subtracts returns from the total', () => {
    expect(netTotal(summary)).toBe(1494.45);
  });

  it.each([
    ['a summary with transactions', { kind: 'summary', summary }, false],
    ['a summary without transactions', { kind: 'summary', summary: { ...summary, clients: 0, transactions: 0 } }, true],
    ['per-client sales', { kind: 'per-client', sales: [aClientSale({ client: '612345678', quantity: 2, finalValue: 8 })] }, false],
    ['no per-client sales', { kind: 'per-client', sales: [] }, true],
    ['clients without units', { kind: 'per-client', sales: [aClientSale({ client: '612345678', quantity: 0, finalValue: 0 })] }, true],
  ] as const)('sees %s as without purchases: %s', (_name, result, expected) => {
    expect(hasNoPurchases(result)).toBe(expected);
  });
});

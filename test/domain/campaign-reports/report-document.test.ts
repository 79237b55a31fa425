import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  campaignReportDocument,
  campaignReportFileName,
  contactKey,
  reportDayStart,
  reportDayText,
} from '@domain/campaign-reports';
import { aCampaignReportRequest, aCampaignReportSummary, aClientSale } from '../../support/builders/campaign-report.builder';

/** 01/09/2026 and 21/11/2026 at the start of the day in Madrid. */
const september1 = Date.UTC(2026, 7, 31, 22);
const november21 = Date.UTC(2026, 10, 20, 23);

const request = aCampaignReportRequest({ erp: ['ana@farmacia.es', 'luis@correo.com'], dateMin: september1, dateMax: november21 });
const sales = [
  aClientSale({ client: 'ana@farmacia.es', quantity: 3, finalValue: 45.9 }),
  aClientSale({ client: 'luis@correo.com', quantity: 1, finalValue: 12.5 }),
];

describe('contactKey', () => {
  it.each([
    ['an email, whatever its case', '  Ana.Garcia@Farmacia.ES ', 'ana.garcia@farmacia.es'],
    ['a phone, by its first nine digits', '612345678 casa', '612345678'],
    ['a longer phone', '6123456789', '612345678'],
    ['an email that starts with digits', '612345678@correo.es', '612345678@correo.es'],
    ['anything else', ' 12345 ', '12345'],
  ])('keys %s', (_name, line, key) => {
    expect(contactKey(line)).toBe(key);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.stringMatching(/^\d{9,12}( [a-z]{1,5})?$/), fc.string({ maxLength: 20 })), (line) => {
        expect(contactKey(contactKey(line))).toBe(contactKey(line));
      }),
      { numRuns: 100 },
    );
  });
});

describe('report days', () => {
  it.each([
    ['the start of a day', september1, '2026-09-01'],
    ['the last minute of a day in Madrid', Date.UTC(2026, 10, 21, 22, 59), '2026-11-21'],
    ['midnight in Madrid in summer time', Date.UTC(2026, 5, 30, 22), '2026-07-01'],
    ['an unreadable instant', Number.NaN, ''],
  ])('writes %s as %j', (_name, instant, text) => {
    expect(reportDayText(instant)).toBe(text);
  });

  it.each([
    ['2026-09-01', september1],
    ['2026-11-21', november21],
    ['2026-02-30', undefined],
    ['01/09/2026', undefined],
    ['2026-9-1', undefined],
    ['', undefined],
  ])('reads %j', (text, instant) => {
    expect(reportDayStart(text)).toBe(instant);
  });

  it('round-trips every day from 1970 to 2099', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1970, 0, 2)), max: new Date(Date.UTC(2099, 11, 30)), noInvalidDate: true }), (date) => {
        const day = reportDayText(date.getTime());
        const start = reportDayStart(day);
        expect(start).toBeLessThanOrEqual(date.getTime());
        expect(reportDayText(start ?? Number.NaN)).toBe(day);
      }),
      { numRuns: 100 },
    );
  });
});

describe('campaignReportDocument', () => {
  it('writes an aggregate answer with its per-client sales under the service names', () => {
    const summary = aCampaignReportSummary({ clients: 2, returns: 1, total: 70.4, totalReturned: 12, transactions: 5 });
    expect(campaignReportDocument(request, { kind: 'summary', summary, sales })).toEqual({
      EID: '500',
      ERP: ['ana@farmacia.es', 'luis@correo.com'],
      dateMin: '2026-09-01',
      dateMax: '2026-11-21',
      clients: 2,
      returns: 1,
      total: 70.4,
      total_returned: 12,
      transactions: 5,
      sales: [
        { client: 'ana@farmacia.es', quantity: 3, final_value: 45.9 },
        { client: 'luis@correo.com', quantity: 1, final_value: 12.5 },
      ],
    });
  });

  it('writes an aggregate answer without sales with an empty sales list', () => {
    const summary = aCampaignReportSummary({ clients: 0, returns: 0, total: 0, totalReturned: 0, transactions: 0 });
    expect(campaignReportDocument(request, { kind: 'summary', summary }).sales).toEqual([]);
  });

  it('writes per-client sales without the aggregate fields, and dates not chosen as null', () => {
    expect(campaignReportDocument({ ...request, dateMin: undefined, dateMax: undefined }, { kind: 'per-client', sales: sales.slice(1) })).toEqual({
      EID: '500',
      ERP: ['ana@farmacia.es', 'luis@correo.com'],
      dateMin: null,
      dateMax: null,
      sales: [{ client: 'luis@correo.com', quantity: 1, final_value: 12.5 }],
    });
  });
});

describe('campaignReportFileName', () => {
  it.each([
    ['both dates', request, 'informe-campana-farmacia-500-desde-2026-09-01-hasta-2026-11-21.json'],
    ['no minimum date', { ...request, dateMin: undefined }, 'informe-campana-farmacia-500-hasta-2026-11-21.json'],
    ['no dates', { ...request, dateMin: undefined, dateMax: undefined }, 'informe-campana-farmacia-500.json'],
    ['an id with unsafe characters', { ...request, eid: '5/0:0', dateMin: undefined, dateMax: undefined }, 'informe-campana-farmacia-500.json'],
  ])('names a report with %s', (_name, value, name) => {
    expect(campaignReportFileName(value)).toBe(name);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { preProcessTotal } from '@domain/campaigns';
import { audienceFigures, csvRecordCount } from '@adapters/campaigns';

/** A demo campaign id: 24 hexadecimal digits. */
const campaignIds = fc.stringMatching(/^[0-9a-f]{24}$/);

describe('the figures of a demo sending', () => {
  it('splits the audience into pre-processing parts that add up to it, and keeps the broker’s figures within what was sent', () => {
    fc.assert(
      fc.property(campaignIds, fc.constantFrom('email' as const, 'sms' as const), fc.integer({ min: 0, max: 50_000 }), (cid, subtype, audience) => {
        const { results, brokerData } = audienceFigures(cid, subtype, audience);
        expect(preProcessTotal(results)).toBe(audience);
        expect(Object.values(results).every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
        // At most a quarter and a hundredth is set aside (an SMS list's rates at their highest: 20 % without a mobile, 4 % invalid, 1 % and 1 %).
        expect(results.valid).toBeGreaterThanOrEqual(Math.floor(audience * 0.74));
        expect(brokerData.bouncers).toBeLessThanOrEqual(results.valid);
        expect(brokerData.clickers + brokerData.unsubscribed).toBeLessThanOrEqual(results.valid - brokerData.bouncers);
        if (subtype === 'sms') expect(brokerData.clickers).toBe(0);
        expect(audienceFigures(cid, subtype, audience)).toEqual({ results, brokerData });
      }),
      { numRuns: 300 },
    );
  });

  it('sends every recipient of a short list, setting none aside', () => {
    expect(audienceFigures('6b015d90000001f400000013', 'sms', 3)).toEqual({
      results: { bounced: 0, empty: 0, invalid: 0, unsubscribed: 0, valid: 3 },
      brokerData: { bouncers: 0, clickers: 0, unsubscribed: 0 },
    });
    expect(preProcessTotal(audienceFigures('6b015d90000001f400000013', 'email', 0).results)).toBe(0);
  });
});

describe('csvRecordCount', () => {
  it('counts the rows after the header, line breaks inside quotes and empty lines aside', () => {
    expect(csvRecordCount('\uFEFF"nombre";"telefono"\r\n"Ana";"600000001"\r\n"Luis";"600000002"\r\n"Eva";"600000003"\r\n')).toBe(3);
    expect(csvRecordCount('nombre;email\n"Ana\nGarcía";ana@example.es\n\n   \nLuis;luis@example.es')).toBe(2);
    expect(csvRecordCount('nombre;email\r\n')).toBe(0);
    expect(csvRecordCount('')).toBe(0);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignChangedSince, type Campaign } from '@domain/campaigns';
import { aCampaign } from '../../support/builders/campaign.builder';

const known = aCampaign({ status: 'DRAFT' });

/** Every change a save of the wizard (or of the server) can make, one at a time. */
const changes: readonly ((campaign: Campaign) => Campaign)[] = [
  (c) => ({ ...c, modified: c.modified + 1 }),
  (c) => ({ ...c, status: 'PENDING' }),
  (c) => ({ ...c, campaignType: 'promotional' }),
  (c) => ({ ...c, topic: undefined }),
  (c) => ({ ...c, content: { ...c.content, name: 'Otra' } }),
  (c) => ({ ...c, content: { ...c.content, subject: 'Otro asunto' } }),
  (c) => ({ ...c, content: { ...c.content, html: '<p>Adiós</p>' } }),
  (c) => ({ ...c, content: { ...c.content, json: '{"page":{"rows":[]}}' } }),
  (c) => ({ ...c, content: { ...c.content, sheetId: undefined } }),
  (c) => ({ ...c, content: { ...c.content, smsContent: 'Hola' } }),
  (c) => ({ ...c, segment: { ...c.segment, type: 'EXCEL' } }),
  (c) => ({ ...c, segment: { ...c.segment, apiId: 'seg-5' } }),
  (c) => ({ ...c, segment: { ...c.segment, excel: 'memory://recipients/1.csv' } }),
  (c) => ({ ...c, segment: { ...c.segment, xlsx: 'memory://recipients/1.xlsx' } }),
  (c) => ({ ...c, schedule: undefined }),
  (c) => ({ ...c, schedule: { scheduled: undefined, sendNow: true } }),
  (c) => ({ ...c, redemption: undefined }),
  (c) => ({ ...c, redemption: { type: 'sales', date: Date.UTC(2026, 1, 2) } }),
];

describe('campaignChangedSince', () => {
  it('is false for the campaign read again as it was, and for what the server alone keeps', () => {
    expect(campaignChangedSince(known, { ...known, content: { ...known.content }, segment: { ...known.segment } })).toBe(false);
    // The sending's own fields are not the wizard's: a read that adds them is not somebody's edit.
    expect(campaignChangedSince(known, { ...known, history: [], jobs: [], results: undefined, brokerData: undefined, segment: { ...known.segment, finalListCsv: undefined } })).toBe(false);
  });

  it('is true for a change of any field a save writes, of the status or of the modification time', () => {
    for (const [index, change] of changes.entries()) expect(campaignChangedSince(known, change(known)), `change ${index}`).toBe(true);
  });

  it('tells apart two saves of different names made within the same millisecond', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (mine, theirs) => {
        const a = { ...known, content: { ...known.content, name: mine } };
        const b = { ...known, content: { ...known.content, name: theirs } };
        expect(campaignChangedSince(a, b)).toBe(mine !== theirs);
      }),
      { numRuns: 200 },
    );
  });
});

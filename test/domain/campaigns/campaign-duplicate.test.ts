import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CAMPAIGN_STATUSES, COPY_NAME_PREFIX, duplicateCampaign } from '@domain/campaigns';
import { aCampaign } from '../../support/builders/campaign.builder';

const now = Date.UTC(2026, 4, 20, 8);

describe('duplicateCampaign', () => {
  it('makes a new DRAFT named "copia de: " with the run-time fields cleared', () => {
    const original = aCampaign();
    expect(duplicateCampaign(original, now)).toEqual({
      ...original,
      id: undefined,
      status: 'DRAFT',
      created: now,
      modified: now,
      schedule: undefined,
      jobs: [],
      results: undefined,
      brokerData: undefined,
      reportId: undefined,
      segment: { type: 'EVO_SEGMENT', apiId: 'seg-4', excel: undefined, xlsx: undefined, finalListCsv: undefined },
      content: { ...original.content, name: 'copia de: Campaña de la gripe' },
    });
  });

  it('leaves the original untouched', () => {
    const original = aCampaign();
    const snapshot = structuredClone(original);
    duplicateCampaign(original, now);
    expect(original).toEqual(snapshot);
  });

  it('prefixes again when copying a copy', () => {
    const copy = duplicateCampaign(duplicateCampaign(aCampaign(), now), now);
    expect(copy.content.name).toBe('copia de: copia de: Campaña de la gripe');
  });

  it('keeps the audience and the content of any campaign', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.constantFrom(...CAMPAIGN_STATUSES),
        (name, status) => {
          const original = aCampaign({ status, content: { ...aCampaign().content, name } });
          const copy = duplicateCampaign(original, now);
          expect(copy.status).toBe('DRAFT');
          expect(copy.content).toEqual({ ...original.content, name: COPY_NAME_PREFIX + name });
          expect({ ...copy.segment, finalListCsv: 'x' }).toEqual({ ...original.segment, finalListCsv: 'x' });
          expect([copy.eid, copy.subtype, copy.campaignType, copy.topic]).toEqual([original.eid, original.subtype, original.campaignType, original.topic]);
        },
      ),
      { numRuns: 100 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUSES,
  isEditableInWizard,
  newCampaignDraft,
  parametersStepErrors,
  reachesRecipients,
  recipientCountOfFilledRows,
  sheetRecipientCount,
  smsCampaignMessages,
  testEmailSubject,
} from '@domain/campaigns';

const NOW = Date.UTC(2026, 10, 25, 9);

describe('newCampaignDraft', () => {
  it('is an empty classic draft of the pharmacy, to a segment of the API not chosen yet, created now', () => {
    const draft = newCampaignDraft({ eid: 500, subtype: 'sms', product: 'EVO', now: NOW });
    expect(draft).toMatchObject({ id: undefined, eid: 500, subtype: 'sms', status: 'DRAFT', campaignType: 'classic', created: NOW, modified: NOW, schedule: undefined });
    expect(draft.segment).toEqual({ type: 'EVO_SEGMENT', apiId: undefined, excel: undefined, xlsx: undefined, finalListCsv: undefined });
    expect(parametersStepErrors(draft, 'EVO')).toEqual(['MISSING_NAME', 'MISSING_API_SEGMENT']);
  });
});

describe('campaign wizard rules', () => {
  it('lets the wizard change drafts and campaigns waiting to go only', () => {
    expect(CAMPAIGN_STATUSES.filter(isEditableInWizard)).toEqual(['DRAFT', 'PENDING']);
  });

  it("prefixes a test email's subject with '[TEST] '", () => {
    expect(testEmailSubject('Vacúnate')).toBe('[TEST] Vacúnate');
  });

  it('counts the filled rows of a sheet under its header', () => {
    expect(sheetRecipientCount([['Nombre'], ['Ana'], [null, ''], ['Luis']])).toBe(2);
    expect(sheetRecipientCount([['Nombre']])).toBe(0);
    expect(sheetRecipientCount([])).toBe(0);
  });

  it('counts the recipients of a sheet summarised as its filled rows: all but the header', () => {
    expect(recipientCountOfFilledRows(3)).toBe(2);
    expect(recipientCountOfFilledRows(1)).toBe(0);
    expect(recipientCountOfFilledRows(0)).toBe(0);
  });

  it('costs an SMS campaign segments × recipients, nothing when either is zero', () => {
    expect(smsCampaignMessages(2, 1284)).toBe(2568);
    expect(smsCampaignMessages(0, 1284)).toBe(0);
    expect(smsCampaignMessages(2, 0)).toBe(0);
  });

  it('stops recipients that reach nobody, not a count still unknown', () => {
    expect(reachesRecipients(0)).toBe(false);
    expect(reachesRecipients(1)).toBe(true);
    expect(reachesRecipients(undefined)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { CAMPAIGN_REPORT_MESSAGES, CONTACT_KIND_NAMES, type CampaignReportMessageCode, type ContactKind } from '@domain/campaign-reports';
import { campaignReportAlert, contactKindNames } from '@ui/campaign-reports/campaign-report-messages';

describe('campaign report alerts of the screen', () => {
  it.each(Object.keys(CAMPAIGN_REPORT_MESSAGES) as CampaignReportMessageCode[])('shows %s with the spec text of the domain', (code) => {
    expect(campaignReportAlert(code, 'email').message).toBe(CAMPAIGN_REPORT_MESSAGES[code]);
  });

  it('fills {type} with the word of the kind', () => {
    expect(campaignReportAlert('MISSING_FIELDS', 'teléfono').values).toEqual({ type: 'teléfono' });
  });

  it.each(Object.keys(CONTACT_KIND_NAMES) as ContactKind[])('names the kind %s as the domain does', (kind) => {
    expect(contactKindNames[kind].message).toBe(CONTACT_KIND_NAMES[kind]);
  });
});

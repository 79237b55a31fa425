import type { CampaignTestSender, EmailTest, SmsTest } from '@domain/campaigns';
import type { HttpClient } from '@adapters/shared';
import { emailTestToDto, smsTestToDto, testSentAnswer } from './campaign-test.dto';

/**
 * Test sends of a campaign over HTTP, on the campaign service under /api/v1 (spec 2 §7), with the
 * signed-in user's identity headers. The SMS goes to POST /campaign/createSMSTest (dest, message,
 * sender), for the test's pharmacy in the entity header. Not shown in the spec: the test email's path and body, here POST /campaign/sendTestEmail with
 * `{ eid, emails, subject, html }` (the spec only says the campaign service sends it through a
 * transactional marketing service from a fixed notification sender, subject prefixed '[TEST] ').
 */
export class HttpCampaignTestSender implements CampaignTestSender {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async sendEmail(test: EmailTest): Promise<void> {
    await this.http.send({ service: 'campaigns', method: 'POST', path: '/api/v1/campaign/sendTestEmail', body: emailTestToDto(test), schema: testSentAnswer });
  }

  async sendSms(test: SmsTest): Promise<void> {
    // The body does not name the pharmacy: the entity header does.
    await this.http.send({ service: 'campaigns', method: 'POST', path: '/api/v1/campaign/createSMSTest', body: smsTestToDto(test), entity: test.eid, schema: testSentAnswer });
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import * as v from 'valibot';
import type { ApiCall } from '@adapters/shared';

export const campaignTestSenderApiCalls: readonly ApiCall[] = [
  {
    name: 'campaignTests.sendEmail',
    service: 'campaigns',
    method: 'POST',
    path: '/api/v1/campaign/sendTestEmail',
    summary: 'Sends a test email of a campaign (path not shown in the spec)',
    request: v.object({ eid: v.number(), emails: v.array(v.string()), subject: v.string(), html: v.string() }),
    response: testSentAnswer,
  },
  {
    name: 'campaignTests.sendSms',
    service: 'campaigns',
    method: 'POST',
    path: '/api/v1/campaign/createSMSTest',
    summary: 'Sends a test SMS of a campaign, for the pharmacy in the eid header (spec 2 §7)',
    request: v.object({ dest: v.string(), message: v.string(), sender: v.string() }),
    response: testSentAnswer,
  },
];

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

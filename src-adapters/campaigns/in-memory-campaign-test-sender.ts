import type { CampaignTestSender, EmailTest, SmsTest } from '@domain/campaigns';
import { ApiError, type Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { pharmacyTestOutbox, storedRecordId, type DemoSentTest } from './campaign-audience-demo-data';

const unknownPharmacy = (): ApiError => new ApiError('not-found', 404, 'Farmacia no encontrada');

/**
 * Test sends of the demo: nothing leaves, each test is kept in its pharmacy's outbox (in the demo
 * database's overlay, so it survives a reload) and answers success. The addresses and numbers are the
 * domain's to check; a pharmacy the data set lacks is a 404.
 */
export class InMemoryCampaignTestSender implements CampaignTestSender {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;
  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock }) {
    this.db = options.db;
    this.clock = options.clock;
  }

  async sendEmail(test: EmailTest): Promise<void> {
    this.record(test.eid, (id, sentAt) => ({ id, channel: 'email', test: { eid: test.eid, to: [...test.to], subject: test.subject, html: test.html }, sentAt }));
  }

  async sendSms(test: SmsTest): Promise<void> {
    this.record(test.eid, (id, sentAt) => ({ id, channel: 'sms', test: { eid: test.eid, to: [...test.to], message: test.message, sender: test.sender }, sentAt }));
  }

  /**
   * Demo only (not on the port): the tests sent for pharmacy `eid`, newest first, for a demo control to
   * show what would have arrived.
   */
  outbox(eid: number): readonly DemoSentTest[] {
    return [...pharmacyTestOutbox(this.db, eid).all()].reverse();
  }

  private record(eid: number, sent: (id: string, sentAt: number) => DemoSentTest): void {
    if (!this.db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid)) throw unknownPharmacy();
    const outbox = pharmacyTestOutbox(this.db, eid);
    const now = this.clock.now();
    outbox.put(sent(storedRecordId(now, eid, outbox.all().length + 1), now));
  }
}

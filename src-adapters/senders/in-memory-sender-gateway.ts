import type { Sender, SenderForm, SenderGateway } from '@domain/senders';
import { ApiError } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { senderDemo, type SenderDemo } from './sender-demo-data';

/** What the demo server answers a resend for a pharmacy without a sender (`success: false`). */
export const NO_SENDER_TO_VERIFY_MESSAGE = 'La farmacia no tiene remitente';

const unknownPharmacy = (): ApiError => new ApiError('not-found', 404, 'Farmacia no encontrada');

/**
 * The pharmacies' senders of the demo: Farmacia Llorente (500, `farmacia`) has a verified sender,
 * 512 (`farmacia2`) and 900 (`demo`) one waiting for its verification email, 520 (`socio`) none; the
 * other pharmacies are drawn from the seed. A registered sender is not verified until
 * {@link InMemorySenderGateway.confirmVerification}, the demo's stand-in for the link of the verification
 * email. Changes are kept in the demo database's overlay.
 */
export class InMemorySenderGateway implements SenderGateway {
  private readonly db: DemoDatabase;
  constructor(db: DemoDatabase) {
    this.db = db;
  }

  private get senders(): SenderDemo {
    return senderDemo(this.db);
  }

  async get(eid: number): Promise<Sender | undefined> {
    return this.senders.get(eid);
  }

  /** Keeps the sender as given, not verified (the form's rules are the domain's); an unknown pharmacy is a 404. */
  async register(eid: number, form: SenderForm): Promise<Sender> {
    const senders = this.senders;
    if (!senders.hasPharmacy(eid)) throw unknownPharmacy();
    const sender: Sender = { name: form.name, email: form.email, smsSender: form.smsSender, active: false, fromEmail: undefined };
    senders.put(eid, sender);
    return sender;
  }

  /** Sends nothing: the demo has no mail. A pharmacy without a sender is refused with the server's message. */
  async resendVerification(eid: number): Promise<void> {
    if (this.senders.get(eid) === undefined) throw new ApiError('server-message', 200, NO_SENDER_TO_VERIFY_MESSAGE, NO_SENDER_TO_VERIFY_MESSAGE);
  }

  /**
   * Demo only (not on the port): the pharmacy's sender is verified, as if the link of the verification
   * email had been followed; its address becomes the one mail is sent from. Answers once the change is
   * stored. A pharmacy without a sender is a 404.
   */
  async confirmVerification(eid: number): Promise<void> {
    const senders = this.senders;
    const sender = senders.get(eid);
    if (sender === undefined) throw new ApiError('not-found', 404, 'Remitente no encontrado');
    senders.put(eid, { ...sender, active: true, fromEmail: sender.email });
    await this.db.flush();
  }
}

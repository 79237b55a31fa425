import type { Sender, SenderForm, SenderGateway } from '@domain/senders';
import * as v from 'valibot';
import type { ApiCall, HttpClient } from '@adapters/shared';
import { senderAnswer, senderFormToDto, senderRegisteredAnswer, successAnswer } from './sender.dto';

/**
 * The pharmacy's sender over HTTP, on the campaign service under /api/v1 (spec 2 §7 "Campaign service":
 * /sender), with the signed-in user's identity headers. Not shown in the spec: what registering answers;
 * when the answer does not carry the sender, the sender is the one registered, not verified yet (spec 2
 * §4: not verified until the verification email is confirmed).
 */
export class HttpSenderGateway implements SenderGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async get(eid: number): Promise<Sender | undefined> {
    return this.http.send({ service: 'campaigns', method: 'GET', path: `/api/v1/sender/get-sender/eid/${encodeURIComponent(eid)}`, schema: senderAnswer });
  }

  async register(eid: number, form: SenderForm): Promise<Sender> {
    const registered = await this.http.send({
      service: 'campaigns',
      method: 'POST',
      path: `/api/v1/sender/create-sender/eid/${encodeURIComponent(eid)}`,
      body: senderFormToDto(form),
      schema: senderRegisteredAnswer,
    });
    return registered ?? { name: form.name, email: form.email, smsSender: form.smsSender, active: false, fromEmail: undefined };
  }

  async resendVerification(eid: number): Promise<void> {
    await this.http.send({ service: 'campaigns', method: 'PUT', path: `/api/v1/sender/resend-sender/eid/${encodeURIComponent(eid)}`, schema: successAnswer });
  }
}

/** The sender's calls, for the API documents (docs/api/). */
export const senderApiCalls: readonly ApiCall[] = [
  { name: 'senders.get', service: 'campaigns', method: 'GET', path: '/api/v1/sender/get-sender/eid/{eid}', summary: "The pharmacy's sender (spec 2 §7)", response: senderAnswer },
  {
    name: 'senders.register',
    service: 'campaigns',
    method: 'POST',
    path: '/api/v1/sender/create-sender/eid/{eid}',
    summary: "Registers the pharmacy's sender; it stays unverified until its email is confirmed",
    request: v.object({ name: v.string(), email: v.string(), sms_sender: v.string() }),
    response: senderRegisteredAnswer,
  },
  { name: 'senders.resendVerification', service: 'campaigns', method: 'PUT', path: '/api/v1/sender/resend-sender/eid/{eid}', summary: 'Sends the verification email again', response: successAnswer },
];

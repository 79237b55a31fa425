import { portMethods, token } from '@domain/shared-kernel';
import type { Sender, SenderForm } from './sender';

/**
 * A pharmacy's sender identity (spec 2 §7 "Campaign service": /sender). Failures reject with an
 * ApiError; an answer with `success: false` rejects with the server's message.
 */
export interface SenderGateway {
  /** The pharmacy's sender, or undefined when it has none (GET /sender/get-sender/eid/{eid}). */
  get(eid: number): Promise<Sender | undefined>;
  /**
   * Registers (or replaces) the pharmacy's sender and sends the verification email; the sender is not
   * verified until that email is confirmed (POST /sender/create-sender/eid/{eid} with name, email,
   * sms_sender; spec 2 §4). Answers the sender as it now stands.
   */
  register(eid: number, form: SenderForm): Promise<Sender>;
  /** Sends the verification email again (PUT /sender/resend-sender/eid/{eid}). */
  resendVerification(eid: number): Promise<void>;
}

/** Token of the {@link SenderGateway} port. */
export const SenderGateway = token<SenderGateway>('senders.SenderGateway');

/** Every call of the {@link SenderGateway} port. */
export const SenderGatewayMethods = portMethods<SenderGateway>()('get', 'register', 'resendVerification');

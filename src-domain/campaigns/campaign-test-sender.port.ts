import { portMethods, token } from '@domain/shared-kernel';

/** A test email of a campaign (spec 2 §2 "Campaign wizard", §7 "Other campaign-service calls"). */
export interface EmailTest {
  readonly eid: number;
  /** The addresses, already checked ({@link parseTestEmails}). */
  readonly to: readonly string[];
  /** The subject as sent, '[TEST] ' included ({@link testEmailSubject}). */
  readonly subject: string;
  readonly html: string;
}

/** A test SMS of a campaign (spec 2 §7 POST /campaign/createSMSTest: dest, message, sender). */
export interface SmsTest {
  readonly eid: number;
  /** The numbers, already checked (`parseSmsTestNumbers`). */
  readonly to: readonly string[];
  readonly message: string;
  /** The sender display name, at most 11 characters. */
  readonly sender: string;
}

/**
 * Test sends of a campaign being written. Failures reject with an ApiError; an answer with
 * `success: false` rejects with the server's message.
 */
export interface CampaignTestSender {
  /**
   * Sends the email to the given addresses from the fixed notification sender (spec 2 §7: through the
   * transactional marketing service; path not shown in the spec).
   */
  sendEmail(test: EmailTest): Promise<void>;
  /** Sends the SMS to the given numbers (POST /campaign/createSMSTest with dest, message, sender). */
  sendSms(test: SmsTest): Promise<void>;
}

/** Token of the {@link CampaignTestSender} port. */
export const CampaignTestSender = token<CampaignTestSender>('campaigns.CampaignTestSender');

/** Every call of the {@link CampaignTestSender} port. */
export const CampaignTestSenderMethods = portMethods<CampaignTestSender>()('sendEmail', 'sendSms');

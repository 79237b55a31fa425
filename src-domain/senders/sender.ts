import { err, ok, type Result } from '@domain/shared-kernel';
import { smsSenderName } from '@domain/sms';

/**
 * A pharmacy's sender identity (spec 2 §3 "Sender"). Not in the spec: `active` is read as "verified",
 * the state the verification email confirms (spec 2 §4).
 */
export interface Sender {
  readonly name: string;
  readonly email: string;
  /** The SMS sender display name (`sms_sender`), at most 11 characters. */
  readonly smsSender: string;
  readonly active: boolean;
  /** The address mail is sent from (`from_email`), when the server reports one. */
  readonly fromEmail: string | undefined;
}

/** The fields of the sender form (spec 2 §5). */
export type SenderForm = Pick<Sender, 'name' | 'email' | 'smsSender'>;

/** Why a sender form was refused (spec 2 §5). */
export type SenderFormError = 'FIELDS_EMPTY';

/**
 * Saving a sender needs name, email and sms_sender, else FIELDS_EMPTY; the SMS sender display name is cut
 * to 11 characters (spec 2 §5). Not in the spec: fields are trimmed (the display name before and after the
 * cut), so white space alone is empty.
 */
export function validateSenderForm(form: SenderForm): Result<SenderForm, SenderFormError> {
  const name = form.name.trim();
  const email = form.email.trim();
  const smsSender = smsSenderName(form.smsSender.trim()).trim();
  return name === '' || email === '' || smsSender === '' ? err('FIELDS_EMPTY') : ok({ name, email, smsSender });
}

/** Where a pharmacy's sender stands, as the campaign list shows it (spec 2 §2, §4). */
export type SenderStatus = 'MISSING' | 'UNVERIFIED' | 'VERIFIED';

/** No sender, one waiting for its verification email to be confirmed, or a verified one (spec 2 §4). */
export function senderStatus(sender: Sender | undefined): SenderStatus {
  if (sender === undefined) return 'MISSING';
  return sender.active ? 'VERIFIED' : 'UNVERIFIED';
}

/** The warning a campaign screen shows about the sender (spec 2 §4, §8). */
export type SenderWarning = 'NO_SENDER' | 'UNVERIFIED';

/**
 * Without a sender the user is asked to create one ('Por favor cree un remitente'); an unverified sender
 * gets the '¡Cuidado!' warning that the campaign will not be sent unless the sender is verified before
 * scheduling (spec 2 §4, §8). A verified sender needs no warning.
 */
export function senderWarning(sender: Sender | undefined): SenderWarning | undefined {
  switch (senderStatus(sender)) {
    case 'MISSING':
      return 'NO_SENDER';
    case 'UNVERIFIED':
      return 'UNVERIFIED';
    case 'VERIFIED':
      return undefined;
  }
}

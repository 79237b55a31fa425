import { isValidEmail } from '@domain/shared-kernel';

/** The statuses of a pharmacy's sign-up form (spec 3 §4 "Sign-up form status"). */
export const SIGN_UP_STATUSES = ['pending', 'sent', 'open', 'completed', 'approved'] as const;
export type SignUpStatus = (typeof SIGN_UP_STATUSES)[number];

/** The kinds of sign-up form; corporate by default (spec 3 §3). Not in the spec: the individual one. */
export const SIGN_UP_TYPES = ['corporate', 'individual'] as const;
export type SignUpType = (typeof SIGN_UP_TYPES)[number];
export const DEFAULT_SIGN_UP_TYPE: SignUpType = 'corporate';

/** A pharmacy's sign-up form (spec 3 §3 "Sign-up form"). */
export interface SignUpForm {
  readonly type: SignUpType;
  readonly status: SignUpStatus;
  readonly isApproved: boolean;
  /** '' until a link is generated. */
  readonly formLink: string;
  readonly previewFormLink: string;
  readonly destinationMail: string;
}

/** A status as the API sends it; undefined when it is none of the five. */
export function parseSignUpStatus(value: string): SignUpStatus | undefined {
  const lower = value.trim().toLowerCase();
  return (SIGN_UP_STATUSES as readonly string[]).includes(lower) ? (lower as SignUpStatus) : undefined;
}

/** A type as the API sends it; corporate when it is not a known one. */
export function parseSignUpType(value: string | undefined): SignUpType {
  const lower = (value ?? '').trim().toLowerCase();
  return (SIGN_UP_TYPES as readonly string[]).includes(lower) ? (lower as SignUpType) : DEFAULT_SIGN_UP_TYPE;
}

/**
 * Approval is possible only when the form is completed or approved, and once (it is irreversible):
 * an approved form is not approved again (spec 3 §4).
 */
export function canApproveSignUp(form: SignUpForm): boolean {
  return !form.isApproved && (form.status === 'completed' || form.status === 'approved');
}

/** Why a sign-up form cannot be sent. */
export type SignUpSendError = 'NO_LINK' | 'INVALID_EMAIL';

/** Sending needs a generated link and a valid e-mail (spec 3 §5 "Sign-up send needs a valid e-mail form"). */
export function signUpSendError(form: SignUpForm, email: string): SignUpSendError | undefined {
  if (form.formLink === '') return 'NO_LINK';
  return isValidEmail(email.trim()) ? undefined : 'INVALID_EMAIL';
}

/** Whether the sign-up form waits for the pharmacy (sent or open): its status is read again now and then. */
export function isAwaitingPharmacy(form: SignUpForm): boolean {
  return !form.isApproved && (form.status === 'sent' || form.status === 'open');
}

/** The answer value that means a sign-up form call failed (spec 3 §7 "A data value of 'ERROR' means failure"). */
export const SIGN_UP_ERROR_VALUE = 'ERROR';

/**
 * Whether an answer of a sign-up form call is the failure value: 'ERROR' as the data itself or as its
 * status (spec 3 §7).
 */
export function isSignUpErrorAnswer(data: unknown): boolean {
  if (data === SIGN_UP_ERROR_VALUE) return true;
  return typeof data === 'object' && data !== null && (data as { status?: unknown }).status === SIGN_UP_ERROR_VALUE;
}

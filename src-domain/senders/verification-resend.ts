/** After resending the verification email, another resend is blocked this long (spec 2 §4, §9: 60 s). */
export const RESEND_LOCKOUT_MS = 60_000;

/**
 * How many ms remain before the verification email may be resent, given the last resend (epoch ms,
 * undefined when there was none) and `now` (spec 2 §4); 0 when it may be resent. Not in the spec: a last
 * resend after `now` (clock skew) blocks the full 60 s at most, and an unreadable one blocks nothing.
 */
export function resendLockoutRemainingMs(lastResendAt: number | undefined, now: number): number {
  if (lastResendAt === undefined || !Number.isFinite(lastResendAt)) return 0;
  const elapsed = Math.max(0, now - lastResendAt);
  return Math.max(0, RESEND_LOCKOUT_MS - elapsed);
}

/** Whether the verification email may be resent now: no resend in the last 60 s (spec 2 §4). */
export function canResendVerification(lastResendAt: number | undefined, now: number): boolean {
  return resendLockoutRemainingMs(lastResendAt, now) === 0;
}

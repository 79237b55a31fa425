import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RESEND_LOCKOUT_MS, canResendVerification, resendLockoutRemainingMs } from '@domain/senders';

const now = Date.UTC(2026, 5, 15, 10);

describe('resending the verification email', () => {
  it('is blocked for 60 s', () => {
    expect(RESEND_LOCKOUT_MS).toBe(60000);
  });

  it.each<[string, number | undefined, number, boolean]>([
    ['never resent', undefined, 0, true],
    ['resent just now', now, 60_000, false],
    ['resent 59.999 s ago', now - 59_999, 1, false],
    ['resent exactly 60 s ago', now - 60_000, 0, true],
    ['resent 10 minutes ago', now - 600_000, 0, true],
    ['resent in the future (clock skew)', now + 30_000, 60_000, false],
    ['resent at an unreadable time', Number.NaN, 0, true],
  ])('when %s leaves %i ms (may resend: %s)', (_case, lastResendAt, remaining, may) => {
    expect(resendLockoutRemainingMs(lastResendAt, now)).toBe(remaining);
    expect(canResendVerification(lastResendAt, now)).toBe(may);
  });

  it('counts down from 60000 ms to 0, one ms per ms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (elapsed) => {
        expect(resendLockoutRemainingMs(now - elapsed, now)).toBe(Math.max(0, 60_000 - elapsed));
        expect(canResendVerification(now - elapsed, now)).toBe(elapsed >= 60_000);
      }),
      { numRuns: 100 },
    );
  });
});

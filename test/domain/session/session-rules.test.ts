import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiError } from '@domain/shared-kernel';
import {
  TOKEN_REFRESH_MARGIN_MS,
  activePharmacy,
  isSessionValid,
  legalTermsDue,
  legalTermsDocument,
  legalTermsScrolledToBottom,
  loginErrorFor,
  requestIdentity,
  tokenNeedsRefresh,
} from '@domain/session';
import { aBackofficeSession, aPharmacy, aPharmacySession } from '../../support/builders/session.builder';

describe('token lifetime', () => {
  it('keeps a session valid while its lifetime lies in the future', () => {
    expect(isSessionValid({ expiresAt: 1_001 }, 1_000)).toBe(true);
    expect(isSessionValid({ expiresAt: 1_000 }, 1_000)).toBe(false);
    expect(isSessionValid({ expiresAt: Number.NaN }, 1_000)).toBe(false);
  });

  it('refreshes a token when fewer than 60 s remain', () => {
    expect(TOKEN_REFRESH_MARGIN_MS).toBe(60_000);
    expect(tokenNeedsRefresh(100_000 + 60_000, 100_000)).toBe(false);
    expect(tokenNeedsRefresh(100_000 + 59_999, 100_000)).toBe(true);
    expect(tokenNeedsRefresh(Number.NaN, 100_000)).toBe(true);
  });

  it('never leaves a token un-refreshed with less than the margin', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: -1e6, max: 1e6 }), (now, left) => {
        expect(tokenNeedsRefresh(now + left, now)).toBe(left < 60_000);
      }),
      { numRuns: 100 },
    );
  });
});

describe('legalTermsDue', () => {
  it('is due for a pharmacy user whose entity signed none, once per session', () => {
    expect(legalTermsDue(aPharmacySession(), { signatures: 0 })).toBe(true);
    expect(legalTermsDue(aPharmacySession(), { signatures: 1 })).toBe(false);
    expect(legalTermsDue(aPharmacySession({ legalTermsOffered: true }), { signatures: 0 })).toBe(false);
  });

  it('is never due for the back-office', () => {
    expect(legalTermsDue(aBackofficeSession(), { signatures: 0 })).toBe(false);
  });

  it('counts the document as read at the bottom, within a few pixels', () => {
    expect(legalTermsScrolledToBottom({ scrollTop: 592, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(legalTermsScrolledToBottom({ scrollTop: 500, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
    expect(legalTermsScrolledToBottom({ scrollTop: 0, clientHeight: 400, scrollHeight: 300 })).toBe(true);
  });
});

describe('loginErrorFor', () => {
  it.each([
    [new ApiError('network', -1, 'x'), 'NO_SERVER'],
    [new ApiError('timeout', -1, 'x'), 'NO_SERVER'],
    [new ApiError('forbidden', 403, 'x'), 'FORBIDDEN'],
    [new ApiError('http', 500, 'x'), 'UNKNOWN'],
    [new Error('boom'), 'UNKNOWN'],
  ] as const)('maps %s to %s', (error, code) => {
    expect(loginErrorFor(error)).toBe(code);
  });
});

describe('requestIdentity and activePharmacy', () => {
  it("uses the user's own token and entity without a back-office context", () => {
    expect(requestIdentity(aPharmacySession())).toEqual({ eid: 731, uid: 42, token: 'pharmacy-token' });
    expect(requestIdentity(aPharmacySession({ entity: undefined }))).toEqual({ eid: -1, uid: 42, token: 'pharmacy-token' });
  });

  it('has no active pharmacy for the back-office identity', () => {
    expect(activePharmacy(aBackofficeSession())).toBeUndefined();
    expect(activePharmacy(aPharmacySession({ entity: aPharmacy({ eid: 9 }) }))?.eid).toBe(9);
  });
});

describe('legalTermsDocument', () => {
  it('gives the document in the language asked for when there is one, else the server\'s own', () => {
    const terms = { document: 'CONDICIONES', translations: { en: 'CONDITIONS' } };
    expect(legalTermsDocument(terms, 'en')).toBe('CONDITIONS');
    expect(legalTermsDocument(terms, 'es')).toBe('CONDICIONES');
    expect(legalTermsDocument({ document: 'CONDICIONES' }, 'en')).toBe('CONDICIONES');
  });
});

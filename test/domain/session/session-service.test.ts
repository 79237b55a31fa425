import { describe, expect, it } from 'vitest';
import {
  SwapRefusedError,
  backofficeEntity,
  createSessionService,
  isBackofficeUser,
  requestIdentity,
  sessionAfterSwap,
  sessionAfterSwapBack,
  type EntityGrant,
  type Session,
  type SessionGateway,
  type SessionStore,
} from '@domain/session';
import { aBackofficeSession, aPharmacy, aPharmacySession } from '../../support/builders/session.builder';

class FakeStore implements SessionStore {
  session: Session | undefined;
  target: string | undefined;
  listeners: ((session: Session | undefined) => void)[] = [];
  load() {
    return this.session;
  }
  save(session: Session) {
    this.session = session;
  }
  clear() {
    this.session = undefined;
  }
  subscribe(listener: (session: Session | undefined) => void) {
    this.listeners.push(listener);
    return () => undefined;
  }
  rememberRedirectTarget(href: string) {
    this.target = href;
  }
  takeRedirectTarget() {
    const target = this.target;
    this.target = undefined;
    return target;
  }
}

const grant: EntityGrant = { entity: aPharmacy({ eid: 512, name: 'Farmacia Prieto' }), token: 'entity-token', expiresAt: 3_000 };

function setUp(now = 1_000, stored?: Session) {
  const store = new FakeStore();
  store.session = stored;
  const calls: string[] = [];
  const gateway: SessionGateway = {
    login: (username, password) => {
      calls.push(`login ${username} ${password}`);
      return Promise.resolve(aPharmacySession({ expiresAt: now + 10 }));
    },
    embeddedLogin: (token, uid, eid) => {
      calls.push(`embedded ${token} ${uid} ${eid} stored=${String(store.session !== undefined)}`);
      return Promise.resolve(aPharmacySession({ expiresAt: now + 10 }));
    },
    tokenLogin: (token) => {
      calls.push(`token ${token}`);
      return Promise.resolve(aPharmacySession({ expiresAt: now + 10 }));
    },
    entityLogin: (eid) => {
      calls.push(`entity ${eid}`);
      return Promise.resolve(grant);
    },
  };
  return { store, calls, service: createSessionService({ gateway, store, clock: { now: () => now } }) };
}

describe('session service', () => {
  it('keeps the signed-in session', async () => {
    const { service, store, calls } = setUp();
    const session = await service.login('farmacia', 'demo');
    expect(calls).toEqual(['login farmacia demo']);
    expect(store.session).toBe(session);
    expect(service.current()).toBe(session);
  });

  it('clears a session whose token lifetime is over', () => {
    const { service, store } = setUp(5_000, aPharmacySession({ expiresAt: 5_000 }));
    expect(service.current()).toBeUndefined();
    expect(store.session).toBeUndefined();
  });

  it('logs out before an embedded login', async () => {
    const { service, calls } = setUp(1_000, aPharmacySession({ expiresAt: 9_000 }));
    await service.embeddedLogin('tok', 2, 500);
    expect(calls).toEqual(['embedded tok 2 500 stored=false']);
  });

  it('swaps a back-office user into a pharmacy and back, keeping the back-office session', async () => {
    const backoffice = aBackofficeSession({ expiresAt: 9_000 });
    const { service, store } = setUp(1_000, backoffice);
    const swapped = await service.swapToEntity(512);
    expect(swapped.entity).toEqual(grant.entity);
    expect(swapped.backoffice).toEqual({ token: backoffice.token, expiresAt: 9_000, entity: backoffice.entity });
    expect(requestIdentity(swapped)).toEqual({ eid: 512, uid: 1, token: backoffice.token });
    expect(isBackofficeUser(swapped)).toBe(true);

    const restored = service.swapBack();
    expect(restored).toEqual({ user: backoffice.user, entity: backoffice.entity, token: backoffice.token, expiresAt: 9_000, legalTermsOffered: undefined });
    expect(store.session).toEqual(restored);
  });

  it('refuses a swap for a pharmacy user', async () => {
    const { service } = setUp(1_000, aPharmacySession({ expiresAt: 9_000 }));
    await expect(service.swapToEntity(512)).rejects.toThrow(SwapRefusedError);
  });

  it('refuses a swap without a session', async () => {
    const { service } = setUp(1_000, undefined);
    await expect(service.swapToEntity(512)).rejects.toThrow('NO_SESSION');
  });

  it('returns to the back-office user when logging out inside a pharmacy', async () => {
    const { service, store } = setUp(1_000, aBackofficeSession({ expiresAt: 9_000 }));
    await service.swapToEntity(512);
    expect(service.logout()).toBe('returned-to-backoffice');
    expect(store.session?.entity).toEqual(backofficeEntity());
    expect(service.logout()).toBe('logged-out');
    expect(store.session).toBeUndefined();
  });

  it('offers the legal terms once per session', () => {
    const { service, store } = setUp(1_000, aPharmacySession({ expiresAt: 9_000 }));
    service.markLegalTermsOffered();
    expect(store.session?.legalTermsOffered).toBe(true);
  });

  it('remembers one redirect target and forgets it once taken', () => {
    const { service } = setUp();
    service.rememberRedirectTarget('/app-h/approvals/campaign/3');
    expect(service.takeRedirectTarget()).toBe('/app-h/approvals/campaign/3');
    expect(service.takeRedirectTarget()).toBeUndefined();
  });

  it('has nothing to swap back to without a back-office context', () => {
    const { service } = setUp(1_000, aPharmacySession({ expiresAt: 9_000 }));
    expect(service.swapBack()).toBeUndefined();
  });

  it('passes token logins and external changes through', async () => {
    const { service, store, calls } = setUp();
    await service.tokenLogin('abc');
    expect(calls).toEqual(['token abc']);
    service.subscribe(() => undefined);
    expect(store.listeners).toHaveLength(1);
    service.end();
    expect(store.session).toBeUndefined();
  });
});

describe('sessionAfterSwap', () => {
  it('keeps the original back-office context when swapping from one pharmacy to another', () => {
    const first = sessionAfterSwap(aBackofficeSession(), grant);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const second = sessionAfterSwap(first.session, { ...grant, entity: aPharmacy({ eid: 600 }) });
    expect(second.ok && second.session.backoffice).toEqual(first.session.backoffice);
  });

  it("carries the pharmacy's digital-services token inside it, and the back office's own back out", () => {
    const swapped = sessionAfterSwap(aBackofficeSession({ dsToken: 'ds-backoffice' }), { ...grant, dsToken: 'ds-pharmacy' });
    if (!swapped.ok) throw new Error('the swap is allowed');
    expect(swapped.session.dsToken).toBe('ds-pharmacy');
    expect(requestIdentity(swapped.session).dsToken).toBe('ds-pharmacy');
    expect(sessionAfterSwapBack(swapped.session)?.dsToken).toBe('ds-backoffice');
    const withoutToken = sessionAfterSwap(swapped.session, { ...grant, entity: aPharmacy({ eid: 600 }) });
    expect(withoutToken.ok && withoutToken.session.dsToken).toBeUndefined();
  });

  it('refuses to swap into the back-office identity', () => {
    expect(sessionAfterSwap(aBackofficeSession(), { ...grant, entity: backofficeEntity() })).toEqual({ ok: false, error: 'NOT_A_PHARMACY' });
  });

  it('keeps a session without entity (an administrator) as the back-office context', () => {
    const admin = aBackofficeSession({ entity: undefined });
    const swapped = sessionAfterSwap(admin, grant);
    expect(swapped.ok && swapped.session.backoffice?.entity).toEqual(backofficeEntity());
  });
});

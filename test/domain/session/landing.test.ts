import { describe, expect, it } from 'vitest';
import { REDIRECT_DELAY_MS, landingAfterLogin, redirectDestination } from '@domain/session';
import { aBackofficeSession, aPharmacySession, aPharmacy, theBackofficeEntity } from '../../support/builders/session.builder';

describe('landingAfterLogin', () => {
  it('lands a login without an entity on the admin area', () => {
    expect(landingAfterLogin(aPharmacySession({ entity: undefined }))).toBe('admin');
  });

  it('lands eid -1 without a back-office context on the admin area', () => {
    expect(landingAfterLogin(aBackofficeSession())).toBe('admin');
  });

  it('lands a pharmacy user on the dashboard', () => {
    expect(landingAfterLogin(aPharmacySession())).toBe('dashboard');
  });

  it('lands a back-office user inside a pharmacy on the dashboard', () => {
    const swapped = aPharmacySession({ backoffice: { token: 'bo', expiresAt: 1, entity: theBackofficeEntity() }, entity: aPharmacy() });
    expect(landingAfterLogin(swapped)).toBe('dashboard');
  });
});

describe('redirectDestination', () => {
  const all = { rights: { dashboard: 1, segments: 1, entity_dashboard: 1 } };

  it('waits one second before routing', () => {
    expect(REDIRECT_DELAY_MS).toBe(1000);
  });

  it.each([
    [undefined, 'dashboard'],
    ['', 'dashboard'],
    ['dashboard', 'dashboard'],
    ['segments', 'segmentations'],
    ['mainreport', 'entity-report'],
    ['reports', 'login'],
    ['__proto__', 'login'],
  ] as const)('routes state %j to %s with every right', (state, destination) => {
    expect(redirectDestination(state, all)).toBe(destination);
  });

  it.each([
    ['dashboard', 'dashboard'],
    ['segments', 'segments'],
    ['mainreport', 'entity_dashboard'],
  ])('sends state %s to login without the %s right', (state, right) => {
    const rights = { ...all.rights, [right]: 0 };
    expect(redirectDestination(state, { rights })).toBe('login');
  });
});

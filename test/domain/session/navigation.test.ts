import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideNavigation, isEmbedded, stateChrome, stateForPath, type StateName } from '@domain/session';

describe('stateForPath', () => {
  it.each([
    ['/', 'login'],
    ['', 'login'],
    ['/logout', 'logout'],
    ['/redirect', 'redirect'],
    ['/403', 'page.403'],
    ['/app-h/dashboard', 'app-h.dashboard'],
    ['/app-h/dashboard/', 'app-h.dashboard'],
    ['/app-h/approvals/campaign/77', 'app-h.editHealthcareCampaignByPharmacist'],
    ['/app-h/segmentations', 'app-h.segmentations'],
    ['/app-h/mainpanel', 'app-h.entityReport'],
    ['/app-h/mainpanel/sales/by_family', 'app-h.entityReport'],
    ['/app-h/backoffice/admin', 'app-h.other'],
    ['/app-h', 'app-h.other'],
    ['/backoffice/admin', 'unknown'],
    ['/app-hx', 'unknown'],
  ] as const)('names %j %s', (path, state) => {
    expect(stateForPath(path)).toBe(state);
  });
});

describe('decideNavigation', () => {
  it('sends an unauthenticated user going to the pharmacist campaign edit to login, remembering the address', () => {
    expect(decideNavigation({ authenticated: false, state: 'app-h.editHealthcareCampaignByPharmacist', embeddedToken: false })).toEqual({ kind: 'to-login', rememberTarget: true });
  });

  it.each(['login', 'redirect', 'page.403', 'logout'] as const)('lets an unauthenticated user reach %s', (state) => {
    expect(decideNavigation({ authenticated: false, state, embeddedToken: false })).toEqual({ kind: 'allow' });
  });

  it.each(['app-h.dashboard', 'app-h.other', 'app-h.segmentations', 'app-h.entityReport'] as const)('sends an unauthenticated user going to %s to login, remembering the address to come back to', (state) => {
    expect(decideNavigation({ authenticated: false, state, embeddedToken: false })).toEqual({ kind: 'to-login', rememberTarget: true });
  });

  it('remembers no address outside the shell', () => {
    expect(decideNavigation({ authenticated: false, state: 'unknown', embeddedToken: false })).toEqual({ kind: 'to-login', rememberTarget: false });
  });

  it('lets the embedded screens log in with their token', () => {
    expect(decideNavigation({ authenticated: false, state: 'app-h.segmentations', embeddedToken: true })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ authenticated: false, state: 'app-h.entityReport', embeddedToken: true })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ authenticated: false, state: 'app-h.dashboard', embeddedToken: true })).toEqual({ kind: 'to-login', rememberTarget: true });
  });

  it('sends an authenticated user going to login to the dashboard and lets it go anywhere else', () => {
    const states: StateName[] = ['login', 'logout', 'redirect', 'page.403', 'app-h.dashboard', 'app-h.editHealthcareCampaignByPharmacist', 'app-h.segmentations', 'app-h.entityReport', 'app-h.other', 'unknown'];
    fc.assert(
      fc.property(fc.constantFrom(...states), fc.boolean(), (state, embeddedToken) => {
        expect(decideNavigation({ authenticated: true, state, embeddedToken })).toEqual(state === 'login' ? { kind: 'to-dashboard' } : { kind: 'allow' });
      }),
      { numRuns: 100 },
    );
  });
});

describe('stateChrome', () => {
  it('keeps the default background on the dashboard', () => {
    expect(stateChrome('app-h.dashboard')).toEqual({ background: 'default', navigationHidden: false, campaignFooterVisible: false });
  });

  it('gives the pharmacist campaign edit a full-cover picture, no navigation and the campaign footer', () => {
    expect(stateChrome('app-h.editHealthcareCampaignByPharmacist')).toEqual({ background: 'cover', navigationHidden: true, campaignFooterVisible: true });
  });

  it.each(['login', 'app-h.other', 'page.403'] as const)('gives %s a light grey background', (state) => {
    expect(stateChrome(state)).toEqual({ background: 'light', navigationHidden: false, campaignFooterVisible: false });
  });
});

describe('isEmbedded', () => {
  it.each([
    [undefined, false],
    [null, false],
    [false, false],
    ['false', false],
    ['0', false],
    ['', true],
    [true, true],
    ['true', true],
    ['1', true],
    [1, true],
  ])('reads %j as %s', (value, expected) => {
    expect(isEmbedded(value)).toBe(expected);
  });
});

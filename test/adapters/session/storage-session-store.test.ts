import { describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY, REDIRECT_TARGET_KEY, StorageSessionStore } from '@adapters/session';
import { MemoryStorage } from '@adapters/shared';
import { aBackofficeSession, aPharmacySession } from '../../support/builders/session.builder';

function store() {
  const local = new MemoryStorage();
  const tab = new MemoryStorage();
  return { local, tab, store: new StorageSessionStore({ local, tab }) };
}

describe('StorageSessionStore', () => {
  it('keeps the current user in local storage under the current-user key and restores it', () => {
    const { local, store: sessions } = store();
    const session = aPharmacySession({ legalTermsOffered: true });
    sessions.save(session);
    expect(CURRENT_USER_KEY).toBe('backoffice.currentUser');
    expect(JSON.parse(local.get(CURRENT_USER_KEY) ?? 'null')).toEqual(session);
    expect(sessions.load()).toEqual(session);
  });

  it('treats a damaged or foreign entry as no session', () => {
    const { local, store: sessions } = store();
    local.set(CURRENT_USER_KEY, '{"user":');
    expect(sessions.load()).toBeUndefined();
    local.set(CURRENT_USER_KEY, JSON.stringify({ user: { uid: 'x' } }));
    expect(sessions.load()).toBeUndefined();
  });

  it('clears the user and every session-scoped key, keeping the demo data and UI preferences', () => {
    const { local, tab, store: sessions } = store();
    sessions.save(aBackofficeSession());
    local.set('backoffice.session.service-token.jobs', '{}');
    local.set('backoffice.demo.data', '{}');
    local.set('backoffice.ui.navigation-collapsed', 'true');
    tab.set('backoffice.session.swap', 'x');
    sessions.clear();
    expect(local.keys().sort()).toEqual(['backoffice.demo.data', 'backoffice.ui.navigation-collapsed']);
    expect(tab.keys()).toEqual([]);
  });

  it('hears another tab logging out', () => {
    const { local, store: sessions } = store();
    sessions.save(aPharmacySession());
    const heard: unknown[] = [];
    const unsubscribe = sessions.subscribe((session) => heard.push(session));
    local.changeFromAnotherTab(CURRENT_USER_KEY, undefined);
    local.changeFromAnotherTab('unrelated', 'x');
    unsubscribe();
    local.changeFromAnotherTab(CURRENT_USER_KEY, undefined);
    expect(heard).toEqual([undefined]);
  });

  it('remembers the redirect target in this tab only, once', () => {
    const { local, tab, store: sessions } = store();
    sessions.rememberRedirectTarget('/app-h/approvals/campaign/7');
    expect(tab.get(REDIRECT_TARGET_KEY)).toBe('/app-h/approvals/campaign/7');
    expect(local.keys()).toEqual([]);
    expect(sessions.takeRedirectTarget()).toBe('/app-h/approvals/campaign/7');
    expect(sessions.takeRedirectTarget()).toBeUndefined();
  });
});

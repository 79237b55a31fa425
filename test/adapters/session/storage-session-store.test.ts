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

  it("keeps the digital-services tokens of the session and of its back-office context", () => {
    const { store: sessions } = store();
    const backoffice = aBackofficeSession();
    const session = aPharmacySession({ dsToken: 'ds-pharmacy', backoffice: { token: backoffice.token, expiresAt: backoffice.expiresAt, entity: backoffice.entity!, dsToken: 'ds-backoffice' } });
    sessions.save(session);
    expect(sessions.load()?.dsToken).toBe('ds-pharmacy');
    expect(sessions.load()?.backoffice?.dsToken).toBe('ds-backoffice');
  });

  it('answers the same session object while the stored text is unchanged, and a new one when it changes', () => {
    const { local, store: sessions } = store();
    sessions.save(aPharmacySession());
    const first = sessions.load();
    expect(sessions.load()).toBe(first);
    sessions.save(aPharmacySession({ legalTermsOffered: true }));
    const second = sessions.load();
    expect(second).not.toBe(first);
    expect(second?.legalTermsOffered).toBe(true);
    local.changeFromAnotherTab(CURRENT_USER_KEY, JSON.stringify(aBackofficeSession()));
    expect(sessions.load()?.entity?.eid).toBe(-1);
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

  describe('with local storage full', () => {
    it('keeps the session in this tab, so a reload of the tab stays signed in', () => {
      const { local, tab, store: sessions } = store();
      local.full = true;
      const session = aPharmacySession({ token: 'tok-full' });
      sessions.save(session);
      expect(local.get(CURRENT_USER_KEY)).toBeUndefined();
      // The tab reloads: a new store over the same storages.
      expect(new StorageSessionStore({ local, tab }).load()).toEqual(session);
    });

    it("frees the previous user's entry and writes the new session in its place when that makes room", () => {
      const { local, tab, store: sessions } = store();
      sessions.save(aBackofficeSession());
      const next = aPharmacySession({ token: 'tok-next' });
      let refusals = 1;
      const set = local.set.bind(local);
      local.set = (key, value) => (refusals-- > 0 ? false : set(key, value));
      sessions.save(next);
      expect(JSON.parse(local.get(CURRENT_USER_KEY) ?? 'null')).toEqual(next);
      expect(tab.get(CURRENT_USER_KEY)).toBeUndefined();
    });

    it("never brings back an older session of local storage instead of the one kept in the tab, and clears both", () => {
      const { local, tab, store: sessions } = store();
      sessions.save(aBackofficeSession());
      local.full = true;
      const next = aPharmacySession({ token: 'tok-next' });
      sessions.save(next);
      expect(sessions.load()).toEqual(next);
      sessions.clear();
      expect(sessions.load()).toBeUndefined();
      expect(tab.get(CURRENT_USER_KEY)).toBeUndefined();
    });

    it('goes back to local storage once it has room again', () => {
      const { local, tab, store: sessions } = store();
      local.full = true;
      sessions.save(aPharmacySession({ token: 'tok-1' }));
      local.full = false;
      const next = aPharmacySession({ token: 'tok-2' });
      sessions.save(next);
      expect(JSON.parse(local.get(CURRENT_USER_KEY) ?? 'null')).toEqual(next);
      expect(tab.get(CURRENT_USER_KEY)).toBeUndefined();
    });
  });
});

import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '@domain/shared-kernel';
import { DEMO_ACCOUNTS, DEMO_FAULTS_KEY, DemoDatabase, LazyOverlayStore, MemoryOverlayStore, generateDemoData, type DemoCollection, type OverlayStore } from '@adapters/demo';
import { DexieOverlayStore } from '@adapters/demo/indexed-db';
import { ManualClock, MemoryStorage } from '@adapters/shared';

const NOW = Date.UTC(2026, 10, 21, 9);

function database(options: { overlay?: OverlayStore; pharmacyCount?: number; clock?: ManualClock; storage?: MemoryStorage } = {}) {
  return new DemoDatabase({ storage: options.storage ?? new MemoryStorage(), clock: options.clock ?? new ManualClock(NOW), pharmacyCount: options.pharmacyCount ?? 48, latencyMs: 0, overlay: options.overlay });
}

interface Note {
  readonly id: string;
  readonly text: string;
}

const notes = (db: DemoDatabase): DemoCollection<Note> =>
  db.collection<Note>('notes', { version: 1, key: (note) => note.id, generate: ({ random, data }) => [{ id: '1', text: `n${random.int(1, 1000)}` }, { id: '2', text: `p${data.pharmacies.length}` }] });

/** A fresh IndexedDB per test, with two tabs' stores over it talking through one BroadcastChannel name. */
function indexedDb(name = `demo-${Math.random()}`) {
  const dependencies = { indexedDB: new IDBFactory(), IDBKeyRange };
  return { tab: () => new LazyOverlayStore(() => Promise.resolve(new DexieOverlayStore({ name, dependencies }))) };
}

describe('the demo data set', () => {
  it('is the same for the same seed, count and instant', () => {
    expect(generateDemoData({ seed: 7, pharmacyCount: 40, now: NOW })).toEqual(generateDemoData({ seed: 7, pharmacyCount: 40, now: NOW }));
  });

  it('has the documented accounts, at least 40 pharmacies with the five ERPs, and users for them', () => {
    const data = database().read();
    expect(data.users.slice(0, 5).map((user) => [user.username, user.eid])).toEqual([
      ['backoffice', -1],
      ['farmacia', 500],
      ['farmacia2', 512],
      ['socio', 520],
      ['demo', 900],
    ]);
    expect(DEMO_ACCOUNTS.every((account) => account.password === 'demo')).toBe(true);
    expect(data.pharmacies).toHaveLength(48);
    expect(new Set(data.pharmacies.map((pharmacy) => pharmacy.erp)).size).toBe(5);
    expect(data.users.length).toBeGreaterThan(48);
    expect(data.pharmacies.find((pharmacy) => pharmacy.eid === 520)?.name).not.toBe('');
    expect(data.users.find((user) => user.username === 'socio')?.owner).toContain('partner');
    expect(data.pharmacies.find((pharmacy) => pharmacy.eid === 900)?.isDemo).toBe(true);
  });

  it('scales to thousands of pharmacies, as the benchmarks use', () => {
    const data = database({ pharmacyCount: 3000 }).read();
    expect(data.pharmacies).toHaveLength(3000);
    expect(new Set(data.pharmacies.map((pharmacy) => pharmacy.eid)).size).toBe(3000);
  });
});

describe('collections', () => {
  it('generate the same records for the same seed, and apply changes, removals and additions in order', () => {
    const db = database();
    const generated = notes(db).all();
    expect(notes(database()).all()).toEqual(generated);
    expect(generated[1]).toEqual({ id: '2', text: 'p48' });
    notes(db).put({ id: '1', text: 'cambiada' });
    notes(db).put({ id: '3', text: 'añadida' });
    notes(db).remove('2');
    expect(notes(db).all()).toEqual([
      { id: '1', text: 'cambiada' },
      { id: '3', text: 'añadida' },
    ]);
    expect(notes(db).get('2')).toBeUndefined();
  });

  it('produce a generated record on its own, the same each time', () => {
    const db = database();
    const first = db.generatedRecord('clients', '500', ({ random }) => random.int(1, 1_000_000));
    expect(db.generatedRecord('clients', '500', () => -1)).toBe(first);
    expect(database().generatedRecord('clients', '500', ({ random }) => random.int(1, 1_000_000))).toBe(first);
    expect(database().generatedRecord('clients', '501', ({ random }) => random.int(1, 1_000_000))).not.toBe(first);
  });
});

describe('the trainee’s changes in IndexedDB', () => {
  it('survive a reload: only the changed records are stored, the rest is generated again', async () => {
    const storage = indexedDb();
    const first = database({ overlay: storage.tab(), pharmacyCount: 10_000 });
    await first.ready();
    const pharmacy = first.read().pharmacies.find((candidate) => candidate.eid === 512);
    if (pharmacy === undefined) throw new Error('pharmacy 512 is generated');
    first.savePharmacy({ ...pharmacy, legalSignatures: 3 });
    notes(first).put({ id: '9', text: 'nueva' });
    await first.flush();

    const reloaded = database({ overlay: storage.tab(), pharmacyCount: 10_000, clock: new ManualClock(NOW + 86_400_000) });
    await reloaded.ready();
    expect(reloaded.read().pharmacies.find((candidate) => candidate.eid === 512)?.legalSignatures).toBe(3);
    expect(reloaded.read().pharmacies).toHaveLength(10_000);
    expect(notes(reloaded).get('9')).toEqual({ id: '9', text: 'nueva' });
    // The data set keeps the instant it was generated for, so the reload shows the same records.
    expect(reloaded.read().pharmacies[5]).toEqual(first.read().pharmacies[5]);
    expect(reloaded.storageStatus()).toBe('persistent');
    const loaded = await storage.tab().load();
    expect(loaded.rows.map((row) => `${row.collection}/${row.key}`).sort()).toEqual(['notes/9', 'pharmacies/512']);
  });

  it('are dropped when the data set changes size, and on reset', async () => {
    const storage = indexedDb();
    const first = database({ overlay: storage.tab() });
    await first.ready();
    notes(first).put({ id: '1', text: 'cambiada' });
    await first.flush();
    const bigger = database({ overlay: storage.tab(), pharmacyCount: 60 });
    await bigger.ready();
    expect(notes(bigger).get('1')?.text).not.toBe('cambiada');

    notes(bigger).put({ id: '1', text: 'otra vez' });
    await bigger.reset();
    expect(notes(bigger).get('1')?.text).not.toBe('otra vez');
    const reopened = database({ overlay: storage.tab(), pharmacyCount: 60 });
    await reopened.ready();
    expect(notes(reopened).get('1')?.text).not.toBe('otra vez');
  });

  it('reach the other open tabs, record by record, and so does a reset', async () => {
    const storage = indexedDb();
    const one = database({ overlay: storage.tab() });
    const two = database({ overlay: storage.tab() });
    await Promise.all([one.ready(), two.ready()]);
    const heard = vi.fn();
    two.onChange(heard);
    notes(one).put({ id: '1', text: 'de la pestaña uno' });
    notes(two).put({ id: '2', text: 'de la pestaña dos' });
    await Promise.all([one.flush(), two.flush()]);
    await vi.waitFor(() => expect(notes(two).get('1')?.text).toBe('de la pestaña uno'));
    await vi.waitFor(() => expect(notes(one).get('2')?.text).toBe('de la pestaña dos'));
    expect(heard).toHaveBeenCalledWith({ kind: 'external' });

    await one.reset();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith({ kind: 'reset' }));
    expect(notes(two).get('2')?.text).toBe('p48');
  });

  it('stay in memory with a warning when the browser refuses storage, and the data keeps working', async () => {
    const refusing: OverlayStore = {
      persistent: true,
      load: () => Promise.reject(new DOMException('The user denied permission', 'SecurityError')),
      write: () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError')),
      reset: () => Promise.reject(new DOMException('blocked', 'InvalidStateError')),
      onExternalChange: () => () => undefined,
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = database({ overlay: refusing });
    const heard = vi.fn();
    db.onChange(heard);
    await db.ready();
    expect(db.storageStatus()).toBe('volatile');
    expect(heard).toHaveBeenCalledWith({ kind: 'storage', status: 'volatile' });
    notes(db).put({ id: '1', text: 'en memoria' });
    await db.flush();
    expect(notes(db).get('1')?.text).toBe('en memoria');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('stay in memory with a warning when a write hits the quota', async () => {
    const overlay = new MemoryOverlayStore({ persistent: true });
    const full: OverlayStore = { persistent: true, load: () => overlay.load(), reset: (meta) => overlay.reset(meta), onExternalChange: () => () => undefined, write: () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError')) };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = database({ overlay: full });
    await db.ready();
    expect(db.storageStatus()).toBe('persistent');
    notes(db).put({ id: '1', text: 'sin sitio' });
    await db.flush();
    expect(db.storageStatus()).toBe('volatile');
    expect(notes(db).get('1')?.text).toBe('sin sitio');
    warn.mockRestore();
  });
});

describe('the fault switch', () => {
  it('fails an operation it names, with its status', async () => {
    const storage = new MemoryStorage();
    const db = database({ storage });
    await db.simulate('months.addNextMonth');
    storage.set(DEMO_FAULTS_KEY, JSON.stringify({ 'months.addNextMonth': 500, 'months.list': -1, 'months.save': 200 }));
    const outcomes = await Promise.all(
      ['months.addNextMonth', 'months.list', 'months.save', 'months.other'].map((operation) =>
        db.simulate(operation).then(
          () => 'ok',
          (error: unknown) => (isApiError(error) ? `${error.kind} ${error.status}` : 'other'),
        ),
      ),
    );
    expect(outcomes).toEqual(['http 500', 'network -1', 'server-message 200', 'ok']);
  });
});

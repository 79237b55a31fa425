import { describe, expect, it } from 'vitest';
import { isApiError } from '@domain/shared-kernel';
import { DEMO_ACCOUNTS, DEMO_DATA_KEY, DEMO_FAULTS_KEY, DemoDatabase, generateDemoData } from '@adapters/demo';
import { ManualClock, MemoryStorage } from '@adapters/shared';

const NOW = Date.UTC(2026, 10, 21, 9);

function database(storage = new MemoryStorage(), pharmacyCount = 48) {
  return new DemoDatabase({ storage, clock: new ManualClock(NOW), pharmacyCount, latencyMs: 0 });
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

  it('scales to thousands of pharmacies for performance tests', () => {
    const data = database(new MemoryStorage(), 3000).read();
    expect(data.pharmacies).toHaveLength(3000);
    expect(new Set(data.pharmacies.map((pharmacy) => pharmacy.eid)).size).toBe(3000);
  });

  it('persists changes across instances and forgets them on reset', () => {
    const storage = new MemoryStorage();
    database(storage).update((data) => {
      const pharmacy = data.pharmacies.find((candidate) => candidate.eid === 512);
      if (pharmacy) pharmacy.legalSignatures = 3;
    });
    const reopened = database(storage);
    expect(reopened.read().pharmacies.find((pharmacy) => pharmacy.eid === 512)?.legalSignatures).toBe(3);
    reopened.reset();
    expect(reopened.read().pharmacies.find((pharmacy) => pharmacy.eid === 512)?.legalSignatures).toBe(0);
    expect(storage.get(DEMO_DATA_KEY)).toBeDefined();
  });

  it('keeps a context’s slice, generated once from the seed, and drops it on reset', () => {
    const storage = new MemoryStorage();
    const slice = database(storage).slice('notes', 1, ({ random, data }) => ({ pick: random.int(1, 1000), pharmacies: data.pharmacies.length }));
    const first = { ...slice.read() };
    slice.update((value) => {
      value.pick = -1;
    });
    expect(database(storage).slice('notes', 1, () => ({ pick: 0, pharmacies: 0 })).read()).toEqual({ pick: -1, pharmacies: 48 });
    const fresh = database(new MemoryStorage()).slice('notes', 1, ({ random, data }) => ({ pick: random.int(1, 1000), pharmacies: data.pharmacies.length }));
    expect(fresh.read()).toEqual(first);
    const db = database(storage);
    db.reset();
    expect(db.slice('notes', 1, () => ({ pick: 5, pharmacies: 0 })).read()).toEqual({ pick: 5, pharmacies: 0 });
  });

  it('fails an operation the fault switch names, with its status', async () => {
    const storage = new MemoryStorage();
    const db = database(storage);
    await db.simulate('months.add');
    storage.set(DEMO_FAULTS_KEY, JSON.stringify({ 'months.add': 500, 'months.list': -1, 'months.save': 200 }));
    const outcomes = await Promise.all(
      ['months.add', 'months.list', 'months.save', 'months.other'].map((operation) =>
        db.simulate(operation).then(
          () => 'ok',
          (error: unknown) => (isApiError(error) ? `${error.kind} ${error.status}` : 'other'),
        ),
      ),
    );
    expect(outcomes).toEqual(['http 500', 'network -1', 'server-message 200', 'ok']);
  });
});

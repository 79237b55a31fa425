import { afterEach, beforeEach, describe, expect } from 'vitest';
import { requestIdentity, type Session } from '@domain/session';
import { DemoDatabase, type DemoData } from '@adapters/demo';
import { HttpClient, ManualClock, MemoryStorage } from '@adapters/shared';
import { FAKE_URLS, createFakeApi, type FakeApi } from './fake-api';

/** The instant every contract test runs at: 21/11/2026 10:00 in Madrid. */
export const CONTRACT_NOW = Date.UTC(2026, 10, 21, 9, 0, 0);

/** What a contract test gets: the adapter under test and the world around it. */
export interface ContractWorld<P> {
  readonly profile: 'memory' | 'http';
  readonly port: P;
  readonly clock: ManualClock;
  /** The memory profile's database (both profiles have one: the http profile's fake API serves its data). */
  readonly data: DemoData;
  /** Signs a session in, so requests carry its identity. */
  signIn(session: Session | undefined): void;
  /** The fake API (http profile only). */
  readonly fake: FakeApi | undefined;
}

/** The builders of one port's two adapters. */
export interface ContractSubjects<P> {
  memory(deps: { db: DemoDatabase; clock: ManualClock }): P;
  http(deps: { http: HttpClient; clock: ManualClock; fake: FakeApi }): P;
}

/**
 * Runs the same contract suite against a port's InMemory and Http adapters. The Http adapter talks
 * to a fake API (MSW) that serves the same demo data set, so both must give the same answers.
 */
export function describeContract<P>(title: string, subjects: ContractSubjects<P>, suite: (world: () => ContractWorld<P>) => void): void {
  describe(`${title} (memory adapter)`, () => {
    let world: ContractWorld<P> | undefined;
    beforeEach(() => {
      const clock = new ManualClock(CONTRACT_NOW);
      const db = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 });
      world = { profile: 'memory', port: subjects.memory({ db, clock }), clock, data: db.read(), signIn: () => undefined, fake: undefined };
    });
    suite(() => {
      if (world === undefined) throw new Error('The contract world is built before each test');
      return world;
    });
  });

  describe(`${title} (http adapter)`, () => {
    const httpWorld = useFakeApi();
    let world: ContractWorld<P> | undefined;
    beforeEach(() => {
      const { fake, http, clock, signIn } = httpWorld();
      world = { profile: 'http', port: subjects.http({ http, clock, fake }), clock, data: fake.data, signIn, fake };
    });
    suite(() => {
      if (world === undefined) throw new Error('The contract world is built before each test');
      return world;
    });
  });
}

/** An HttpClient wired to a fresh fake API for each test: for the tests that pin the wire format. */
export interface HttpWorld {
  readonly fake: FakeApi;
  readonly http: HttpClient;
  readonly clock: ManualClock;
  signIn(session: Session | undefined): void;
}

/**
 * Starts a fake API before each test and stops it after; returns the current test's world. A test
 * fails when its adapter made a request that the API documents in docs/api/ do not list, or sent a body
 * their schema refuses (ADR 31); `documented: false` lifts that for the transport's own tests, which
 * call made-up paths.
 */
export function useFakeApi(options: { readonly documented?: boolean } = {}): () => HttpWorld {
  let world: HttpWorld | undefined;
  beforeEach(() => {
    const clock = new ManualClock(CONTRACT_NOW);
    const fake = createFakeApi({ now: CONTRACT_NOW });
    fake.server.listen({ onUnhandledFrame: 'error' });
    let session: Session | undefined;
    const http = new HttpClient({
      urls: { api: FAKE_URLS.api, auth: FAKE_URLS.auth, frontVersion: FAKE_URLS.frontVersion, digitalServices: FAKE_URLS.digitalServices },
      identity: () => (session === undefined ? undefined : session.expiresAt <= clock.now() ? 'expired' : requestIdentity(session)),
      // A 429's wait before the retry passes at once: how long the client waits is tested in
      // http-client.test.ts, and a test never waits for time.
      sleep: () => Promise.resolve(),
    });
    world = { fake, http, clock, signIn: (next) => (session = next) };
  });
  afterEach(async () => {
    const fake = world?.fake;
    fake?.server.close();
    world = undefined;
    if (fake === undefined || options.documented === false) return;
    await fake.checked();
    expect(fake.undocumented, 'requests the API documents in docs/api/ do not list').toEqual([]);
  });
  return () => {
    if (world === undefined) throw new Error('The fake API is started before each test');
    return world;
  };
}

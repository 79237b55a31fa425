import { ContainerModule } from 'inversify';
import { Clock } from '@domain/shared-kernel';
import { SessionStore, isSessionValid, requestIdentity } from '@domain/session';
import { HttpClient, ServiceTokens, type KeyValueStorage, type LockManagerLike } from '@adapters/shared';
import { StorageSessionStore } from '@adapters/session';
import { AppConfiguration, HttpClientToken, LocalStorageToken, ServiceTokensToken, TabStorageToken } from './tokens';
import type { Configuration } from '../config';

/** What the container takes from its surroundings: the browser in the app, fakes in tests. */
export interface RuntimeEnvironment {
  readonly local: KeyValueStorage;
  readonly tab: KeyValueStorage;
  readonly clock: Clock;
  readonly fetch?: typeof fetch;
  readonly locks?: LockManagerLike | undefined;
}

/** Bindings every profile shares: configuration, clock, storage, the session store and the transport. */
export function sharedModule(configuration: Configuration, environment: RuntimeEnvironment): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AppConfiguration).toConstantValue(configuration);
    bind(Clock).toConstantValue(environment.clock);
    bind(LocalStorageToken).toConstantValue(environment.local);
    bind(TabStorageToken).toConstantValue(environment.tab);
    bind(SessionStore).toDynamicValue((context) => new StorageSessionStore({ local: context.get<KeyValueStorage>(LocalStorageToken), tab: context.get<KeyValueStorage>(TabStorageToken) }));
    bind(HttpClientToken).toDynamicValue((context) => {
      const store = context.get<SessionStore>(SessionStore);
      const clock = context.get<Clock>(Clock);
      return new HttpClient({
        urls: configuration.urls,
        fetch: environment.fetch,
        identity: () => {
          const session = store.load();
          if (session === undefined) return undefined;
          return isSessionValid(session, clock.now()) ? requestIdentity(session) : 'expired';
        },
      });
    });
    bind(ServiceTokensToken).toDynamicValue(
      (context) =>
        new ServiceTokens({
          http: context.get<HttpClient>(HttpClientToken),
          storage: context.get<KeyValueStorage>(LocalStorageToken),
          clock: context.get<Clock>(Clock),
          locks: environment.locks,
        }),
    );
  });
}

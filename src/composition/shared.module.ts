import { ContainerModule } from 'inversify';
import { Clock } from '@domain/shared-kernel';
import { SessionStore, isSessionValid, requestIdentity } from '@domain/session';
import { HttpClient, ServiceTokens, type KeyValueStorage } from '@adapters/shared';
import { StorageSessionStore } from '@adapters/session';
import { AppConfiguration, HttpClientToken, LocalStorageToken, RuntimeEnvironmentToken, ServiceTokensToken, TabStorageToken } from './tokens';
import type { Configuration } from '../config';
import type { RuntimeEnvironment } from './runtime-environment';

export type { RuntimeEnvironment };


/** Bindings every profile shares: configuration, clock, storage, the session store and the transport. */
export function sharedModule(configuration: Configuration, environment: RuntimeEnvironment): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AppConfiguration).toConstantValue(configuration);
    bind(RuntimeEnvironmentToken).toConstantValue(environment);
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
        requireIdentity: true,
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

import { ContainerModule } from 'inversify';
import { Clock, type Token } from '@domain/shared-kernel';
import type { HttpClient, ServiceTokens } from '@adapters/shared';
import type { Configuration } from '../config';
import type { AdapterDeps, AnyContextModule } from './context-module';
import { AppConfiguration, HttpClientToken, ServiceTokensToken } from './tokens';

interface Resolver {
  get<T>(id: symbol): T;
}

/** What every adapter is built with, resolved from the container. */
export function adapterDeps(context: Resolver): AdapterDeps {
  return {
    configuration: context.get<Configuration>(AppConfiguration),
    clock: context.get<Clock>(Clock),
    http: context.get<HttpClient>(HttpClientToken),
    serviceTokens: context.get<ServiceTokens>(ServiceTokensToken),
  };
}

/**
 * Binds every port of `contexts` to the adapter `adapterFor` builds for it: the http profile's own
 * adapters, or the memory profile's demo backends behind the latency and the fault switch.
 */
export function portBindings(
  contexts: readonly AnyContextModule[],
  adapterFor: (service: string, binding: AnyContextModule['ports'][string], context: Resolver) => object,
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const context of contexts) {
      for (const [service, binding] of Object.entries(context.ports)) {
        bind(binding.token).toDynamicValue((resolver) => adapterFor(service, binding, resolver));
      }
    }
  });
}

/** Binds every use case of `contexts`, the same in every profile: they only see ports. */
export function useCaseBindings(contexts: readonly AnyContextModule[]): ContainerModule {
  return new ContainerModule(({ bind }) => {
    for (const context of contexts) {
      for (const binding of Object.values(context.useCases ?? {})) {
        bind(binding.token).toDynamicValue((resolver) => binding.create(<U>(token: Token<U>) => resolver.get<U>(token)));
      }
    }
  });
}


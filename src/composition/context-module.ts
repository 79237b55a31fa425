import type { Clock, PortMethod, Token } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import type { HttpClient, ServiceTokens } from '@adapters/shared';
import type { DemoControls, UiServices } from '@ui/index';
import type { ScreenModule, ScreenRoutes } from '@ui/router';
import type { Configuration } from '../config';

/** What an adapter of the http profile is built with. */
export interface AdapterDeps {
  readonly configuration: Configuration;
  readonly clock: Clock;
  readonly http: HttpClient;
  readonly serviceTokens: ServiceTokens;
}

/** What an adapter of the memory profile is built with: the same, and the demo data set. */
export interface DemoDeps extends AdapterDeps {
  readonly db: DemoDatabase;
}

/**
 * One port of a context, bound in both profiles. `http` builds the adapter of the documented API;
 * `memory` the demo backend, which the memory profile wraps with the simulated latency and the fault
 * switch (operation `<service>.<method>` for every method in `methods`). Both should fetch their code
 * with a dynamic import, so a screen's adapters never weigh on the first page.
 */
export interface PortBinding<T extends object> {
  readonly token: Token<T>;
  readonly methods: readonly PortMethod<T>[];
  readonly http: (deps: AdapterDeps) => T;
  readonly memory: (deps: DemoDeps) => T | Promise<T>;
  /**
   * Whether the memory adapter reads the demo data set (the default): its calls then wait for the
   * data set to load. False for ports whose demo needs none (the server's mode, the version file), so
   * a screen that only calls those does not fetch the demo store's code.
   */
  readonly demoData?: boolean;
}

/** Binds a port: its token, its methods, and its adapter in each profile. */
export function port<T extends object>(token: Token<T>, methods: readonly PortMethod<T>[], adapters: Pick<PortBinding<T>, 'http' | 'memory' | 'demoData'>): PortBinding<T> {
  return { token, methods, ...adapters };
}

/** A use case of a context, the same in every profile: it sees only ports, resolved by their tokens. */
export interface UseCaseBinding<T> {
  readonly token: Token<T>;
  readonly create: (get: <U>(token: Token<U>) => U) => T;
}

/** Binds a use case by its token. */
export function useCase<T>(token: Token<T>, create: UseCaseBinding<T>['create']): UseCaseBinding<T> {
  return { token, create };
}

/**
 * A bounded context's composition module: its route module, its ports bound for both profiles and its
 * use cases, each under the name the UI reaches it by (`services.<name>`), and what it adds to the
 * memory profile's demo controls. The registry lists one per context.
 */
export interface ContextModule<P extends Record<string, object> = Record<string, object>, U extends Record<string, unknown> = Record<string, unknown>, R extends ScreenRoutes = ScreenRoutes> {
  readonly name: string;
  readonly screens: ScreenModule<R>;
  readonly ports: { readonly [K in keyof P]: PortBinding<P[K]> };
  readonly useCases?: { readonly [K in keyof U]: UseCaseBinding<U[K]> };
  readonly demoControls?: (deps: DemoDeps) => Partial<DemoControls>;
}

/** Declares a context's composition module, keeping the exact types of its ports and routes. */
export function defineContext<P extends Record<string, object>, U extends Record<string, unknown> = Record<never, never>, const R extends ScreenRoutes = ScreenRoutes>(
  module: ContextModule<P, U, R>,
): ContextModule<P, U, R> {
  return module;
}

/** Any context module, as the profiles bind them and the registry lists them. */
export interface AnyContextModule {
  readonly name: string;
  readonly screens: ScreenModule;
  readonly ports: Readonly<Record<string, { readonly token: symbol; readonly methods: readonly string[]; readonly http: (deps: AdapterDeps) => object; readonly memory: (deps: DemoDeps) => object; readonly demoData?: boolean }>>;
  readonly useCases?: Readonly<Record<string, UseCaseBinding<unknown>>>;
  readonly demoControls?: (deps: DemoDeps) => Partial<DemoControls>;
}

/** The services a context gives the UI: its ports and its use cases, by name. */
export type ServicesOf<C> = C extends ContextModule<infer P, infer U, ScreenRoutes> ? P & U : never;

type Intersection<T> = (T extends unknown ? (value: T) => void : never) extends (value: infer I) => void ? I : never;

/** Everything the registered contexts provide, by name. */
export type ProvidedServices<Contexts extends readonly unknown[]> = Intersection<ServicesOf<Contexts[number]>>;

/** The services every screen shares, which the composition root builds itself. */
export type CoreServiceName = 'config' | 'clock' | 'demo';

/** What the contexts must provide: every service the UI's route modules declare. */
export type DeclaredServices = Omit<UiServices, CoreServiceName>;

/** The fault-switch operations of the registered contexts' ports: `<service>.<method>`, by context. */
export function faultOperations(contexts: readonly AnyContextModule[]): { readonly context: string; readonly operations: readonly string[] }[] {
  return contexts
    .map((context) => ({
      context: context.name,
      operations: Object.entries(context.ports).flatMap(([service, binding]) => binding.methods.map((method) => `${service}.${method}`)),
    }))
    .filter((entry) => entry.operations.length > 0);
}

import type { Container } from 'inversify';
import { Clock } from '@domain/shared-kernel';
import type { UiServices } from '@ui/index';
import type { AnyContextModule } from './context-module';
import { CONTEXTS } from '../contexts/registry';
import type { Profile } from './profile';
import { resolve } from './resolve';
import { AppConfiguration } from './tokens';

/**
 * Each registered context's ports and use cases under the names the UI reaches them by, each resolved
 * from the container the first time it is read: start-up resolves only what the first screen uses
 * (resolving all of them was a third of the start-up's script time on a throttled phone).
 */
function contextServices(container: Container, contexts: readonly AnyContextModule[]): Record<string, unknown> {
  const services: Record<string, unknown> = {};
  const bindings = contexts.flatMap((context) => [...Object.entries(context.ports), ...Object.entries(context.useCases ?? {})]);
  for (const [name, binding] of bindings) {
    let resolved: { readonly value: unknown } | undefined;
    Object.defineProperty(services, name, {
      enumerable: true,
      get: () => {
        resolved ??= { value: container.get(binding.token) };
        return resolved.value;
      },
    });
  }
  return services;
}

/**
 * The UI's services, resolved once from the container. That every service a route module declares is
 * provided is checked when the registry compiles (`everyDeclaredServiceIsProvided`).
 */
export function resolveUiServices(container: Container, profile: Profile): UiServices {
  const configuration = resolve(container, AppConfiguration);
  // Assigned onto the lazy object, not spread: a spread would read (and so resolve) every service.
  return Object.assign(contextServices(container, CONTEXTS), {
    config: {
      profile: configuration.profile,
      appName: configuration.appName,
      appVersion: configuration.appVersion,
      devFeatureFlag: configuration.devFeatureFlag,
      crmMenuEids: configuration.crmMenuEids,
      productName: configuration.productName,
    },
    clock: resolve(container, Clock),
    demo: profile.demoControls?.(container),
  }) as unknown as UiServices;
}

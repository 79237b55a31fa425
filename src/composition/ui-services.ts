import type { Container } from 'inversify';
import { Clock } from '@domain/shared-kernel';
import type { UiServices } from '@ui/index';
import type { AnyContextModule } from './context-module';
import { CONTEXTS } from '../contexts/registry';
import type { Profile } from './profile';
import { resolve } from './resolve';
import { AppConfiguration } from './tokens';

/** Each registered context's ports and use cases, resolved under the names the UI reaches them by. */
function contextServices(container: Container, contexts: readonly AnyContextModule[]): Record<string, unknown> {
  const entries = contexts.flatMap((context) => [
    ...Object.entries(context.ports).map(([name, binding]) => [name, container.get(binding.token)] as const),
    ...Object.entries(context.useCases ?? {}).map(([name, binding]) => [name, container.get(binding.token)] as const),
  ]);
  return Object.fromEntries(entries);
}

/**
 * The UI's services, resolved once from the container. That every service a route module declares is
 * provided is checked when the registry compiles (`everyDeclaredServiceIsProvided`).
 */
export function resolveUiServices(container: Container, profile: Profile): UiServices {
  const configuration = resolve(container, AppConfiguration);
  return {
    ...contextServices(container, CONTEXTS),
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
  } as UiServices;
}

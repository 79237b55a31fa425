import { Container } from 'inversify';
import type { Configuration } from '../config';
import { CONTEXTS } from '../contexts/registry';
import { useCaseBindings } from './context-bindings';
import type { Profile } from './profile';
import { sharedModule, type RuntimeEnvironment } from './shared.module';

/**
 * Builds the container: shared bindings, the adapters of the configured profile, then the use cases of
 * the registered contexts. The profile is chosen once, by the caller, from the configuration.
 */
export function createAppContainer(configuration: Configuration, environment: RuntimeEnvironment, profile: Profile): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(sharedModule(configuration, environment), ...profile.modules, useCaseBindings(CONTEXTS));
  return container;
}

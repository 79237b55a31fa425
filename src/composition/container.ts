import { Container } from 'inversify';
import type { Configuration } from '../config';
import type { Profile } from './profile';
import { sharedModule, type RuntimeEnvironment } from './shared.module';
import { useCasesModule } from './use-cases.module';

/**
 * Builds the container: shared bindings, the adapters of the configured profile, then the use cases.
 * The profile is chosen once, by the caller, from the configuration.
 */
export function createAppContainer(configuration: Configuration, environment: RuntimeEnvironment, profile: Profile): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(sharedModule(configuration, environment), profile.module, useCasesModule);
  return container;
}

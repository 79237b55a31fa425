import type { UiServices } from '@ui/index';
import type { Configuration } from '../config';
import { createAppContainer } from './container';
import { loadProfile } from './profile';
import type { RuntimeEnvironment } from './shared.module';
import { resolveUiServices } from './ui-services';

/**
 * Composes the application for the configured profile: the container of its adapters and the
 * services object the UI receives. `main.tsx` and the jsdom harness of the tests both start here.
 */
export async function composeApplication(configuration: Configuration, environment: RuntimeEnvironment): Promise<UiServices> {
  const profile = await loadProfile(configuration.profile);
  const container = createAppContainer(configuration, environment, profile);
  return resolveUiServices(container, profile);
}

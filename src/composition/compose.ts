import type { UiServices } from '@ui/index';
import type { Configuration } from '../config';
import { createAppContainer } from './container';
import { loadProfile } from './profile';
import type { RuntimeEnvironment } from './shared.module';
import { resolveUiServices } from './ui-services';

/**
 * Composes the application for the configured profile: the container of its adapters and the
 * services object the UI receives. `boot.tsx` and the jsdom harness of the tests both start here.
 * `pause`, when given, runs between the profile's arrival (its files evaluated) and the container's
 * creation, so that the two can run in tasks of their own.
 */
export async function composeApplication(configuration: Configuration, environment: RuntimeEnvironment, pause?: () => Promise<void>): Promise<UiServices> {
  const profile = await loadProfile(configuration.profile);
  await pause?.();
  const container = createAppContainer(configuration, environment, profile);
  return resolveUiServices(container, profile);
}

import type { Container, ContainerModule } from 'inversify';
import type { DemoControls } from '@ui/shared/ui-services';

/** An adapter profile: the bindings of its adapters, and the demo controls when it has demo data. */
export interface Profile {
  readonly module: ContainerModule;
  readonly demoControls?: (container: Container) => DemoControls;
}

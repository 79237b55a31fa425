import type { Container, ContainerModule } from 'inversify';
import type { DemoControls } from '@ui/index';

/** An adapter profile: the bindings of its adapters, and the demo controls when it has demo data. */
export interface Profile {
  readonly modules: readonly ContainerModule[];
  readonly demoControls?: (container: Container) => DemoControls;
}

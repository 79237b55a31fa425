import { portMethods, token } from '@domain/shared-kernel';
import type { PionTest } from './pion-test';

/** The test dashboard's calls (spec 3 §7 "Test dashboard"). Failures reject with an ApiError. */
export interface PionGateway {
  /** GET /api/v1/PION/listTests: every test with its latest results per pharmacy. */
  listTests(): Promise<readonly PionTest[]>;
  /** GET /api/v1/PION/get_fnames: the test functions the server can run. */
  functionNames(): Promise<readonly string[]>;
  /** POST /api/v1/PION/executeNowTest {_id}: runs the test now; a test the server cannot run is refused (400). */
  executeNow(id: string): Promise<void>;
}

/** Token of the {@link PionGateway} port. */
export const PionGateway = token<PionGateway>('pion.PionGateway');

/** Every call of the {@link PionGateway} port. */
export const PionGatewayMethods = portMethods<PionGateway>()('listTests', 'functionNames', 'executeNow');

import { EXECUTE_NOW_MESSAGES, type PionGateway, type PionTest } from '@domain/pion';
import { ApiError, type Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { DEMO_PION_FUNCTIONS, demoPionTests, rerunDemoTest } from './pion-demo-data';

/**
 * The test dashboard's backend in the demo: the demo's tests with their latest results; running a
 * test now takes new results on the injected clock and keeps them. A test whose function the server
 * does not offer is refused (400, 'parametros del test incorrectos'); an unknown one is 404.
 */
export class InMemoryPionGateway implements PionGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;

  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock }) {
    this.db = options.db;
    this.clock = options.clock;
  }

  async listTests(): Promise<readonly PionTest[]> {
    return demoPionTests(this.db).all();
  }

  async functionNames(): Promise<readonly string[]> {
    return DEMO_PION_FUNCTIONS;
  }

  async executeNow(id: string): Promise<void> {
    const tests = demoPionTests(this.db);
    const test = tests.get(id);
    if (test === undefined) throw new ApiError('not-found', 404, 'test no seleccionado');
    if (!DEMO_PION_FUNCTIONS.includes(test.funcName)) throw new ApiError('http', 400, EXECUTE_NOW_MESSAGES['bad-parameters']);
    tests.put(rerunDemoTest(test, this.clock.now()));
  }
}

import type { ExecutionMode, ServerInfoGateway } from '@domain/platform';

/** The memory profile reports the execution mode it was configured with. */
export class InMemoryServerInfoGateway implements ServerInfoGateway {
  private readonly mode: ExecutionMode;
  constructor(mode: ExecutionMode) {
    this.mode = mode;
  }
  executionMode(): Promise<ExecutionMode> {
    return Promise.resolve(this.mode);
  }
}

import type { Month, MonthGateway } from '@domain/months';
import type { Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';

/** The demo months' logic and data, loaded on first use so they stay out of the first page's code. */
const backend = () => import('./month-demo-backend');

/** The campaign months of the demo data set. */
export class InMemoryMonthGateway implements MonthGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;
  constructor(options: { db: DemoDatabase; clock: Clock }) {
    this.db = options.db;
    this.clock = options.clock;
  }

  async list(): Promise<readonly Month[]> {
    return (await backend()).listMonths(this.db);
  }

  async setBlocked(id: string, blocked: boolean): Promise<Month> {
    return (await backend()).saveBlocked(this.db, id, blocked);
  }

  async addNextMonth(): Promise<Month> {
    return (await backend()).addMonth(this.db, this.clock.now());
  }

  async exportPictureProducts(monthId: string): Promise<ArrayBuffer> {
    return (await backend()).exportProducts(this.db, monthId);
  }
}

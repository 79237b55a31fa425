import type { CatalogCheckService, ExportRequest, JobStatus } from '@domain/catalog-export';
import type { Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { CatalogDemoBackend } from './catalog-demo-backend';

/**
 * The check service of the memory profile: jobs advance through their sections as the injected clock
 * moves (a whole export takes under a minute), some runs find errors, and only one job runs at a time.
 * The demo catalog is built on first use, and its code loads with the screen's adapters (ADR 14).
 */
export class InMemoryCatalogCheckService implements CatalogCheckService {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;
  private backend: Promise<CatalogDemoBackend> | undefined;

  constructor(deps: { db: DemoDatabase; clock: Clock }) {
    this.db = deps.db;
    this.clock = deps.clock;
  }

  async runningJob(): Promise<JobStatus | undefined> {
    return (await this.demo()).runningJob();
  }

  async jobStatus(jobId: string): Promise<JobStatus> {
    return (await this.demo()).jobStatus(jobId);
  }

  async startCheck(excludeWorkingCategories: readonly number[]): Promise<JobStatus> {
    return (await this.demo()).start({ kind: 'check', excluded: excludeWorkingCategories });
  }

  async startExport(request: ExportRequest): Promise<JobStatus> {
    return (await this.demo()).start({ kind: 'export', request });
  }

  async cancelRunningJob(): Promise<void> {
    (await this.demo()).cancelRunningJob();
  }

  private demo(): Promise<CatalogDemoBackend> {
    this.backend ??= Promise.resolve(new CatalogDemoBackend(this.db, this.clock));
    return this.backend;
  }
}

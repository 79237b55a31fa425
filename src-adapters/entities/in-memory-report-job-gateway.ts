import type { EntityReportStatus, RegenerateByErpRequest, ReportGenerationRequest, ReportJobGateway } from '@domain/entities';
import { ApiError, type Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { addDemoJobs, demoStatus, pharmaciesOfErp, reportJobCollection } from './report-job-demo';

/**
 * The cache and report jobs of the demo: each pharmacy's job waits, runs and finishes on the injected
 * clock (a poll or two each), and a finished job brings the pharmacy's cache or reports up to the last
 * closed month. Jobs are kept with the trainee's other changes, so a reload finds them where they are.
 * Unknown pharmacies are refused as a server would (400).
 */
export class InMemoryReportJobGateway implements ReportJobGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;

  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock }) {
    this.db = options.db;
    this.clock = options.clock;
  }

  async statuses(): Promise<readonly EntityReportStatus[]> {
    const now = this.clock.now();
    const jobs = reportJobCollection(this.db);
    return this.db.read().pharmacies.map((pharmacy) => demoStatus(pharmacy, jobs.get(String(pharmacy.eid)), now));
  }

  async generate(request: ReportGenerationRequest): Promise<void> {
    const wanted = new Set(request.entities);
    const pharmacies = this.db.read().pharmacies.filter((pharmacy) => wanted.has(pharmacy.eid));
    if (wanted.size === 0 || pharmacies.length !== wanted.size) throw new ApiError('http', 400, 'Farmacias desconocidas');
    addDemoJobs(this.db, pharmacies, { cache: request.kind === 'cache', report: request.kind === 'report' }, this.clock.now());
  }

  async regenerateByErp(request: RegenerateByErpRequest): Promise<void> {
    if (!request.cache && !request.report) throw new ApiError('http', 400, 'Nada que regenerar');
    addDemoJobs(this.db, pharmaciesOfErp(this.db.read().pharmacies, request), request, this.clock.now());
  }
}

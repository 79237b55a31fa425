import type { EntityDetails, EntityDirectory, EntityListRow } from '@domain/entities';
import type { Clock } from '@domain/shared-kernel';
import { demoSignUpStatuses, type DemoDatabase } from '@adapters/demo';
import { demoEntityDetails, demoMonths, reportJobCollection } from './report-job-demo';

/** The entity list of the demo pharmacies; their last cache and report follow the demo's finished jobs. */
export class InMemoryEntityDirectory implements EntityDirectory {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;
  constructor(db: DemoDatabase, clock: Clock) {
    this.db = db;
    this.clock = clock;
  }

  async list(): Promise<readonly EntityListRow[]> {
    const now = this.clock.now();
    const jobs = reportJobCollection(this.db);
    return this.db.read().pharmacies.map((pharmacy) => ({
      id: pharmacy.eid,
      name: pharmacy.name,
      contactName: pharmacy.contactName,
      kam: pharmacy.kam,
      erp: pharmacy.erp,
      lastUploadDate: pharmacy.lastUploadDate,
      ...demoMonths(pharmacy, jobs.get(String(pharmacy.eid)), now),
    }));
  }

  async details(): Promise<readonly EntityDetails[]> {
    // The sign-up form as the pharmacy configuration keeps it, so the list and the dialog agree.
    const formStatus = demoSignUpStatuses(this.db, this.clock.now());
    return this.db.read().pharmacies.map((pharmacy) => demoEntityDetails(pharmacy, formStatus(pharmacy.eid)));
  }
}

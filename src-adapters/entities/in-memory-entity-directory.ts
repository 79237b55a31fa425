import type { EntityDirectory, EntityListRow } from '@domain/entities';
import type { DemoDatabase } from '@adapters/demo';

/** The entity list of the demo pharmacies. */
export class InMemoryEntityDirectory implements EntityDirectory {
  private readonly db: DemoDatabase;
  constructor(db: DemoDatabase) {
    this.db = db;
  }

  async list(): Promise<readonly EntityListRow[]> {
    return this.db.read().pharmacies.map((pharmacy) => ({
      id: pharmacy.eid,
      name: pharmacy.name,
      contactName: pharmacy.contactName,
      kam: pharmacy.kam,
      erp: pharmacy.erp,
      lastUploadDate: pharmacy.lastUploadDate,
      lastCache: pharmacy.lastCache,
      lastReport: pharmacy.lastReport,
    }));
  }
}

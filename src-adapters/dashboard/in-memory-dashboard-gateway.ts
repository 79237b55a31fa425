import type { DashboardGateway, PharmacyProfile } from '@domain/dashboard';
import { ApiError } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';

/** The dashboard's data from the demo pharmacies. */
export class InMemoryDashboardGateway implements DashboardGateway {
  private readonly db: DemoDatabase;
  constructor(db: DemoDatabase) {
    this.db = db;
  }

  async pharmacyProfile(eid: number): Promise<PharmacyProfile> {
    const pharmacy = this.db.read().pharmacies.find((candidate) => candidate.eid === eid);
    if (pharmacy === undefined) throw new ApiError('not-found', 404, 'Farmacia no encontrada');
    return { services: pharmacy.services, enabledServices: pharmacy.enabledServices, website: pharmacy.website };
  }
}

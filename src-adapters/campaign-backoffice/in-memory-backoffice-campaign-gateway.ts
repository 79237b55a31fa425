import { aggregateCampaigns, isUnsent, newestFirst, sentCampaignsOf, type AggregateReport, type AggregateReportFilters, type BackofficeCampaignGateway } from '@domain/campaign-backoffice';
import type { Campaign } from '@domain/campaigns';
import type { Clock } from '@domain/shared-kernel';
import { InMemoryCampaignRepository, type DemoClientCount } from '@adapters/campaigns';
import { DEMO_ENTITY_EID, MAIN_DEMO_EID, PARTNER_DEMO_EID, SECOND_DEMO_EID, type DemoDatabase, type DemoPharmacy } from '@adapters/demo';

/**
 * How many pharmacies the demo back office lists campaigns of: the size of the default demo data set
 * (`VITE_DEMO_PHARMACIES`, 48). Each pharmacy's campaigns are generated when first read (12–20 each,
 * with their designs), so with the 10,000 pharmacies of the performance data set a list of every
 * pharmacy's campaigns would generate 160,000 campaigns in one call; the cap keeps a call at the cost
 * of the default data set (about 800 campaigns) whatever its size.
 */
export const BACKOFFICE_DEMO_PHARMACIES = 48;

/** The pharmacies of the documented demo accounts, which the demo back office always lists. */
const ACCOUNT_EIDS: readonly number[] = [MAIN_DEMO_EID, SECOND_DEMO_EID, PARTNER_DEMO_EID, DEMO_ENTITY_EID];

/**
 * The pharmacies whose campaigns the demo back office lists: those of the documented accounts, then
 * the others by ascending eid, {@link BACKOFFICE_DEMO_PHARMACIES} in all. With the default data set
 * that is every pharmacy; with 10,000 it is the same 48 eids (500–546 and 900).
 */
export function backofficeDemoPharmacies(pharmacies: readonly Pick<DemoPharmacy, 'eid'>[]): number[] {
  const known = new Set(pharmacies.map((pharmacy) => pharmacy.eid));
  const accounts = ACCOUNT_EIDS.filter((eid) => known.has(eid));
  const others = [...known].filter((eid) => !ACCOUNT_EIDS.includes(eid)).sort((a, b) => a - b);
  return [...accounts, ...others].slice(0, BACKOFFICE_DEMO_PHARMACIES);
}

/**
 * The demo server of the back office's campaign calls, over the campaigns of the campaigns context's
 * demo (the same store, read through `InMemoryCampaignRepository.list`: a pharmacy's campaigns as its
 * own list shows them at the clock's time — a pending campaign whose send instant has come is being
 * sent, then sent; a deleted one is gone; at most the 250 newest of each pharmacy), for the pharmacies
 * of {@link backofficeDemoPharmacies}, newest first.
 * - unsent: every campaign not SENDED (`isUnsent`);
 * - the aggregate report: computed from those campaigns by the domain's rule (`aggregateCampaigns`),
 *   and the campaigns it counts (`sentCampaignsOf`) for the statistics' search;
 *   a report of one pharmacy reads that pharmacy's campaigns, even beyond the cap; a pharmacy the
 *   data set lacks has none.
 */
export class InMemoryBackofficeCampaignGateway implements BackofficeCampaignGateway {
  private readonly db: DemoDatabase;
  private readonly campaigns: InMemoryCampaignRepository;

  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock; readonly product: string; readonly clients: DemoClientCount }) {
    this.db = options.db;
    this.campaigns = new InMemoryCampaignRepository(options);
  }

  async listAll(): Promise<readonly Campaign[]> {
    return this.listed();
  }

  async listUnsent(): Promise<readonly Campaign[]> {
    return (await this.listed()).filter(isUnsent);
  }

  async aggregateReport(filters: AggregateReportFilters): Promise<AggregateReport> {
    const campaigns = filters.eid === undefined ? await this.listed() : await this.campaigns.list(filters.eid);
    return aggregateCampaigns(campaigns, filters);
  }

  /** The campaigns the report of `filters` counts, read as the report reads them (`sentCampaignsOf`). */
  async sentCampaigns(filters: AggregateReportFilters): Promise<readonly Campaign[]> {
    const campaigns = filters.eid === undefined ? await this.listed() : await this.campaigns.list(filters.eid);
    return sentCampaignsOf(campaigns, filters);
  }

  private async listed(): Promise<Campaign[]> {
    const eids = backofficeDemoPharmacies(this.db.read().pharmacies);
    const lists = await Promise.all(eids.map((eid) => this.campaigns.list(eid)));
    return newestFirst(lists.flat());
  }
}

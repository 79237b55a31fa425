import {
  calendarDraftCampaign,
  type CalendarCampaign,
  type CalendarDraft,
  type CalendarEntry,
  type CalendarEntryChange,
  type CalendarGateway,
  type CalendarPharmacy,
  type CalendarSheet,
  type NewCalendarEntry,
  type PharmacyReadiness,
} from '@domain/calendar';
import { ApiError, apiErrorKindForStatus, type Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { InMemoryCampaignRepository, pharmacyRecipientSegments, type DemoClientCount } from '@adapters/campaigns';
import { calendarDemo, demoReadiness, nextCalendarEntryId, type CalendarDemo, type DemoCalendarEntry } from './calendar-demo-data';

const notFound = (): ApiError => new ApiError('not-found', 404, 'Entrada del calendario no encontrada');

/** What the demo server answers a draft of an entry with no pharmacy chosen (`success: false`, its words shown). */
export const NO_PHARMACIES_MESSAGE = 'La entrada no tiene farmacias: elige al menos una antes de crear el borrador';

/** The entry without the chooser's pharmacies. */
const entryOf = ({ pharmacies: _chosen, ...entry }: DemoCalendarEntry): CalendarEntry => entry;

/**
 * The calendar of the demo over the demo data set: entries around the data set's "now" in both owner
 * groups (a new one joins the product's group), the campaigns scheduled and sent, and the demo
 * pharmacies, some without a header or a sender. A draft made from an entry is a campaign draft of
 * each pharmacy chosen for it, created in the campaigns' demo store (so the pharmacy's campaign list and
 * the back office's campaign tables list it, and a reload keeps it), and listed in the entry's campaigns.
 */
export class InMemoryCalendarGateway implements CalendarGateway {
  private readonly db: DemoDatabase;
  private readonly product: string;
  private readonly clock: Clock;

  private readonly campaignDrafts: InMemoryCampaignRepository;

  /** `clients` counts a segment's clients for the campaigns' figures; a draft has none, so it may be left out. */
  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock; readonly product: string; readonly clients?: DemoClientCount }) {
    this.db = options.db;
    this.clock = options.clock;
    this.product = options.product;
    this.campaignDrafts = new InMemoryCampaignRepository({ db: options.db, clock: options.clock, product: options.product, clients: options.clients ?? (async () => 0) });
  }

  private get demo(): CalendarDemo {
    return calendarDemo(this.db, this.product);
  }

  async list(): Promise<readonly CalendarEntry[]> {
    return this.demo.entries.all().map(entryOf);
  }

  async get(id: string): Promise<{ readonly entry: CalendarEntry; readonly pharmacies: readonly number[] }> {
    const stored = this.find(id);
    return { entry: entryOf(stored), pharmacies: stored.pharmacies };
  }

  async create(entry: NewCalendarEntry): Promise<string> {
    if (entry.name.trim() === '') throw new ApiError(apiErrorKindForStatus(400), 400, 'El nombre es obligatorio');
    const entries = this.demo.entries;
    const id = nextCalendarEntryId(entries.all());
    const now = this.clock.now();
    entries.put({ ...entry, id, campaigns: [], subject: undefined, segment: undefined, creationDate: now, modifiedDate: now, sheetId: undefined, owner: this.product, pharmacies: [] });
    return id;
  }

  async remove(id: string): Promise<void> {
    this.find(id);
    this.demo.entries.remove(id);
  }

  /**
   * A campaign draft for each pharmacy chosen for the entry (`calendarDraftCampaign`, its recipients the
   * pharmacy's segment named as the draft's segmentation, when it has one), in the campaigns' store;
   * answers the first draft's id. An entry with no pharmacy chosen is refused with the server's words.
   */
  async toDraft(id: string, draft: CalendarDraft): Promise<string> {
    const stored = this.find(id);
    if (stored.pharmacies.length === 0) throw new ApiError('server-message', 200, NO_PHARMACIES_MESSAGE, NO_PHARMACIES_MESSAGE);
    const now = this.clock.now();
    const created: string[] = [];
    for (const eid of stored.pharmacies) {
      const segmentId = pharmacyRecipientSegments(this.db, eid)
        .all()
        .find((segment) => segment.name === draft.segment)?.id;
      created.push(await this.campaignDrafts.createDraft(calendarDraftCampaign({ draft, type: stored.type, eid, product: this.product, now, segmentId })));
    }
    this.demo.entries.put({ ...stored, subject: draft.subject, segment: draft.segment, campaigns: [...stored.campaigns, ...created] });
    return created[0] as string;
  }

  async campaigns(range: { readonly from: number; readonly to: number }): Promise<readonly CalendarCampaign[]> {
    return this.demo.campaigns.all().filter((campaign) => campaign.date >= range.from && campaign.date < range.to);
  }

  async pharmacies(): Promise<readonly CalendarPharmacy[]> {
    return this.db.read().pharmacies.map(({ eid, name, city }) => ({ eid, name, city }));
  }

  async readiness(): Promise<PharmacyReadiness> {
    const eids = this.db.read().pharmacies.map((pharmacy) => pharmacy.eid);
    return {
      eidsWithHeader: new Set(eids.filter((eid) => demoReadiness(eid).header)),
      eidsWithSender: new Set(eids.filter((eid) => demoReadiness(eid).sender)),
    };
  }

  async savePharmacies(id: string, eids: readonly number[]): Promise<void> {
    const stored = this.find(id);
    this.demo.entries.put({ ...stored, pharmacies: [...new Set(eids)] });
  }

  async update(id: string, change: CalendarEntryChange): Promise<void> {
    const stored = this.find(id);
    if (change.name.trim() === '') throw new ApiError(apiErrorKindForStatus(400), 400, 'El nombre es obligatorio');
    this.demo.entries.put({ ...stored, ...change, modifiedDate: this.clock.now() });
  }

  async sheet(id: string): Promise<CalendarSheet> {
    const sheet = this.demo.sheets.get(id);
    if (sheet === undefined) throw new ApiError('not-found', 404, 'Plantilla no encontrada');
    return sheet;
  }

  async createSheet(json: string, _description: string): Promise<string> {
    const sheets = this.demo.sheets;
    const id = `s${sheets.all().length + 1}`;
    sheets.put({ id, json, html: '' });
    return id;
  }

  async updateSheet(id: string, json: string): Promise<void> {
    const sheet = await this.sheet(id);
    this.demo.sheets.put({ ...sheet, json });
  }

  private find(id: string): DemoCalendarEntry {
    const stored = this.demo.entries.get(id);
    if (stored === undefined) throw notFound();
    return stored;
  }
}

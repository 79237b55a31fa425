import type { PromotionalCampaign } from '@domain/healthcare';
import { canChangePromotionalCampaign, deliveryInstant, type Promotion, type PromotionalCampaignGateway, type PromotionalCampaignRecord, type PromotionalTemplate } from '@domain/promotional';
import { ApiError, type Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { nextPromotionalCampaignId, promotionalDemo, type PromotionalDemo } from './promotional-demo-data';

/** What the demo server answers when a campaign has been sent (a 409: it is kept as it went out). */
export const PROMOTIONAL_SENT_MESSAGE = 'La campaña promocional ya se ha enviado y no puede modificarse';

/** What the demo server answers, as `success: false`, to a delivery time that has passed (spec 2 §5). */
export const PROMOTIONAL_PAST_DATE_MESSAGE = 'la fecha de envio es inferior a la fecha de hoy... por lo tanto no es valida';

const notFound = (): ApiError => new ApiError('not-found', 404, 'Campaña promocional no encontrada');
const sent = (): ApiError => new ApiError('conflict', 409, PROMOTIONAL_SENT_MESSAGE);
const serverMessage = (message: string): ApiError => new ApiError('server-message', 200, message, message);

/**
 * The promotional campaigns of the demo over the demo data set: a handful of campaigns (sent ones can
 * be neither updated nor deleted: 409), the promotions and the active promotional templates. Deleting
 * marks a campaign deleted (isDeleted). A campaign without a name, or whose delivery time has passed by
 * the injected clock, is refused with `success: false`, as the server does.
 */
export class InMemoryPromotionalCampaignGateway implements PromotionalCampaignGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;

  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock }) {
    this.db = options.db;
    this.clock = options.clock;
  }

  private get demo(): PromotionalDemo {
    return promotionalDemo(this.db);
  }

  async list(): Promise<readonly PromotionalCampaignRecord[]> {
    return this.demo.campaigns.all().filter((campaign) => !campaign.isDeleted);
  }

  async get(id: string): Promise<PromotionalCampaignRecord> {
    return this.find(id);
  }

  async create(campaign: PromotionalCampaign): Promise<string | undefined> {
    this.check(campaign);
    const campaigns = this.demo.campaigns;
    const id = nextPromotionalCampaignId(campaigns.all());
    campaigns.put({ ...campaign, id, isDeleted: false });
    return id;
  }

  async update(id: string, campaign: PromotionalCampaign): Promise<void> {
    const stored = this.find(id);
    if (!canChangePromotionalCampaign(stored, this.clock.now())) throw sent();
    this.check(campaign);
    this.demo.campaigns.put({ ...campaign, id, isDeleted: false, createdBy: stored.createdBy });
  }

  async delete(id: string): Promise<void> {
    const stored = this.find(id);
    if (!canChangePromotionalCampaign(stored, this.clock.now())) throw sent();
    this.demo.campaigns.put({ ...stored, isDeleted: true });
  }

  async promotions(): Promise<readonly Promotion[]> {
    return this.demo.promotions;
  }

  async activeTemplates(): Promise<readonly PromotionalTemplate[]> {
    return this.demo.templates.filter((template) => template.active).map(({ id, name, subject }) => ({ id, name, subject }));
  }

  private check(campaign: PromotionalCampaign): void {
    if (campaign.name.trim() === '') throw serverMessage('La campaña necesita un nombre');
    const instant = deliveryInstant(campaign.deliveryDate, campaign.deliveryTime);
    if (instant === undefined) throw serverMessage('fecha no valida');
    if (instant <= this.clock.now()) throw serverMessage(PROMOTIONAL_PAST_DATE_MESSAGE);
  }

  private find(id: string): PromotionalCampaignRecord {
    const stored = this.demo.campaigns.get(id);
    if (stored === undefined || stored.isDeleted) throw notFound();
    return stored;
  }
}

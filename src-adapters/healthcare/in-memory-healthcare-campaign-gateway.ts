import {
  HEALTHCARE_STATUS,
  healthcareCampaignErrors,
  type ActivePharmacy,
  type ActiveTemplate,
  type CampaignModification,
  type CampaignTemplateRef,
  type HealthcareCampaign,
  type HealthcareCampaignDraft,
  type HealthcareCampaignGateway,
  type PharmacistCampaign,
  type PharmacistTemplates,
} from '@domain/healthcare';
import { ApiError, type Clock } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { segmentDemo, type DemoSegment } from '@adapters/segments';
import {
  campaignTemplatesOf,
  demoSegmentSendCount,
  healthcareDemo,
  healthcareDemoSegments,
  healthcareDemoTemplates,
  nextHealthcareCampaignId,
  selectionKey,
  type DemoHealthcareCampaign,
  type HealthcareDemo,
} from './healthcare-demo-data';

/** What the demo server answers (409) to cancelling or deleting a campaign a pharmacist has confirmed. */
export const HEALTHCARE_IN_USE_MESSAGE = 'La campaña sanitaria está en uso por una farmacia';
/** What the demo server answers (409) to changing a campaign that is no longer ready (cancelled, sent or failed). */
export const HEALTHCARE_NOT_READY_MESSAGE = 'La campaña sanitaria ya no está lista y no puede modificarse';
/** What the demo server answers (409) to a pharmacist changing a confirmed campaign. */
export const HEALTHCARE_CONFIRMED_MESSAGE = 'La farmacia ya ha confirmado esta campaña';
/** What checkCampaignModification says when the back-office changed the campaign. */
export const HEALTHCARE_MODIFIED_MESSAGE = 'La campaña ha sido modificada por el equipo de backoffice';
/** What the demo server answers, as `success: false`, to a delivery time that has passed (spec 2 §5). */
export const HEALTHCARE_PAST_DATE_MESSAGE = 'la fecha de envio es inferior a la fecha de hoy... por lo tanto no es valida';

const notFound = (): ApiError => new ApiError('not-found', 404, 'Campaña sanitaria no encontrada');
const conflict = (message: string): ApiError => new ApiError('conflict', 409, message);
const serverMessage = (message: string): ApiError => new ApiError('server-message', 200, message, message);

/**
 * The healthcare campaigns of the demo over the demo data set. Only a ready campaign (10) can be
 * updated or cancelled; one a pharmacist has confirmed is in use and cannot be cancelled or deleted
 * (409). Deleting marks a campaign deleted. Invalid campaigns (no name, a past delivery by the injected
 * clock, no pharmacy or template) are refused with `success: false`, as the server does. A pharmacist
 * reads and chooses only the campaigns addressed to their pharmacy.
 */
export class InMemoryHealthcareCampaignGateway implements HealthcareCampaignGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;

  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock }) {
    this.db = options.db;
    this.clock = options.clock;
  }

  private get demo(): HealthcareDemo {
    return healthcareDemo(this.db);
  }

  /** The segments of the segments screen: the templates' segments are read from them, names included. */
  private get segments(): readonly DemoSegment[] {
    return segmentDemo(this.db).all();
  }

  async list(): Promise<readonly HealthcareCampaign[]> {
    return this.demo.campaigns.all().filter((campaign) => !campaign.isDeleted).map(plain);
  }

  async get(id: number): Promise<HealthcareCampaign> {
    return plain(this.find(id));
  }

  async create(campaign: HealthcareCampaignDraft): Promise<number | undefined> {
    this.check(campaign);
    const id = nextHealthcareCampaignId(this.demo.campaigns.all());
    this.demo.campaigns.put({
      id,
      name: campaign.name,
      deliveryDate: campaign.deliveryDate,
      deliveryTime: campaign.deliveryTime,
      status: HEALTHCARE_STATUS.READY,
      topic: 'sanitaria',
      pharmacies: [...campaign.pharmacies],
      templates: [...campaign.templates],
      isDeleted: false,
      createdBy: campaign.author,
      editedBy: campaign.author,
      pharmacyId: undefined,
      campaignTemplates: campaignTemplatesOf(campaign.templates, this.segments),
      version: 1,
    });
    return id;
  }

  async update(id: number, campaign: HealthcareCampaignDraft): Promise<void> {
    const stored = this.find(id);
    if (stored.status !== HEALTHCARE_STATUS.READY) throw conflict(HEALTHCARE_NOT_READY_MESSAGE);
    this.check(campaign);
    this.demo.campaigns.put({
      ...stored,
      name: campaign.name,
      deliveryDate: campaign.deliveryDate,
      deliveryTime: campaign.deliveryTime,
      pharmacies: [...campaign.pharmacies],
      templates: [...campaign.templates],
      editedBy: campaign.author,
      campaignTemplates: campaignTemplatesOf(campaign.templates, this.segments),
      version: stored.version + 1,
    });
  }

  async cancel(id: number): Promise<void> {
    const stored = this.find(id);
    if (stored.status !== HEALTHCARE_STATUS.READY) throw conflict(HEALTHCARE_NOT_READY_MESSAGE);
    if (this.inUse(stored)) throw conflict(HEALTHCARE_IN_USE_MESSAGE);
    this.demo.campaigns.put({ ...stored, status: HEALTHCARE_STATUS.CANCELLED, version: stored.version + 1 });
  }

  async delete(id: number): Promise<void> {
    const stored = this.find(id);
    if (stored.status === HEALTHCARE_STATUS.READY && this.inUse(stored)) throw conflict(HEALTHCARE_IN_USE_MESSAGE);
    this.demo.campaigns.put({ ...stored, isDeleted: true, version: stored.version + 1 });
  }

  async activePharmacies(): Promise<readonly ActivePharmacy[]> {
    return this.db.read().pharmacies.map((pharmacy) => ({ eid: pharmacy.eid, name: pharmacy.name, city: pharmacy.city }));
  }

  async activeTemplates(): Promise<readonly ActiveTemplate[]> {
    return healthcareDemoTemplates(this.segments);
  }

  async segmentSendCount(segmentId: number, eid: number): Promise<number> {
    if (!healthcareDemoSegments(this.segments).some((segment) => segment.segmentId === segmentId)) throw new ApiError('not-found', 404, 'Segmento no encontrado');
    return demoSegmentSendCount(segmentId, eid);
  }

  async pharmacistCampaign(id: number, eid: number): Promise<PharmacistCampaign> {
    const stored = this.addressedTo(id, eid);
    const selection = this.demo.selections.get(selectionKey(id, eid));
    const templates = selection?.templates ?? stored.templates;
    return {
      campaign: { ...plain(stored), templates: [...templates], pharmacyId: eid, campaignTemplates: campaignTemplatesOf(templates, this.segments) },
      confirmed: selection?.confirmed ?? false,
      version: stored.version,
    };
  }

  async pharmacistTemplates(id: number, eid: number): Promise<PharmacistTemplates> {
    this.addressedTo(id, eid);
    return { segments: healthcareDemoSegments(this.segments), templates: healthcareDemoTemplates(this.segments) };
  }

  async savePharmacistSelection(id: number, eid: number, templates: readonly CampaignTemplateRef[]): Promise<void> {
    this.choose(id, eid, templates, false);
  }

  async confirmPharmacistSelection(id: number, eid: number, templates: readonly CampaignTemplateRef[]): Promise<void> {
    this.choose(id, eid, templates, true);
  }

  async checkCampaignModification(id: number, version: number): Promise<CampaignModification> {
    const stored = this.find(id);
    const modified = stored.version !== version;
    return { modified, message: modified ? HEALTHCARE_MODIFIED_MESSAGE : '' };
  }

  private choose(id: number, eid: number, templates: readonly CampaignTemplateRef[], confirmed: boolean): void {
    const stored = this.addressedTo(id, eid);
    if (stored.status !== HEALTHCARE_STATUS.READY) throw conflict(HEALTHCARE_NOT_READY_MESSAGE);
    if (this.demo.selections.get(selectionKey(id, eid))?.confirmed === true) throw conflict(HEALTHCARE_CONFIRMED_MESSAGE);
    if (templates.length === 0) throw serverMessage('Selecciona al menos una plantilla');
    const known = healthcareDemoTemplates(this.segments);
    if (!templates.every((ref) => known.some((template) => template.templateId === ref.templateId && template.segmentId === ref.segmentId))) throw serverMessage('Plantilla no activa');
    this.demo.selections.put({ campaignId: id, eid, templates: templates.map(({ segmentId, templateId }) => ({ segmentId, templateId })), confirmed });
  }

  private check(campaign: HealthcareCampaignDraft): void {
    const errors = healthcareCampaignErrors(campaign, this.clock.now());
    if (errors.includes('NAME_REQUIRED')) throw serverMessage('La campaña necesita un nombre');
    if (errors.includes('INVALID_DATE') || errors.includes('INVALID_TIME')) throw serverMessage('fecha no valida');
    if (errors.includes('DATE_IN_PAST')) throw serverMessage(HEALTHCARE_PAST_DATE_MESSAGE);
    if (errors.includes('NO_PHARMACY_SELECTED')) throw serverMessage('Selecciona al menos una farmacia');
    if (errors.includes('NO_TEMPLATE_SELECTED')) throw serverMessage('Selecciona al menos una plantilla');
  }

  private inUse(campaign: DemoHealthcareCampaign): boolean {
    return this.demo.selections.all().some((selection) => selection.campaignId === campaign.id && selection.confirmed);
  }

  private addressedTo(id: number, eid: number): DemoHealthcareCampaign {
    const stored = this.find(id);
    if (!stored.pharmacies.includes(eid)) throw notFound();
    return stored;
  }

  private find(id: number): DemoHealthcareCampaign {
    const stored = this.demo.campaigns.get(String(id));
    if (stored === undefined || stored.isDeleted) throw notFound();
    return stored;
  }
}

function plain({ version: _version, ...campaign }: DemoHealthcareCampaign): HealthcareCampaign {
  return campaign;
}

import { campaignListView, isEditableInWizard, nextStatus, type Campaign, type CampaignStatus } from '@domain/campaigns';
import { ApiError, type Clock } from '@domain/shared-kernel';
import { SeededRandom, type DemoCollection, type DemoDatabase } from '@adapters/demo';
import {
  brokerIdOf,
  campaignId,
  eidOfCampaignId,
  finalListUrl,
  hashText,
  hexId,
  historyEntry,
  pharmacyCampaigns,
  sendingFigures,
  sendingJob,
  sequenceOfCampaignId,
  type DemoCampaign,
} from './campaign-demo-data';
import type { DemoClientCount } from './campaign-audience-demo-data';
import { DemoCampaignAudiences } from './campaign-audience-demo';

const notFound = (): ApiError => new ApiError('not-found', 404, 'Campaña no encontrada');
const unknownPharmacy = (): ApiError => new ApiError('not-found', 404, 'Farmacia no encontrada');
const refusal = (message: string): ApiError => new ApiError('server-message', 200, message, message);
const conflict = (message: string): ApiError => new ApiError('conflict', 409, message);

/** What the demo server answers a save of a campaign that has left the wizard (409). */
export const notEditableMessage = (status: CampaignStatus): string => `La campaña está en estado ${status} y ya no se puede modificar`;
/** What the demo server answers a draft-to-campaign call on a campaign that is not a draft (409). */
export const notADraftMessage = (status: CampaignStatus): string => `La campaña está en estado ${status} y no es un borrador`;
/** What the demo server answers a draft-to-campaign call without a send date (`success: false`). */
export const NO_SCHEDULE_MESSAGE = 'La campaña no tiene fecha de envío';

/**
 * What the wizard may change of a saved campaign (spec 2 §3): its content (name, subject, HTML, design,
 * sheet, SMS text), its recipients, its schedule, its kind, topic and redemption. The rest (status,
 * history, jobs, creation, results, broker figures, report and the sending's recipients' list) is the
 * server's, kept as stored.
 */
function withEditableFields(stored: DemoCampaign, campaign: Campaign): DemoCampaign {
  return {
    ...stored,
    campaignType: campaign.campaignType,
    topic: campaign.topic,
    redemption: campaign.redemption,
    schedule: campaign.schedule,
    segment: { ...campaign.segment, finalListCsv: stored.segment.finalListCsv },
    content: campaign.content,
  };
}

/** When a pending campaign goes out: its send instant, or, sent "now", the moment it was last saved. */
function dueAt(campaign: DemoCampaign): number | undefined {
  const schedule = campaign.schedule;
  if (schedule === undefined) return undefined;
  return schedule.scheduled ?? (schedule.sendNow ? campaign.modified : undefined);
}

/** How long the demo takes to send a campaign: it shows PROCESSING for this long after its send instant. */
export const DEMO_SENDING_MS = 2 * 60_000;

/**
 * The campaign as the demo server shows it at `now`: a pending campaign whose send instant has come is
 * being sent (PROCESSING) for {@link DEMO_SENDING_MS}, then sent, with pre-processing results, broker
 * figures, a report and the recipients' list drawn from its id (the same every time it is read). Not in
 * the spec: a campaign reset to pending after its send instant had passed is not sent again until it
 * gets a later one.
 */
export function campaignAt(campaign: DemoCampaign, now: number): DemoCampaign {
  const due = dueAt(campaign);
  if (campaign.status !== 'PENDING' || due === undefined || due > now || (campaign.resetAt !== undefined && due <= campaign.resetAt)) return campaign;
  if (now < due + DEMO_SENDING_MS) {
    return { ...campaign, status: 'PROCESSING', history: [...campaign.history, historyEntry('PROCESSING', due)] };
  }
  const random = new SeededRandom(hashText(campaign.id));
  const audience = campaign.subtype === 'sms' ? random.int(300, 2000) : random.int(400, 3000);
  const figures = sendingFigures(random, campaign.subtype, audience);
  return {
    ...campaign,
    status: 'SENDED',
    modified: Math.max(campaign.modified, due + DEMO_SENDING_MS),
    brokerId: campaign.brokerId ?? brokerIdOf(random),
    reportId: campaign.reportId ?? hexId(random),
    jobs: [...campaign.jobs, sendingJob(random)],
    history: [...campaign.history, historyEntry('PROCESSING', due), historyEntry('SENDED', due + DEMO_SENDING_MS)],
    results: figures.results,
    brokerData: figures.brokerData,
    segment: { ...campaign.segment, finalListCsv: campaign.segment.finalListCsv ?? finalListUrl(campaign.id) },
  };
}

function campaignOf(stored: DemoCampaign): Campaign {
  const { resetAt: _resetAt, deleted: _deleted, audience: _audience, ...campaign } = stored;
  return campaign;
}

/**
 * The demo server of the campaigns context over its part of the demo data: each pharmacy's campaigns,
 * generated when the pharmacy is first opened. Deleting, new drafts and resets are kept in the demo
 * database's overlay, and so is the wizard's work (saves, and drafts turned into campaigns). A campaign id
 * names its pharmacy, so reading one campaign opens only that pharmacy.
 * A reset follows the status table (spec 2 §4): one the table does not allow is refused with the
 * server's message, as the real service answers `success: false`.
 * Every campaign answered has the sending figures of its audience (`DemoCampaignAudiences.withFigures`):
 * a campaign finished in the wizard is counted then (its segment's clients as `clients` counts them, or
 * its list's rows) and keeps that audience; a generated one keeps the audience it was generated with.
 */
export class CampaignDemoStore {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;
  private readonly product: string;
  private readonly audiences: DemoCampaignAudiences;

  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock; readonly product: string; readonly clients: DemoClientCount }) {
    this.db = options.db;
    this.clock = options.clock;
    this.product = options.product;
    this.audiences = new DemoCampaignAudiences(options);
  }

  /** The pharmacy's campaigns, newest first, at most 250, without their HTML. */
  list(eid: number): Campaign[] {
    const now = this.clock.now();
    const shown = this.campaigns(eid)
      .all()
      .filter((campaign) => !campaign.deleted)
      .map((campaign) => campaignAt(campaign, now));
    return campaignListView(shown).map((campaign) => ({ ...this.audiences.withFigures(campaignOf(campaign), campaign.audience), content: { ...campaign.content, html: '' } }));
  }

  get(cid: string): Campaign {
    return this.shown(campaignAt(this.find(cid), this.clock.now()));
  }

  remove(cid: string): void {
    const stored = this.find(cid);
    this.campaigns(stored.eid).put({ ...stored, deleted: true });
  }

  /** A 404 for a pharmacy the data set does not have. */
  assertPharmacy(eid: number): void {
    if (!this.db.read().pharmacies.some((pharmacy) => pharmacy.eid === eid)) throw unknownPharmacy();
  }

  /** Saves `campaign` as a new draft of its pharmacy, created now, and answers its id. */
  createDraft(campaign: Campaign): string {
    this.assertPharmacy(campaign.eid);
    const campaigns = this.campaigns(campaign.eid);
    const now = this.clock.now();
    const sequence = campaigns.all().reduce((highest, stored) => Math.max(highest, sequenceOfCampaignId(stored.id)), 0) + 1;
    const id = campaignId(now, campaign.eid, sequence);
    campaigns.put({ ...campaign, id, status: 'DRAFT', created: now, modified: now, resetAt: undefined, deleted: false });
    return id;
  }

  resetToPending(cid: string): void {
    const now = this.clock.now();
    const shown = campaignAt(this.find(cid), now);
    const next = nextStatus(shown.status, 'reset');
    if (!next.ok) throw refusal(`La campaña está en estado ${shown.status} y no puede volver a pendiente`);
    this.campaigns(shown.eid).put({ ...shown, status: next.value, modified: now, resetAt: now });
  }

  /**
   * Keeps the wizard's work on a saved campaign (its editable fields), with its status, modified now, and
   * answers it as now shown. A campaign unknown or deleted is a 404; one no longer a draft or pending (as
   * now shown: a pending campaign whose send instant has come is sent) is a 409.
   */
  async save(campaign: Campaign): Promise<Campaign> {
    const now = this.clock.now();
    const shown = campaignAt(this.find(campaign.id), now);
    if (!isEditableInWizard(shown.status)) throw conflict(notEditableMessage(shown.status));
    const edited = withEditableFields(shown, campaign);
    // A pending campaign whose recipients change is counted again: it goes to its recipients as they are now.
    const audience = shown.status === 'PENDING' ? await this.audiences.audienceOf(campaignOf(edited)) : shown.audience;
    const saved: DemoCampaign = { ...edited, audience, modified: now };
    this.campaigns(shown.eid).put(saved);
    return this.shown(campaignAt(saved, now));
  }

  /**
   * Turns a draft into a pending campaign with the wizard's work and its schedule (sent now: scheduled
   * now), modified now, and answers it as now shown: sent now, it is already sent. A campaign unknown or
   * deleted is a 404; one that is not a draft a 409; one without a send date is refused with the server's
   * message.
   */
  async draftToCampaign(campaign: Campaign): Promise<Campaign> {
    const now = this.clock.now();
    const shown = campaignAt(this.find(campaign.id), now);
    const next = nextStatus(shown.status, 'finishWizard');
    if (!next.ok) throw conflict(notADraftMessage(shown.status));
    const schedule = campaign.schedule;
    if (schedule === undefined || (!schedule.sendNow && schedule.scheduled === undefined)) throw refusal(NO_SCHEDULE_MESSAGE);
    const edited = withEditableFields(shown, campaign);
    const pending: DemoCampaign = {
      ...edited,
      audience: await this.audiences.audienceOf(campaignOf(edited)),
      status: next.value,
      schedule: { sendNow: schedule.sendNow, scheduled: schedule.sendNow ? now : schedule.scheduled },
      history: [...shown.history, historyEntry(next.value, now)],
      modified: now,
    };
    this.campaigns(shown.eid).put(pending);
    return this.shown(campaignAt(pending, now));
  }

  /** A stored campaign as the server answers it, with the figures of its audience. */
  private shown(stored: DemoCampaign): Campaign {
    return this.audiences.withFigures(campaignOf(stored), stored.audience);
  }

  private campaigns(eid: number): DemoCollection<DemoCampaign> {
    return pharmacyCampaigns(this.db, eid, this.product);
  }

  private find(cid: string | undefined): DemoCampaign {
    const eid = cid === undefined ? undefined : eidOfCampaignId(cid);
    const stored = eid === undefined || cid === undefined ? undefined : this.campaigns(eid).get(cid);
    if (stored === undefined || stored.deleted) throw notFound();
    return stored;
  }
}

import { EXCEL_SEGMENT_TYPE, preProcessTotal, type BrokerData, type Campaign, type CampaignSubtype, type PreProcessResults } from '@domain/campaigns';
import { EMPTY_SEGMENTATION_FILTERS } from '@domain/segmentation';
import type { DemoDatabase } from '@adapters/demo';
import { SeededRandom } from '@adapters/demo';
import { bytesOf } from '@adapters/shared';
import { DEMO_RECIPIENTS_URL, pharmacyRecipientFiles, pharmacyRecipientSegments, type DemoClientCount, type DemoRecipientFile } from './campaign-audience-demo-data';
import { hashText } from './campaign-demo-data';

/** What a sending found and what the broker reported, for one campaign. */
export interface SendingFigures {
  readonly results: PreProcessResults;
  readonly brokerData: BrokerData;
}

const between = (random: SeededRandom, low: number, high: number): number => low + random.next() * (high - low);
/** A part of `whole` at a rate drawn between `low` and `high`, rounded down, so parts never exceed their whole. */
const part = (random: SeededRandom, whole: number, low: number, high: number): number => Math.floor(whole * between(random, low, high));

/**
 * What sending campaign `cid` to `audience` recipients produces (spec 2 §2 "Campaign report"), the same
 * every time for the same campaign and audience (drawn from the campaign's id). Pre-processing sets
 * aside, at rates drawn from realistic ranges, the recipients without an email (or mobile), with an
 * invalid one, bounced before and unsubscribed before; the valid ones are the rest, so the five add up
 * to the audience. The broker's bouncers are among the valid ones sent; clickers and unsubscribed among
 * those delivered (sent less bouncers). An SMS has no clicks. Each part is rounded down, so a list of
 * three mobiles is sent three messages at most.
 */
export function audienceFigures(cid: string, subtype: CampaignSubtype, audience: number): SendingFigures {
  const random = new SeededRandom(hashText(`figures:${cid}`));
  const total = Math.max(0, Math.floor(audience));
  const sms = subtype === 'sms';
  const empty = part(random, total, sms ? 0.05 : 0.05, sms ? 0.2 : 0.14);
  const invalid = part(random, total, sms ? 0.01 : 0.005, sms ? 0.04 : 0.02);
  const bounced = part(random, total, sms ? 0 : 0.004, sms ? 0.01 : 0.015);
  const unsubscribed = part(random, total, sms ? 0 : 0.01, sms ? 0.01 : 0.03);
  const valid = total - empty - invalid - bounced - unsubscribed;
  const bouncers = part(random, valid, sms ? 0.005 : 0.003, sms ? 0.03 : 0.012);
  const delivered = valid - bouncers;
  return {
    results: { bounced, empty, invalid, unsubscribed, valid },
    brokerData: {
      bouncers,
      clickers: sms ? 0 : part(random, delivered, 0.02, 0.09),
      unsubscribed: part(random, delivered, sms ? 0.0005 : 0.001, sms ? 0.003 : 0.006),
    },
  };
}

/** The records of a CSV text after its header row: its line breaks outside quotes, empty lines aside. */
export function csvRecordCount(text: string): number {
  let records = 0;
  let quoted = false;
  let filled = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    if (!quoted && (char === '\n' || char === '\r')) {
      if (filled) records += 1;
      filled = false;
    } else if (!/\s/.test(char)) filled = true;
  }
  if (filled) records += 1;
  return Math.max(0, records - 1);
}

/**
 * Who the demo's campaigns go to, counted where the demo knows it: a segment of the pharmacy reaches
 * the clients that pass its filters (the segmentation's own count, {@link DemoClientCount}); an uploaded
 * recipient list has its rows. A campaign is counted once, when it is scheduled, and keeps that
 * audience (the store records it); a generated campaign, and one whose recipients the demo cannot count
 * (a segment the pharmacy does not have, a list the demo never kept), has the audience it was generated
 * with, the total of its stored pre-processing. So reading campaigns, even every pharmacy's, counts no
 * client. A sent campaign's figures are {@link audienceFigures} of its audience, worked out when it is
 * read.
 */
export class DemoCampaignAudiences {
  private readonly db: DemoDatabase;
  private readonly clients: DemoClientCount;
  private readonly listRows = new Map<string, Promise<number>>();

  constructor(options: { readonly db: DemoDatabase; readonly clients: DemoClientCount }) {
    this.db = options.db;
    this.clients = options.clients;
  }

  /** How many clients segment `segmentId` of pharmacy `eid` reaches; undefined when the pharmacy has no such segment. */
  async segmentReach(eid: number, segmentId: string): Promise<number | undefined> {
    const segment = pharmacyRecipientSegments(this.db, eid).get(segmentId);
    return segment === undefined ? undefined : this.clients(eid, segment.filters ?? EMPTY_SEGMENTATION_FILTERS);
  }

  /** The uploaded file an address `memory://recipients/{id}.csv` (or `.xlsx`) of pharmacy `eid` names, or undefined. */
  recipientFile(eid: number, url: string | undefined): DemoRecipientFile | undefined {
    const match = new RegExp(`^${DEMO_RECIPIENTS_URL}/([0-9a-f]{24})\\.(csv|xlsx)$`).exec(url ?? '');
    return match === null ? undefined : pharmacyRecipientFiles(this.db, eid).get(match[1] ?? '');
  }

  /**
   * The campaign as read: a campaign with pre-processing results (or broker figures) has those of its
   * audience: `audience` when it was counted at scheduling, else the total of its stored pre-processing.
   */
  withFigures<T extends Campaign>(campaign: T, audience: number | undefined): T {
    if (campaign.results === undefined && campaign.brokerData === undefined) return campaign;
    const reach = audience ?? (campaign.results === undefined ? 0 : preProcessTotal(campaign.results));
    const figures = audienceFigures(campaign.id ?? '', campaign.subtype, reach);
    return { ...campaign, results: campaign.results === undefined ? undefined : figures.results, brokerData: campaign.brokerData === undefined ? undefined : figures.brokerData };
  }

  /** Who `campaign` goes to as its recipients stand now (its segment's clients or its list's rows); undefined when the demo cannot count them. */
  audienceOf(campaign: Campaign): Promise<number | undefined> {
    return this.reach(campaign);
  }

  private async reach(campaign: Campaign): Promise<number | undefined> {
    const segment = campaign.segment;
    if (segment.type === EXCEL_SEGMENT_TYPE) {
      const file = this.recipientFile(campaign.eid, segment.excel);
      if (file === undefined) return undefined;
      // A kept file never changes: its rows are counted once.
      let rows = this.listRows.get(file.id);
      if (rows === undefined) {
        rows = bytesOf(file.csv).then((bytes) => csvRecordCount(new TextDecoder('utf-8').decode(bytes)));
        this.listRows.set(file.id, rows);
      }
      return rows;
    }
    return segment.apiId === undefined ? undefined : this.segmentReach(campaign.eid, segment.apiId);
  }
}

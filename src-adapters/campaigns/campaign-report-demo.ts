import { DEFAULT_ROI_FILTER, type Campaign, type MailingReport, type RoiFigures, type RoiFilter, type SmsReport } from '@domain/campaigns';
import { sheetCell, type CsvRow } from '@domain/exports';
import { ApiError, type Clock } from '@domain/shared-kernel';
import { measureSms } from '@domain/sms';
import { SeededRandom, type DemoCollection, type DemoDatabase } from '@adapters/demo';
import type { CellObject, WorkSheet } from '@e965/xlsx';
import type { DemoClientCount } from './campaign-audience-demo-data';
import { hashText } from './campaign-demo-data';
import { CampaignDemoStore } from './campaign-demo-store';

/** Minutes after the send when the demo's Excel report is ready (before, the server answers "not ready"). */
export const DEMO_EXCEL_READY_AFTER_MS = 15 * 60_000;

/** Minutes after the send when every SMS has its delivery receipt. */
const SMS_RECEIPTS_AFTER_MS = 60 * 60_000;

/** What the demo server says of a report of a campaign not sent yet. */
export const NOT_SENT_MESSAGE = 'La campaña todavía no se ha enviado y no tiene informe';

interface StoredRoiFilter extends RoiFilter {
  readonly cid: string;
}

/** When the campaign went out: its send instant, or when it was last changed. */
function sentAt(campaign: Campaign): number {
  return campaign.schedule?.scheduled ?? campaign.modified;
}

/**
 * The return of a campaign under `filter`, the same every time: a share of the recipients reached buys
 * within the window (more the longer it is, levelling off after a few weeks); a product filter keeps each
 * code's share of those sales; tickets, units and revenue follow from the buyers.
 */
export function demoRoi(cid: string, reached: number, filter: RoiFilter): RoiFigures {
  const base = new SeededRandom(hashText(`roi:${cid}`));
  const buyingRate = 0.06 + base.next() * 0.1;
  const windowShare = 1 - Math.exp(-filter.days / 12);
  const productShare =
    filter.productCodes.length === 0 ? 1 : Math.min(1, filter.productCodes.reduce((sum, code) => sum + 0.015 + new SeededRandom(hashText(`code:${code}`)).next() * 0.06, 0));
  const buyers = Math.round(reached * buyingRate * windowShare * productShare);
  const tickets = Math.round(buyers * (1.1 + base.next() * 0.5));
  const units = Math.round(tickets * (filter.productCodes.length === 0 ? 2.1 + base.next() * 0.8 : 1 + base.next() * 0.4));
  const averageTicketCents = filter.productCodes.length === 0 ? 1800 + Math.floor(base.next() * 1400) : 700 + Math.floor(base.next() * 900);
  return { buyers, tickets, units, revenueCents: tickets * averageTicketCents };
}

/**
 * The demo server of the campaign reports, over the demo campaigns: a sent campaign's figures come from
 * its results and broker data, those of its audience (its segment's clients or its list's rows, see
 * `DemoCampaignAudiences`), so the report adds up to who it went to; its return is worked out from its id and the filter, which is kept per
 * campaign; an SMS has all its delivery receipts an hour after the send; the Excel report is ready a
 * quarter of an hour after the send. A campaign not sent yet has no report (404).
 */
export class CampaignReportDemo {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;
  private readonly campaigns: CampaignDemoStore;

  constructor(options: { readonly db: DemoDatabase; readonly clock: Clock; readonly product: string; readonly clients: DemoClientCount }) {
    this.db = options.db;
    this.clock = options.clock;
    this.campaigns = new CampaignDemoStore(options);
  }

  emailReport(cid: string): MailingReport {
    const campaign = this.sent(cid);
    const sent = campaign.results?.valid ?? 0;
    const filter = this.filterOf(campaign);
    return { sent, creationDate: sentAt(campaign) + 5 * 60_000, roiFilter: filter, roi: demoRoi(cid, Math.max(0, sent - (campaign.brokerData?.bouncers ?? 0)), filter) };
  }

  smsReport(cid: string): SmsReport {
    const campaign = this.sent(cid);
    const sent = campaign.results?.valid ?? 0;
    const failed = Math.min(sent, campaign.brokerData?.bouncers ?? 0);
    const progress = Math.min(1, Math.max(0, (this.clock.now() - sentAt(campaign)) / SMS_RECEIPTS_AFTER_MS));
    const delivered = Math.floor((sent - failed) * progress);
    const undelivered = Math.floor(failed * progress);
    const filter = this.filterOf(campaign);
    return {
      sent,
      delivered,
      undelivered,
      segmentsPerMessage: Math.max(1, measureSms(campaign.content.smsContent).segments),
      creationDate: sentAt(campaign) + 60_000,
      roiFilter: filter,
      roi: demoRoi(cid, sent - failed, filter),
    };
  }

  updateRoiFilter(cid: string, filter: RoiFilter): RoiFigures {
    const campaign = this.sent(cid);
    this.filters(campaign.eid).put({ cid, days: filter.days, productCodes: [...filter.productCodes] });
    const reached = Math.max(0, (campaign.results?.valid ?? 0) - (campaign.brokerData?.bouncers ?? 0));
    return demoRoi(cid, reached, filter);
  }

  async excelReport(cid: string, eid: number): Promise<ArrayBuffer | undefined> {
    const campaign = this.sent(cid);
    if (campaign.eid !== eid) throw new ApiError('not-found', 404, 'Campaña no encontrada');
    if (this.clock.now() < sentAt(campaign) + DEMO_EXCEL_READY_AFTER_MS) return undefined;
    let rows: CsvRow[];
    let roi: RoiFigures | undefined;
    if (campaign.subtype === 'sms') {
      const report = this.smsReport(cid);
      roi = report.roi;
      rows = [
        ['Enviados', report.sent],
        ['Entregados', report.delivered],
        ['No entregados', report.undelivered],
        ['SMS por mensaje', report.segmentsPerMessage],
      ];
    } else {
      const report = this.emailReport(cid);
      roi = report.roi;
      rows = [
        ['Enviados', report.sent],
        ['Rebotados', campaign.brokerData?.bouncers ?? 0],
        ['Clics', campaign.brokerData?.clickers ?? 0],
        ['Bajas', campaign.brokerData?.unsubscribed ?? 0],
      ];
    }
    const results = campaign.results;
    return reportWorkbook(campaign.content.name, [
      ...rows,
      ['Válidos', results?.valid ?? 0],
      ['Inválidos', results?.invalid ?? 0],
      ['Vacíos', results?.empty ?? 0],
      ['Rebotados antes del envío', results?.bounced ?? 0],
      ['Dados de baja antes del envío', results?.unsubscribed ?? 0],
      ['Compradores', roi?.buyers ?? 0],
      ['Tickets', roi?.tickets ?? 0],
      ['Ventas atribuidas (€)', (roi?.revenueCents ?? 0) / 100],
    ]);
  }

  private sent(cid: string): Campaign {
    const campaign = this.campaigns.get(cid);
    if (campaign.status !== 'SENDED') throw new ApiError('not-found', 404, NOT_SENT_MESSAGE);
    return campaign;
  }

  private filterOf(campaign: Campaign): RoiFilter {
    const stored = this.filters(campaign.eid).get(campaign.id ?? '');
    return stored === undefined ? DEFAULT_ROI_FILTER : { days: stored.days, productCodes: stored.productCodes };
  }

  private filters(eid: number): DemoCollection<StoredRoiFilter> {
    return this.db.collection<StoredRoiFilter>(`campaign-roi-filters.${eid}`, { version: 1, key: (filter) => filter.cid, generate: () => [] });
  }
}

function cellObject(value: CsvRow[number]): CellObject {
  const cell = sheetCell(value);
  return cell.type === 'number' ? { t: 'n', v: cell.value } : cell.type === 'text' ? { t: 's', v: cell.value } : { t: 'z' };
}

/** The report as an .xlsx workbook with one sheet, 'Informe': the campaign's name, then figure and value rows. */
async function reportWorkbook(name: string, rows: readonly CsvRow[]): Promise<ArrayBuffer> {
  const XLSX = await import('@e965/xlsx');
  const table: CsvRow[] = [['Campaña', name], ['Cifra', 'Valor'], ...rows];
  const sheet: WorkSheet = {};
  table.forEach((row, r) => row.forEach((value, c) => (sheet[XLSX.utils.encode_cell({ r, c })] = cellObject(value))));
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: table.length - 1, c: 1 } });
  sheet['!cols'] = [{ wch: 32 }, { wch: 40 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Informe');
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

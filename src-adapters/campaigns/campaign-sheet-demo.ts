import { ApiError } from '@domain/shared-kernel';
import type { CampaignSheet, CampaignSubtype } from '@domain/campaigns';
import type { DemoCollection, DemoDatabase } from '@adapters/demo';

/** A campaign's sheet in the demo (spec 2 §3 "Sheet/template"): its pharmacy, description, content, type and design. */
export interface DemoCampaignSheet {
  readonly id: string;
  readonly eid: number;
  readonly description: string;
  /** The email's HTML, or an SMS's text, as the sheet was created with. */
  readonly content: string;
  readonly type: CampaignSubtype;
  /** The design (`JSON_content`): the email editor's JSON, or an SMS's text. */
  readonly design: string;
}

/** What the demo server answers for a sheet it does not have. */
export const SHEET_NOT_FOUND_MESSAGE = 'Plantilla no encontrada';

const SHEET_ID = /^sh(\d+)-(\d+)$/;

/** The id of a pharmacy's `sequence`-th sheet: it names the pharmacy, so a read opens only that one. */
export const campaignSheetId = (eid: number, sequence: number): string => `sh${eid}-${sequence}`;

const eidOfSheetId = (id: string): number | undefined => {
  const match = SHEET_ID.exec(id);
  return match === null ? undefined : Number(match[1]);
};

/** The sheet as the domain reads it. */
export const campaignSheetOf = (sheet: DemoCampaignSheet): CampaignSheet => ({ id: sheet.id, eid: sheet.eid, design: sheet.design });

/**
 * The campaign sheets of the demo server (spec 2 §7 /sheets/…): the pharmacies' own sheets, created by
 * the campaigns' saves, kept in the demo database's overlay (one collection per pharmacy), so a reload
 * finds them. None is generated: the demo campaigns' `id_sheet` names the campaign template they came
 * from, a general template (EID -1) that is not a pharmacy's sheet, and it is read from the campaign.
 */
export class CampaignSheetDemo {
  private readonly db: DemoDatabase;
  constructor(db: DemoDatabase) {
    this.db = db;
  }

  /** The pharmacy's sheets (GET /sheets/getSheets/EID/{eid}). */
  ofPharmacy(eid: number): readonly DemoCampaignSheet[] {
    return this.sheets(eid).all();
  }

  /** One sheet (GET /sheets/getSheet/id/{id}); a 404 for one the demo does not have. */
  get(id: string): DemoCampaignSheet {
    const eid = eidOfSheetId(id);
    const sheet = eid === undefined ? undefined : this.sheets(eid).get(id);
    if (sheet === undefined) throw new ApiError('not-found', 404, SHEET_NOT_FOUND_MESSAGE);
    return sheet;
  }

  /** A new sheet of pharmacy `eid` (POST /sheets/newSheet); its design is its content until written. */
  create(sheet: Omit<DemoCampaignSheet, 'id' | 'design'>): string {
    const sheets = this.sheets(sheet.eid);
    const sequence = sheets.all().reduce((highest, stored) => Math.max(highest, Number(SHEET_ID.exec(stored.id)?.[2] ?? 0)), 0) + 1;
    const id = campaignSheetId(sheet.eid, sequence);
    sheets.put({ ...sheet, id, design: sheet.type === 'sms' ? sheet.content : '' });
    return id;
  }

  /** Writes a sheet's design (POST /sheets/update_sheet/{id}). */
  update(id: string, design: string): void {
    const sheet = this.get(id);
    this.sheets(sheet.eid).put({ ...sheet, design });
  }

  private sheets(eid: number): DemoCollection<DemoCampaignSheet> {
    return this.db.collection<DemoCampaignSheet>(`campaign-sheets.${eid}`, { version: 1, key: (sheet) => sheet.id, generate: () => [] });
  }
}

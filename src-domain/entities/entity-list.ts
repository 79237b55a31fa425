/** A month of a year, as the entity list shows the last cache and report (spec 3 §3). */
export interface MonthOfYear {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
}

/** A row of the back-office entity list (spec 3 §3 "Entity list row (v1)"). */
export interface EntityListRow {
  readonly id: number;
  readonly name: string;
  readonly contactName: string;
  /** logic_group: the key-account manager. */
  readonly kam: string;
  /** settings.DATA_UPLOADER_CLASS: Farmatic, Unycop, Nixfarma, Bitfarma or Farmalog; '' when unknown. */
  readonly erp: string;
  /** settings.LAST_UPLOAD_DATE as epoch milliseconds; `undefined` when the pharmacy never uploaded. */
  readonly lastUploadDate: number | undefined;
  readonly lastCache: MonthOfYear | undefined;
  readonly lastReport: MonthOfYear | undefined;
}

/** The age beyond which a pharmacy's last upload is outdated: 24 hours (spec 3 §4, §9). */
export const OUTDATED_UPLOAD_THRESHOLD_MS = 24 * 60 * 60 * 1000;

/**
 * A pharmacy's last upload is flagged outdated when it is older than 24 hours at `now` (spec 3 §4
 * "Entity last upload"). Not in the spec: a pharmacy that never uploaded is flagged too.
 */
export function isUploadOutdated(lastUploadDate: number | undefined, now: number): boolean {
  return lastUploadDate === undefined || now - lastUploadDate > OUTDATED_UPLOAD_THRESHOLD_MS;
}

/** Why a cache or report dialog cannot run (spec 3 §5 "Report dialogs"). */
export type ReportDialogError = 'NO_PHARMACY_SELECTED';

/** Report and cache dialogs need at least one selected pharmacy (spec 3 §5). */
export function reportDialogError(selectedEntityIds: readonly number[]): ReportDialogError | undefined {
  return selectedEntityIds.length === 0 ? 'NO_PHARMACY_SELECTED' : undefined;
}

/** Verbatim texts of the entity list's rules (spec 3 §5). */
export const ENTITY_LIST_MESSAGES = {
  NO_PHARMACY_SELECTED: 'Selecciona alguna farmacia',
} as const satisfies Record<ReportDialogError, string>;

/** Entities whose settings are kept under another entity id (spec 3 §9, spec 2 §9 "1087 is mapped to 87"). */
const SETTINGS_ENTITY_ALIASES: ReadonlyMap<number, number> = new Map([[1087, 87]]);

/** The entity id to read and write settings with: 87 for entity 1087, the entity's own id otherwise (spec 3 §9). */
export function settingsEntityId(eid: number): number {
  return SETTINGS_ENTITY_ALIASES.get(eid) ?? eid;
}

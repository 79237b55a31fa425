import { err, ok, type Result } from '@domain/shared-kernel';
import { splitContactList, type ContactKind } from './contact-list';

/**
 * The campaign-report form as filled in (spec 1 §2.7): kind, pharmacy id, date range and the pasted list.
 * Dates are the start of the chosen day in epoch milliseconds (the dd/mm/yyyy input reads them with
 * `parseDate`); `undefined` when not chosen.
 */
export interface CampaignReportForm {
  readonly kind: ContactKind;
  readonly pharmacyId: string;
  readonly dateMin: number | undefined;
  readonly dateMax: number | undefined;
  readonly pastedList: string;
}

/**
 * A request for the report of past campaigns (spec 1 §3, §7: EID, ERP, dateMin, dateMax). `erp` holds the
 * valid emails or phones; dates are epoch milliseconds, the adapter writes them as the service expects.
 */
export interface CampaignReportRequest {
  readonly eid: string;
  readonly erp: readonly string[];
  readonly dateMin: number | undefined;
  readonly dateMax: number | undefined;
}

/**
 * Why a campaign-report request cannot be sent (spec 1 §5). Not in the spec: `INVALID_PHARMACY_ID`, a
 * pharmacy id that is not a number (pharmacy ids are whole numbers; the spec sends any text, which the
 * service answers as a pharmacy with no purchases).
 */
export type CampaignReportFormError = 'MISSING_FIELDS' | 'MIN_AFTER_MAX' | 'INVALID_PHARMACY_ID';

/** The fields of the campaign-report form a validation error belongs to. */
export type CampaignReportField = 'pharmacyId' | 'list' | 'dateMax';

/** A pharmacy id: digits only, surrounding spaces aside. */
const PHARMACY_ID = /^\d+$/;

/** A valid request, with the invalid lines dropped from the pasted list (spec 1 §5). */
export interface ValidCampaignReport {
  readonly request: CampaignReportRequest;
  readonly dropped: readonly string[];
}

/**
 * Validates the form and builds the request (spec 1 §5): the pharmacy id and the pasted list are required
 * ('falta el id de farmacia o {type}'), a minimum date after the maximum is refused ('la fecha minima es
 * mayor que la fecha maxima...'), and invalid lines are dropped. Not in the spec: a list with no valid
 * line counts as missing; the dates are optional, and equal dates are accepted.
 */
export function validateCampaignReport(form: CampaignReportForm): Result<ValidCampaignReport, CampaignReportFormError> {
  const errors = campaignReportFieldErrors(form);
  const first = errors.pharmacyId ?? errors.list ?? errors.dateMax;
  if (first !== undefined) return err(first);
  const { kept, dropped } = splitContactList(form.pastedList, form.kind);
  return ok({ request: { eid: form.pharmacyId.trim(), erp: kept, dateMin: form.dateMin, dateMax: form.dateMax }, dropped });
}

/**
 * Every validation error of the form, by the field it belongs to, so that each is shown where it is:
 * an empty pharmacy id and a list with no valid line are each `MISSING_FIELDS` (the spec's one message
 * names both); a pharmacy id that is not a number is `INVALID_PHARMACY_ID`; a minimum date after the
 * maximum is `MIN_AFTER_MAX`, on the maximum. No field in error: the request can be sent.
 */
export function campaignReportFieldErrors(form: CampaignReportForm): Partial<Record<CampaignReportField, CampaignReportFormError>> {
  const eid = form.pharmacyId.trim();
  const { kept } = splitContactList(form.pastedList, form.kind);
  const errors: Partial<Record<CampaignReportField, CampaignReportFormError>> = {};
  if (eid === '') errors.pharmacyId = 'MISSING_FIELDS';
  else if (!PHARMACY_ID.test(eid)) errors.pharmacyId = 'INVALID_PHARMACY_ID';
  if (kept.length === 0) errors.list = 'MISSING_FIELDS';
  if (form.dateMin !== undefined && form.dateMax !== undefined && form.dateMin > form.dateMax) errors.dateMax = 'MIN_AFTER_MAX';
  return errors;
}

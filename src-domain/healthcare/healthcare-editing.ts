import { DateTime } from 'luxon';
import { PRODUCT_TIME_ZONE, compareSpanish, err, foldedOnce, ok, searchByWords, type Result, type TableSort } from '@domain/shared-kernel';
import { deliveryTimestamp, healthcareFormErrors, type CampaignFormError, type HealthcareCampaignForm } from './campaign-forms';
import type { ActiveTemplate, CampaignTemplateRef, HealthcareCampaign } from './healthcare-campaign';
import type { ActivePharmacy, HealthcareCampaignDraft } from './healthcare-campaign-gateway.port';
import type { HEALTHCARE_SORT_COLUMNS } from './healthcare-sort-columns';
import { HEALTHCARE_STATUS } from './healthcare-status';

/** Why the healthcare form cannot be saved: the form rules, and a delivery time that has passed. */
export type HealthcareFormError = CampaignFormError | 'DATE_IN_PAST';

/** The id in the form's address that means a new campaign. */
export const NEW_HEALTHCARE_CAMPAIGN_ID = 'new';

/** The campaign id the form's address names; undefined for a new campaign (no id, '', 'new' or not a whole number). */
export function healthcareCampaignIdOf(id: string | undefined): number | undefined {
  if (id === undefined || !/^\d+$/.test(id.trim())) return undefined;
  return Number(id.trim());
}

/**
 * The instant of a delivery date 'YYYY-MM-DD' and time 'HH:mm' in Madrid time (the product's zone),
 * epoch ms; undefined when they do not merge into a timestamp (spec 2 §5, {@link deliveryTimestamp}).
 */
export function healthcareDeliveryInstant(date: string, time: string): number | undefined {
  const merged = deliveryTimestamp(date, time);
  if (!merged.ok) return undefined;
  const instant = DateTime.fromFormat(merged.value, 'yyyy-MM-dd HH:mm:ss', { zone: PRODUCT_TIME_ZONE });
  return instant.isValid ? instant.toMillis() : undefined;
}

/**
 * Every reason the healthcare form cannot be saved at `now` (spec 2 §5: the form's fields, at least one
 * template and one pharmacy; and the send-date rule: a delivery that is not in the future is
 * DATE_IN_PAST). None when it can be saved.
 */
export function healthcareCampaignErrors(form: HealthcareCampaignForm, now: number): HealthcareFormError[] {
  const errors: HealthcareFormError[] = healthcareFormErrors(form);
  const instant = healthcareDeliveryInstant(form.deliveryDate, form.deliveryTime);
  if (instant !== undefined && instant <= now) errors.push('DATE_IN_PAST');
  return errors;
}

/** The campaign to save from the form at `now` by `author`, or every reason it cannot be. The name is trimmed. */
export function healthcareCampaignForSave(form: HealthcareCampaignForm, now: number, author: string): Result<HealthcareCampaignDraft, HealthcareFormError[]> {
  const errors = healthcareCampaignErrors(form, now);
  if (errors.length > 0) return err(errors);
  return ok({
    name: form.name.trim(),
    deliveryDate: form.deliveryDate.trim(),
    deliveryTime: form.deliveryTime.trim(),
    pharmacies: [...form.pharmacies],
    templates: [...form.templates],
    author,
  });
}

/** The form of a new campaign: nothing chosen, delivery at 10:00 of a day still to choose. */
export const EMPTY_HEALTHCARE_FORM: HealthcareCampaignForm = { name: '', deliveryDate: '', deliveryTime: '10:00', templates: [], pharmacies: [] };

/** The form of a stored campaign. */
export function healthcareFormOf(campaign: HealthcareCampaign): HealthcareCampaignForm {
  return { name: campaign.name, deliveryDate: campaign.deliveryDate, deliveryTime: campaign.deliveryTime, templates: campaign.templates, pharmacies: campaign.pharmacies };
}

/** Whether two forms hold the same values (pharmacies and templates in any order). */
export function sameHealthcareForm(a: HealthcareCampaignForm, b: HealthcareCampaignForm): boolean {
  const refs = (form: HealthcareCampaignForm): string => form.templates.map((ref) => `${ref.segmentId}:${ref.templateId}`).sort().join(',');
  const eids = (form: HealthcareCampaignForm): string => [...form.pharmacies].sort((x, y) => x - y).join(',');
  return a.name === b.name && a.deliveryDate === b.deliveryDate && a.deliveryTime === b.deliveryTime && refs(a) === refs(b) && eids(a) === eids(b);
}

/** Whether a campaign differs in anything the form saves, or in its status (someone changed it meanwhile). */
export function healthcareCampaignChangedSince(loaded: HealthcareCampaign, current: HealthcareCampaign): boolean {
  return loaded.status !== current.status || !sameHealthcareForm(healthcareFormOf(loaded), healthcareFormOf(current));
}

/** Whether the back-office may still edit or delete a campaign: only a ready one (status 10). Not in the spec. */
export function canEditHealthcareCampaign(campaign: Pick<HealthcareCampaign, 'status'>): boolean {
  return campaign.status === HEALTHCARE_STATUS.READY;
}

// ---- The list ----

/** One sortable column of the list. */
export type HealthcareSortColumn = (typeof HEALTHCARE_SORT_COLUMNS)[number];

/** A sort of the list. */
export type HealthcareSort = TableSort<HealthcareSortColumn>;

/** The list's order when the address names none: by delivery, the latest first. */
export const DEFAULT_HEALTHCARE_SORT: HealthcareSort = { column: 'delivery', direction: 'desc' };

/** A row of the list: the campaign and its delivery instant (epoch ms), undefined when its date cannot be read. */
export interface HealthcareCampaignRow extends HealthcareCampaign {
  readonly deliveryAt: number | undefined;
}

/** The list's rows: the campaigns not deleted, each with its delivery instant. */
export function healthcareCampaignRows(campaigns: readonly HealthcareCampaign[]): HealthcareCampaignRow[] {
  return campaigns.filter((campaign) => !campaign.isDeleted).map((campaign) => ({ ...campaign, deliveryAt: healthcareDeliveryInstant(campaign.deliveryDate, campaign.deliveryTime) }));
}

const campaignHaystack = foldedOnce((row: HealthcareCampaignRow) => {
  const [year = '', month = '', day = ''] = row.deliveryDate.split('-');
  return [row.id, row.name, row.topic, row.createdBy, row.editedBy, row.deliveryDate, `${day}/${month}/${year}`].join(' ');
});

/**
 * The list's search and its "only sent" filter (status 30, spec 2 §2): every word of the query appears
 * in the name, topic, authors or delivery day (ignoring case and accents). The rows keep their order.
 */
export function filterHealthcareCampaigns<T extends HealthcareCampaignRow>(rows: readonly T[], query: string, onlySent: boolean): T[] {
  return searchByWords(
    onlySent ? rows.filter((row) => row.status === HEALTHCARE_STATUS.SENT) : rows,
    query,
    campaignHaystack,
  );
}

/** Sorts rows by one column (text in Spanish order, delivery by instant, status and pharmacies by number); ties by delivery then id. */
export function sortHealthcareCampaigns<T extends HealthcareCampaignRow>(rows: readonly T[], sort: HealthcareSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const delivery = (row: T): number => row.deliveryAt ?? Number.MIN_SAFE_INTEGER;
  const compare = (a: T, b: T): number => {
    switch (sort.column) {
      case 'name':
        return compareSpanish(a.name, b.name);
      case 'createdBy':
        return compareSpanish(a.createdBy, b.createdBy);
      case 'status':
        return a.status - b.status;
      case 'pharmacies':
        return a.pharmacies.length - b.pharmacies.length;
      case 'delivery':
        return delivery(a) - delivery(b);
    }
  };
  return [...rows].sort((a, b) => sign * compare(a, b) || delivery(b) - delivery(a) || a.id - b.id);
}

// ---- The pickers ----

const pharmacyHaystack = foldedOnce((pharmacy: ActivePharmacy) => `${pharmacy.eid} ${pharmacy.name} ${pharmacy.city}`);

/** The pharmacies whose eid, name or city contain every word of the search (ignoring case and accents), in their order. */
export function searchPharmacies<T extends ActivePharmacy>(pharmacies: readonly T[], query: string): T[] {
  return searchByWords(pharmacies, query, pharmacyHaystack);
}

/**
 * The selection after "select all" on the pharmacies a search shows: when every shown pharmacy is
 * selected they are all unselected, otherwise they are all added; pharmacies not shown keep their state.
 */
export function toggleAllPharmacies(selected: ReadonlySet<number>, shown: readonly ActivePharmacy[]): Set<number> {
  const next = new Set(selected);
  const all = shown.length > 0 && shown.every((pharmacy) => selected.has(pharmacy.eid));
  for (const pharmacy of shown) {
    if (all) next.delete(pharmacy.eid);
    else next.add(pharmacy.eid);
  }
  return next;
}

/** A segment's group in the template picker: its id and name and its templates, in the order given. */
export interface TemplateGroup {
  readonly segmentId: number;
  readonly segmentName: string;
  readonly templates: readonly ActiveTemplate[];
}

/** Groups templates by segment, the segments in Spanish order of their names. */
export function templatesBySegment(templates: readonly ActiveTemplate[]): TemplateGroup[] {
  const groups = new Map<number, { segmentName: string; templates: ActiveTemplate[] }>();
  for (const template of templates) {
    const group = groups.get(template.segmentId) ?? { segmentName: template.segmentName, templates: [] };
    group.templates.push(template);
    groups.set(template.segmentId, group);
  }
  return [...groups.entries()].map(([segmentId, group]) => ({ segmentId, ...group })).sort((a, b) => compareSpanish(a.segmentName, b.segmentName));
}

/**
 * "Select all" on the templates shown: each shown segment that has no template chosen yet gets its
 * first shown template (a segment takes one template per campaign, spec 2 §5: a segment already in a
 * chosen template is disabled). When every shown segment already has one, the shown choices are removed.
 */
export function toggleAllTemplates(chosen: readonly CampaignTemplateRef[], shown: readonly ActiveTemplate[]): CampaignTemplateRef[] {
  const shownSegments = [...new Set(shown.map((template) => template.segmentId))];
  const covered = new Set(chosen.map((ref) => ref.segmentId));
  if (shownSegments.length > 0 && shownSegments.every((segmentId) => covered.has(segmentId))) {
    const shownIds = new Set(shown.map((template) => `${template.segmentId}:${template.templateId}`));
    return chosen.filter((ref) => !shownIds.has(`${ref.segmentId}:${ref.templateId}`));
  }
  const added = shownSegments
    .filter((segmentId) => !covered.has(segmentId))
    .flatMap((segmentId) => {
      const first = shown.find((template) => template.segmentId === segmentId);
      return first === undefined ? [] : [{ segmentId, templateId: first.templateId }];
    });
  return [...chosen, ...added];
}

/** The chosen templates after a template's box is ticked or cleared. */
export function toggleTemplate(chosen: readonly CampaignTemplateRef[], template: CampaignTemplateRef): CampaignTemplateRef[] {
  const has = chosen.some((ref) => ref.segmentId === template.segmentId && ref.templateId === template.templateId);
  return has ? chosen.filter((ref) => !(ref.segmentId === template.segmentId && ref.templateId === template.templateId)) : [...chosen, { segmentId: template.segmentId, templateId: template.templateId }];
}

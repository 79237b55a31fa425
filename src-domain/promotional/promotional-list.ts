import { compareSpanish, foldedOnce, searchByWords, type TableSort } from '@domain/shared-kernel';
import { deliveryInstant, promotionalCampaignState, type PromotionalCampaignRecord, type PromotionalCampaignState, type Promotion, type PromotionalTemplate } from './promotional-campaign';
import type { PROMOTIONAL_SORT_COLUMNS } from './promotional-sort-columns';

/** A row of the promotional campaign list: the campaign, the names of its promotion and template, and its state. */
export interface PromotionalCampaignRow extends PromotionalCampaignRecord {
  /** The promotion's name; undefined when the promotions do not list it (any more). */
  readonly promotionName: string | undefined;
  /** The template's name; undefined when it is not an active promotional template (any more). */
  readonly templateName: string | undefined;
  readonly state: PromotionalCampaignState;
  /** The delivery instant (epoch ms, Madrid time), undefined when the date cannot be read. */
  readonly deliveryAt: number | undefined;
}

/** One sortable column of the list. */
export type PromotionalSortColumn = (typeof PROMOTIONAL_SORT_COLUMNS)[number];

/** A sort of the list. */
export type PromotionalSort = TableSort<PromotionalSortColumn>;

/** The list's order when the address names none: by delivery, the latest first. */
export const DEFAULT_PROMOTIONAL_SORT: PromotionalSort = { column: 'delivery', direction: 'desc' };

/** The state filter of the list: undefined keeps every campaign. */
export interface PromotionalListFilters {
  readonly state: PromotionalCampaignState | undefined;
}

/**
 * The list's rows at `now`: each campaign not deleted (spec 2 §3 isDeleted) with the names of its
 * promotion and template, when the lookups know them, and its state.
 */
export function promotionalCampaignRows(
  campaigns: readonly PromotionalCampaignRecord[],
  promotions: readonly Promotion[],
  templates: readonly PromotionalTemplate[],
  now: number,
): PromotionalCampaignRow[] {
  const promotionNames = new Map(promotions.map((promotion) => [promotion.id, promotion.name]));
  const templateNames = new Map(templates.map((template) => [template.id, template.name]));
  return campaigns
    .filter((campaign) => !campaign.isDeleted)
    .map((campaign) => ({
      ...campaign,
      promotionName: promotionNames.get(campaign.selectedPromotion),
      templateName: templateNames.get(campaign.activePromotionalTemplateSelected),
      state: promotionalCampaignState(campaign, now),
      deliveryAt: deliveryInstant(campaign.deliveryDate, campaign.deliveryTime),
    }));
}

/** The searchable text of a row: name, promotion, template, author and the delivery day as dd/mm/yyyy and yyyy-mm-dd. */
const haystackOf = foldedOnce((row: PromotionalCampaignRow) => {
  const [year = '', month = '', day = ''] = row.deliveryDate.split('-');
  return [row.id, row.name, row.promotionName ?? '', row.templateName ?? '', row.createdBy, row.deliveryDate, `${day}/${month}/${year}`].join(' ');
});

/**
 * The list's search and filter: every word of the query appears in the row's name, promotion,
 * template, author or delivery day (ignoring case and accents, the shared word search), and the row
 * is in the filter's state when it names one. The rows keep their order.
 */
export function filterPromotionalCampaigns<T extends PromotionalCampaignRow>(rows: readonly T[], query: string, filters?: PromotionalListFilters): T[] {
  const state = filters?.state;
  const inState = state === undefined ? rows : rows.filter((row) => row.state === state);
  return searchByWords(inState, query, haystackOf);
}

/**
 * Sorts rows by one column: text in Spanish order, the delivery by its instant, the state scheduled
 * before sent; rows without a value go last in either direction; ties keep the delivery order and then the id.
 */
export function sortPromotionalCampaigns<T extends PromotionalCampaignRow>(rows: readonly T[], sort: PromotionalSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byDelivery = (a: T, b: T): number => (a.deliveryAt ?? Number.MAX_SAFE_INTEGER) - (b.deliveryAt ?? Number.MAX_SAFE_INTEGER);
  const text = (row: T): string | undefined => {
    switch (sort.column) {
      case 'name':
        return row.name;
      case 'promotion':
        return row.promotionName;
      case 'template':
        return row.templateName;
      case 'createdBy':
        return row.createdBy === '' ? undefined : row.createdBy;
      default:
        return undefined;
    }
  };
  const compare = (a: T, b: T): number => {
    if (sort.column === 'delivery') {
      if (a.deliveryAt === undefined || b.deliveryAt === undefined) return a.deliveryAt === b.deliveryAt ? 0 : a.deliveryAt === undefined ? 1 : -1;
      return sign * (a.deliveryAt - b.deliveryAt);
    }
    if (sort.column === 'state') return sign * ((a.state === 'scheduled' ? 0 : 1) - (b.state === 'scheduled' ? 0 : 1));
    const [left, right] = [text(a), text(b)];
    if (left === undefined || right === undefined) return left === right ? 0 : left === undefined ? 1 : -1;
    return sign * compareSpanish(left, right);
  };
  return [...rows].sort((a, b) => compare(a, b) || byDelivery(a, b) || compareSpanish(a.id, b.id));
}

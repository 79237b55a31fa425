import * as v from 'valibot';
import { BACKOFFICE_CAMPAIGN_SORT_COLUMNS, STATS_SUBTYPES, parseEntityId } from '@domain/campaign-backoffice';
import { pageFromQuery } from '@domain/shared-kernel';
import { CAMPAIGN_STATUSES, CAMPAIGN_SUBTYPES } from '@domain/campaigns';
import { optionalParam, searchValidator, tableSearchEntries } from '../shared/table-search';

/** A value of the address read as text (the router reads `?entity=500` as a number). */
const text = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/**
 * The address of the back office's campaign tables: the table (search, page, size, sort, the pharmacy
 * column included), a status, a channel and one pharmacy (`entity`, a positive whole number); anything
 * malformed is left out.
 */
export const validateBackofficeCampaignSearch = searchValidator({
  ...tableSearchEntries(BACKOFFICE_CAMPAIGN_SORT_COLUMNS),
  status: optionalParam(v.picklist(CAMPAIGN_STATUSES)),
  channel: optionalParam(v.picklist(CAMPAIGN_SUBTYPES)),
  entity: optionalParam(v.pipe(text, v.transform(parseEntityId), v.number())),
});

/** What the back office's campaign tables read from their address. */
export type BackofficeCampaignSearch = ReturnType<typeof validateBackofficeCampaignSearch>;

/**
 * The address of the statistics (spec 2 §2: dateMin, dateMax, entity, subtype). The days and the
 * pharmacy are kept as written, so that a shared address with a day that is not a date shows why
 * (the domain's `validateStatsFilters` judges them); an unknown channel is left out.
 */
export const validateStatsSearch = searchValidator({
  dateMin: optionalParam(text),
  dateMax: optionalParam(text),
  // A number as the screen writes it (?entity=500), or text as someone else may.
  entity: optionalParam(v.union([v.number(), v.string()])),
  subtype: optionalParam(v.picklist(STATS_SUBTYPES)),
  /** The page of the list of the sent campaigns (the first one is left out). */
  page: optionalParam(v.pipe(v.unknown(), v.transform(pageFromQuery), v.minValue(2))),
});

/** What the statistics read from their address. */
export type StatsSearch = ReturnType<typeof validateStatsSearch>;

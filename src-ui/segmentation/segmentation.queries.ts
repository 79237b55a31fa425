import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchableFilter, SegmentationFilters } from '@domain/segmentation';
import { crmKeys } from '../shared/crm-query-keys';
import { filtersToAddress } from './segmentation-address-filters';
import type { UiServices } from '../shared/ui-services';

/** Queries of the segmentation screen; hierarchical keys so a change invalidates exactly what it touches. */
export const segmentationQueries = {
  all: ['segmentation'] as const,
  /** The pharmacy's master data (families, categories, types, lists, places): read once a session. */
  masterData: (services: UiServices, eid: number) =>
    queryOptions({
      queryKey: [...segmentationQueries.all, 'master-data', eid] as const,
      queryFn: () => services.segmentationCatalog.masterData(eid),
      staleTime: Infinity,
      retry: false,
    }),
  /**
   * The master data narrowed to the filters chosen (POST …/segments/filters/list/{eid}, ADR 30), keyed
   * by the filters as the address writes them; the previous answer stays shown while the next is read.
   */
  narrowedMasterData: (services: UiServices, eid: number, filters: SegmentationFilters) =>
    queryOptions({
      queryKey: [...segmentationQueries.all, 'master-data', eid, 'narrowed', filtersToAddress(filters) ?? {}] as const,
      queryFn: () => services.segmentationCatalog.narrowedMasterData(eid, filters),
      staleTime: 5 * 60_000,
      retry: false,
      placeholderData: keepPreviousData,
    }),
  savedKey: (eid: number) => [...segmentationQueries.all, 'saved', eid] as const,
  /** The pharmacy's saved segmentations, by name. */
  saved: (services: UiServices, eid: number) =>
    queryOptions({
      queryKey: segmentationQueries.savedKey(eid),
      queryFn: () => services.savedSegmentations.list(eid),
      retry: false,
    }),
  /** One saved segmentation as it is saved now (read when it is chosen, never kept: the next choice reads it again). */
  one: (services: UiServices, eid: number, id: string) =>
    queryOptions({
      queryKey: [...segmentationQueries.savedKey(eid), 'one', id] as const,
      queryFn: () => services.savedSegmentations.get(eid, id),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  /** The options of a searched filter for a term the rules accept (kept a few minutes: terms repeat). */
  options: (services: UiServices, eid: number, filter: SearchableFilter, term: string) =>
    queryOptions({
      queryKey: [...segmentationQueries.all, 'options', eid, filter, term] as const,
      queryFn: () => services.segmentationCatalog.searchOptions(eid, filter, term),
      staleTime: 5 * 60_000,
      retry: false,
    }),
  /** The results: the table's key, which the table's request completes. */
  clientsKey: (eid: number) => [...segmentationQueries.all, 'clients', eid] as const,
  /**
   * The pharmacy's CRM form as the CRM filter mode reads it (getCrmData); null while it has none. Under
   * the form's key of the CRM ({@link crmKeys}), so that creating or changing the form reads it again.
   */
  crmData: (services: UiServices, eid: number) =>
    queryOptions({ queryKey: [...crmKeys.form(eid), 'segmentation'] as const, queryFn: async () => (await services.crm.crmData(eid)) ?? null, retry: false }),
  /** The CRM filter mode's results: the table's key, under the answers' key of the CRM, read again when an answer or its sync changes. */
  crmClientsKey: (eid: number) => [...crmKeys.answers(eid), 'segmentation-clients'] as const,
};

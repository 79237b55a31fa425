import * as v from 'valibot';
import type { FilterOption, SearchableFilter, SegmentationCatalog, SegmentationFilters, SegmentationMasterData } from '@domain/segmentation';
import { SEARCHABLE_FILTER_PATHS, filterOptionsAnswer, masterDataAnswer } from './segmentation-catalog.dto';
import { segmentationFiltersDto, segmentationFiltersSchema } from './segmentation-filters.dto';
import { SegmentationsService, type SegmentationsServiceDeps } from './segmentations-service';

/**
 * What the segmentation filters choose from, over HTTP, on the segmentations service (spec 2 §7): its
 * token's address and token (x-access-token), and the signed-in user in x-{product}-uid.
 */
export class HttpSegmentationCatalog implements SegmentationCatalog {
  private readonly service: SegmentationsService;
  constructor(deps: SegmentationsServiceDeps) {
    this.service = new SegmentationsService(deps);
  }

  async masterData(eid: number): Promise<SegmentationMasterData> {
    return this.service.send({ method: 'GET', path: `/api/v1/segments/filters/list/${encodeURIComponent(String(eid))}`, schema: masterDataAnswer });
  }

  async narrowedMasterData(eid: number, filters: SegmentationFilters): Promise<SegmentationMasterData> {
    return this.service.send({
      method: 'POST',
      path: `/api/v1/segments/filters/list/${encodeURIComponent(String(eid))}`,
      body: { filters: segmentationFiltersDto(filters) },
      schema: masterDataAnswer,
    });
  }

  async searchOptions(eid: number, filter: SearchableFilter, term: string): Promise<readonly FilterOption[]> {
    return this.service.send({
      method: 'GET',
      path: `/api/v1/segments/filters/search/${SEARCHABLE_FILTER_PATHS[filter]}/eid/${encodeURIComponent(String(eid))}/term/${encodeURIComponent(term)}`,
      schema: filterOptionsAnswer,
    });
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import type { ApiCall } from '@adapters/shared';

export const segmentationCatalogApiCalls: readonly ApiCall[] = [
  {
    name: 'segmentationCatalog.masterData',
    service: 'segmentations',
    method: 'GET',
    path: '/api/v1/segments/filters/list/{eid}',
    summary: "What the segmentation filters choose from (spec 2 §7)",
    headers: { 'x-farmacias-uid': 'The signed-in user (x-{VITE_PRODUCT_NAME}-uid)' },
    response: masterDataAnswer,
  },
  {
    name: 'segmentationCatalog.narrowedMasterData',
    service: 'segmentations',
    method: 'POST',
    path: '/api/v1/segments/filters/list/{eid}',
    summary: 'What the segmentation filters choose from, narrowed to the filters already chosen (each list by the other filters; ADR 30)',
    headers: { 'x-farmacias-uid': 'The signed-in user (x-{VITE_PRODUCT_NAME}-uid)' },
    request: v.object({ filters: segmentationFiltersSchema }),
    response: masterDataAnswer,
  },
  {
    name: 'segmentationCatalog.searchOptions',
    service: 'segmentations',
    method: 'GET',
    path: '/api/v1/segments/filters/search/{filter}/eid/{eid}/term/{term}',
    summary: "A searchable filter's options for a term",
    headers: { 'x-farmacias-uid': 'The signed-in user (x-{VITE_PRODUCT_NAME}-uid)' },
    response: filterOptionsAnswer,
  },
];

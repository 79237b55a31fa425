import * as v from 'valibot';
import type { SavedSegmentation, SavedSegmentations, SegmentationDraft } from '@domain/segmentation';
import {
  createdSegmentationAnswer,
  savedSegmentationAnswer,
  savedSegmentationsAnswer,
  segmentationDraftDto,
  segmentationUpdateDto,
  updatedSegmentationAnswer,
  writtenSegmentation,
} from './saved-segmentation.dto';
import { SegmentationsService, type SegmentationsServiceDeps } from './segmentations-service';

/**
 * The pharmacy's saved segmentations over HTTP, on the segmentations service (spec 2 §7): its token's
 * address and token (x-access-token), and the signed-in user in x-{product}-uid. The filters travel by
 * their API names (`segmentationFiltersDto`).
 */
export class HttpSavedSegmentations implements SavedSegmentations {
  private readonly service: SegmentationsService;
  constructor(deps: SegmentationsServiceDeps) {
    this.service = new SegmentationsService(deps);
  }

  async list(eid: number): Promise<readonly SavedSegmentation[]> {
    return this.service.send({ method: 'GET', path: `/api/v1/segments/${encodeURIComponent(String(eid))}`, schema: savedSegmentationsAnswer });
  }

  async get(eid: number, id: string): Promise<SavedSegmentation> {
    return this.service.send({ method: 'GET', path: `/api/v1/segments/${encodeURIComponent(id)}/eid/${encodeURIComponent(String(eid))}`, schema: savedSegmentationAnswer });
  }

  async create(eid: number, draft: SegmentationDraft): Promise<SavedSegmentation> {
    const answer = await this.service.send({
      method: 'POST',
      path: `/api/v1/segments/${encodeURIComponent(String(eid))}`,
      body: segmentationDraftDto(draft),
      schema: createdSegmentationAnswer,
    });
    return writtenSegmentation(answer.id, answer, draft);
  }

  async update(eid: number, id: string, draft: SegmentationDraft): Promise<SavedSegmentation> {
    const answer = await this.service.send({
      method: 'PUT',
      path: `/api/v1/segments/${encodeURIComponent(String(eid))}`,
      body: segmentationUpdateDto(id, draft),
      schema: updatedSegmentationAnswer,
    });
    return writtenSegmentation(id, answer, draft);
  }

  async remove(eid: number, id: string): Promise<void> {
    await this.service.send({ method: 'DELETE', path: `/api/v1/segments/${encodeURIComponent(id)}/eid/${encodeURIComponent(String(eid))}`, schema: v.unknown() });
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import type { ApiCall } from '@adapters/shared';
import { segmentationFiltersSchema } from './segmentation-filters.dto';

const productUid = { 'x-farmacias-uid': 'The signed-in user (x-{VITE_PRODUCT_NAME}-uid)' };
const draftBody = v.object({ name: v.string(), filters: segmentationFiltersSchema });

export const savedSegmentationApiCalls: readonly ApiCall[] = [
  { name: 'savedSegmentations.list', service: 'segmentations', method: 'GET', path: '/api/v1/segments/{eid}', summary: "The pharmacy's saved segmentations (spec 2 §7)", headers: productUid, response: savedSegmentationsAnswer },
  {
    name: 'savedSegmentations.get',
    service: 'segmentations',
    method: 'GET',
    path: '/api/v1/segments/{id}/eid/{eid}',
    summary: 'One saved segmentation as it is saved now, read when it is chosen (spec 2 §7)',
    headers: productUid,
    response: savedSegmentationAnswer,
  },
  { name: 'savedSegmentations.create', service: 'segmentations', method: 'POST', path: '/api/v1/segments/{eid}', summary: 'Saves a segmentation', headers: productUid, request: draftBody, response: createdSegmentationAnswer },
  {
    name: 'savedSegmentations.update',
    service: 'segmentations',
    method: 'PUT',
    path: '/api/v1/segments/{eid}',
    summary: 'Saves a segmentation again, by its id',
    headers: productUid,
    request: v.object({ id: v.string(), ...draftBody.entries }),
    response: updatedSegmentationAnswer,
  },
  { name: 'savedSegmentations.remove', service: 'segmentations', method: 'DELETE', path: '/api/v1/segments/{id}/eid/{eid}', summary: 'Deletes a segmentation', headers: productUid, response: v.unknown() },
];

import * as v from 'valibot';
import type { SavedSegmentation, SavedSegmentations, SegmentationDraft } from '@domain/segmentation';
import {
  createdSegmentationAnswer,
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

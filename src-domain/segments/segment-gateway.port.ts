import { portMethods, token } from '@domain/shared-kernel';
import type { CampaignSegment } from './campaign-segment';
import type { SegmentInput } from './segment-input';

/**
 * The campaign-segment calls (spec 2 §7 "Healthcare, promotional and segments": under /api/v2/, the
 * segment id in the `csId` parameter). Failures reject with an ApiError: a 40x answer to an update, a
 * delete or the edit-permission check means the segment is used by an active campaign (spec 2 §6);
 * a `success: false` answer carries the server's message.
 */
export interface SegmentGateway {
  /** GET campaignSegments: the segments not deleted. */
  list(): Promise<readonly CampaignSegment[]>;
  /** GET getCampaignSegment?csId={id}. */
  get(id: string): Promise<CampaignSegment>;
  /** POST addCampaignSegment with the segment and its author (createdBy); answers the new segment's id. */
  create(segment: SegmentInput, author: string): Promise<string>;
  /** PUT updateCampaignSegment?csId={id} with the segment and its editor (editedBy). */
  update(id: string, segment: SegmentInput, author: string): Promise<void>;
  /** DELETE deleteCampaignSegment?csId={id}. */
  delete(id: string): Promise<void>;
  /** GET getCampaignSegmentEditPermission?csId={id}: resolves when the segment may be edited (spec 2 §6). */
  checkEditPermission(id: string): Promise<void>;
}

/** Token of the {@link SegmentGateway} port. */
export const SegmentGateway = token<SegmentGateway>('segments.SegmentGateway');

/** Every call of the {@link SegmentGateway} port. */
export const SegmentGatewayMethods = portMethods<SegmentGateway>()('list', 'get', 'create', 'update', 'delete', 'checkEditPermission');

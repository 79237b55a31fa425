import { portMethods, token } from '@domain/shared-kernel';
import type { TemplateSegment } from './template-segment';

/** The segments list of the template form (spec 1 §7 'campaignSegments'; spec 2 §7 GET /api/v2/campaignSegments). */
export interface SegmentDirectory {
  /** The segments not deleted. Failures reject with an ApiError. */
  list(): Promise<readonly TemplateSegment[]>;
}

/** Token of the {@link SegmentDirectory} port. */
export const SegmentDirectory = token<SegmentDirectory>('templates.SegmentDirectory');

/** Every call of the {@link SegmentDirectory} port. */
export const SegmentDirectoryMethods = portMethods<SegmentDirectory>()('list');

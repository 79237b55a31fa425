import { ApiError } from '@domain/shared-kernel';
import { listedSegments, type CampaignSegment, type SegmentGateway, type SegmentInput } from '@domain/segments';
import type { DemoDatabase } from '@adapters/demo';
import { nextSegmentId, segmentDemo, type DemoSegment } from './segment-demo-data';

/** What the demo server answers when an active campaign uses a segment (a 403: "in use", spec 2 §6). */
export const SEGMENT_IN_USE_MESSAGE = 'El segmento está siendo usado por una campaña activa';

const notFound = (): ApiError => new ApiError('not-found', 404, 'Segmento no encontrado');
const inUse = (): ApiError => new ApiError('forbidden', 403, SEGMENT_IN_USE_MESSAGE);

function segmentOf(stored: DemoSegment): CampaignSegment {
  const { inUse: _inUse, ...segment } = stored;
  return { ...segment, filters: { ...segment.filters, gender: [...segment.filters.gender] } };
}

/** A segment the demo server refuses to store, as the real one does with `success: false`. */
function refusal(segment: SegmentInput): ApiError | undefined {
  if (segment.name.trim() === '') return new ApiError('server-message', 200, 'El segmento necesita un nombre', 'El segmento necesita un nombre');
  return undefined;
}

/**
 * The campaign segments of the demo: a dozen, with thumbnails; those used by active healthcare
 * campaigns can be neither updated nor deleted (403). Deleting marks a segment deleted (isDeleted).
 */
export class InMemorySegmentGateway implements SegmentGateway {
  private readonly db: DemoDatabase;
  constructor(db: DemoDatabase) {
    this.db = db;
  }

  list(): Promise<readonly CampaignSegment[]> {
    return Promise.resolve(listedSegments(segmentDemo(this.db).all()).map(segmentOf));
  }

  async get(id: string): Promise<CampaignSegment> {
    return segmentOf(this.find(id));
  }

  async create(segment: SegmentInput, author: string): Promise<string> {
    const refused = refusal(segment);
    if (refused !== undefined) throw refused;
    const segments = segmentDemo(this.db);
    const id = nextSegmentId(segments.all());
    segments.put({ ...segment, id, isDeleted: false, createdBy: author, editedBy: author, inUse: false });
    return id;
  }

  async update(id: string, segment: SegmentInput, author: string): Promise<void> {
    const stored = this.find(id);
    if (stored.inUse) throw inUse();
    const refused = refusal(segment);
    if (refused !== undefined) throw refused;
    segmentDemo(this.db).put({ ...stored, ...segment, id, editedBy: author });
  }

  async delete(id: string): Promise<void> {
    const stored = this.find(id);
    if (stored.inUse) throw inUse();
    segmentDemo(this.db).put({ ...stored, isDeleted: true });
  }

  async checkEditPermission(id: string): Promise<void> {
    if (this.find(id).inUse) throw inUse();
  }

  private find(id: string): DemoSegment {
    const stored = segmentDemo(this.db).get(id);
    if (stored === undefined || stored.isDeleted) throw notFound();
    return stored;
  }
}

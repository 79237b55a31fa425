import * as v from 'valibot';
import { sortSegments, type SegmentDirectory, type TemplateSegment } from '@domain/templates';
import { flag, numeric, type HttpClient } from '@adapters/shared';


/** A segment as GET /api/v2/campaignSegments sends it (spec 2 §3); only what the template form needs is read. */
const segmentDto = v.pipe(
  v.looseObject({
    id: v.optional(numeric),
    _id: v.optional(numeric),
    name: v.optional(v.nullable(v.string()), ''),
    description: v.optional(v.nullable(v.string()), ''),
    isDeleted: v.optional(v.nullable(flag), false),
  }),
  v.check((dto) => dto.id !== undefined || dto._id !== undefined, 'a segment needs an id'),
);

/** The segments, enveloped or not. */
export const segmentListAnswer = v.pipe(
  v.union([v.array(segmentDto), v.object({ success: v.literal(true), data: v.array(segmentDto) })]),
  v.transform((answer) => (Array.isArray(answer) ? answer : answer.data)),
);

/** The segments list over HTTP: GET /api/v2/campaignSegments (spec 1 §7, spec 2 §7). */
export class HttpSegmentDirectory implements SegmentDirectory {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async list(): Promise<readonly TemplateSegment[]> {
    const segments = await this.http.send({ method: 'GET', path: '/api/v2/campaignSegments', schema: segmentListAnswer });
    return sortSegments(
      segments
        .filter((segment) => segment.isDeleted !== true)
        .map((segment) => ({ id: (segment.id ?? segment._id) as number, name: segment.name ?? '', description: segment.description ?? '' })),
    );
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import type { ApiCall } from '@adapters/shared';

export const segmentDirectoryApiCalls: readonly ApiCall[] = [
  { name: 'templateSegments.list', service: 'api', method: 'GET', path: '/api/v2/campaignSegments', summary: 'The campaign segments a template may target (spec 1 §7, spec 2 §7)', response: segmentListAnswer },
];

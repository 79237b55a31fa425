import * as v from 'valibot';
import { listedSegments, type CampaignSegment, type SegmentGateway, type SegmentInput } from '@domain/segments';
import type { ApiCall, HttpClient } from '@adapters/shared';
import { segmentAnswer, segmentBody, segmentCreatedAnswer, segmentDoneAnswer, segmentFromDto, segmentListAnswer, segmentToDto } from './segment.dto';

/**
 * The campaign-segment calls over HTTP (spec 2 §7), on the main API under /api/v2/ with the segment id
 * in the `csId` query parameter. The payloads are "not shown beyond the entity fields": the bodies carry
 * the fields of spec 2 §3, the filters as JSON text.
 */
export class HttpSegmentGateway implements SegmentGateway {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async list(): Promise<readonly CampaignSegment[]> {
    const segments = await this.http.send({ method: 'GET', path: '/api/v2/campaignSegments', schema: segmentListAnswer });
    return listedSegments(segments.map(segmentFromDto));
  }

  async get(id: string): Promise<CampaignSegment> {
    return segmentFromDto(await this.http.send({ method: 'GET', path: '/api/v2/getCampaignSegment', query: { csId: id }, schema: segmentAnswer }));
  }

  async create(segment: SegmentInput, author: string): Promise<string> {
    return this.http.send({ method: 'POST', path: '/api/v2/addCampaignSegment', body: segmentToDto(segment, author), schema: segmentCreatedAnswer });
  }

  async update(id: string, segment: SegmentInput, author: string): Promise<void> {
    await this.http.send({ method: 'PUT', path: '/api/v2/updateCampaignSegment', query: { csId: id }, body: segmentToDto(segment, author, id), schema: segmentDoneAnswer });
  }

  async delete(id: string): Promise<void> {
    await this.http.send({ method: 'DELETE', path: '/api/v2/deleteCampaignSegment', query: { csId: id }, schema: segmentDoneAnswer });
  }

  async checkEditPermission(id: string): Promise<void> {
    await this.http.send({ method: 'GET', path: '/api/v2/getCampaignSegmentEditPermission', query: { csId: id }, schema: segmentDoneAnswer });
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----

const segmentQuery = v.object({ csId: v.string() });

export const segmentGatewayApiCalls: readonly ApiCall[] = [
  { name: 'segments.list', service: 'api', method: 'GET', path: '/api/v2/campaignSegments', summary: 'The campaign segments (spec 2 §7)', response: segmentListAnswer },
  { name: 'segments.get', service: 'api', method: 'GET', path: '/api/v2/getCampaignSegment', summary: 'One campaign segment', query: segmentQuery, response: segmentAnswer },
  { name: 'segments.create', service: 'api', method: 'POST', path: '/api/v2/addCampaignSegment', summary: 'Creates a campaign segment', request: segmentBody, response: segmentCreatedAnswer },
  { name: 'segments.update', service: 'api', method: 'PUT', path: '/api/v2/updateCampaignSegment', summary: 'Saves a campaign segment (40x: used by an active campaign)', query: segmentQuery, request: segmentBody, response: segmentDoneAnswer },
  { name: 'segments.delete', service: 'api', method: 'DELETE', path: '/api/v2/deleteCampaignSegment', summary: 'Deletes a campaign segment (40x: used by an active campaign)', query: segmentQuery, response: segmentDoneAnswer },
  {
    name: 'segments.checkEditPermission',
    service: 'api',
    method: 'GET',
    path: '/api/v2/getCampaignSegmentEditPermission',
    summary: 'Whether the segment may be edited (40x: used by an active campaign)',
    query: segmentQuery,
    response: segmentDoneAnswer,
  },
];

import { http, HttpResponse, type HttpHandler } from 'msw';
import { isApiError, type Clock } from '@domain/shared-kernel';
import type { CampaignSegment, SegmentInput } from '@domain/segments';
import { DemoDatabase } from '@adapters/demo';
import { MemoryStorage } from '@adapters/shared';
import { InMemorySegmentGateway } from '@adapters/segments';
import { FAKE_URLS } from './fake-api';

/** A segment as the API sends it: spec 2 §3 field names, numeric id, filters as JSON text, isDeleted 0 or 1. */
export function segmentWire(segment: CampaignSegment): Record<string, unknown> {
  return {
    id: Number(segment.id),
    thumbnail: segment.thumbnail,
    name: segment.name,
    description: segment.description,
    filters: JSON.stringify(segment.filters),
    isDeleted: segment.isDeleted ? 1 : 0,
    createdBy: segment.createdBy,
    editedBy: segment.editedBy,
  };
}

function segmentFromBody(body: Record<string, unknown>): SegmentInput {
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const filters = JSON.parse(text(body.filters) || '{}') as SegmentInput['filters'];
  return { name: text(body.name), description: text(body.description), thumbnail: text(body.thumbnail), filters };
}

/**
 * The campaign-segment calls of spec 2 §7 (/api/v2/, `csId`), served from the same demo data the
 * memory profile generates. The list also carries one deleted segment, as the API may. Requests
 * without a token get 403.
 */
export function fakeSegmentHandlers(clock: Clock): HttpHandler[] {
  const base = FAKE_URLS.api;
  const gateway = new InMemorySegmentGateway(new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 }));
  const authorised = (request: Request): boolean => (request.headers.get('token') ?? '') !== '';
  const csId = (request: Request): string => new URL(request.url).searchParams.get('csId') ?? '';
  const answer = async (request: Request, call: () => Promise<unknown>): Promise<Response> => {
    if (!authorised(request)) return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
    try {
      const data = await call();
      return HttpResponse.json(data === undefined ? { success: true } : { success: true, data });
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.kind === 'server-message') return HttpResponse.json({ success: false, message: error.serverMessage });
      return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
    }
  };
  const author = (body: Record<string, unknown>, field: 'createdBy' | 'editedBy'): string => (typeof body[field] === 'string' ? (body[field]) : '');
  const deleted = { id: 900, thumbnail: '', name: 'Segmento antiguo', description: 'Borrado', filters: '{"gender":["male"],"minAge":30,"maxAge":40}', isDeleted: 1, createdBy: null, editedBy: null };

  return [
    http.get(`${base}/api/v2/campaignSegments`, ({ request }) => answer(request, async () => [...(await gateway.list()).map(segmentWire), deleted])),
    http.get(`${base}/api/v2/getCampaignSegment`, ({ request }) => answer(request, async () => segmentWire(await gateway.get(csId(request))))),
    http.post(`${base}/api/v2/addCampaignSegment`, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      return answer(request, async () => ({ id: Number(await gateway.create(segmentFromBody(body), author(body, 'createdBy'))) }));
    }),
    http.put(`${base}/api/v2/updateCampaignSegment`, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      return answer(request, () => gateway.update(csId(request), segmentFromBody(body), author(body, 'editedBy')));
    }),
    http.delete(`${base}/api/v2/deleteCampaignSegment`, ({ request }) => answer(request, () => gateway.delete(csId(request)))),
    http.get(`${base}/api/v2/getCampaignSegmentEditPermission`, ({ request }) => answer(request, () => gateway.checkEditPermission(csId(request)))),
  ];
}

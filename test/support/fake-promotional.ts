import { http, HttpResponse, type HttpHandler } from 'msw';
import type { PromotionalCampaign } from '@domain/promotional';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { DemoDatabase } from '@adapters/demo';
import { MemoryStorage } from '@adapters/shared';
import { InMemoryPromotionalCampaignGateway } from '@adapters/promotional';
import { promotionalDemo } from '@adapters/promotional/promotional-demo-data';
import { FAKE_URLS } from './fake-api';

/**
 * The promotional campaign calls (spec 2 §7, /api/v2/ with `cmId`; list, update and delete at the
 * adapter's paths), served from the same demo data the memory profile generates at `clock`'s time, in
 * the wire format: `_id`, the delivery date merged with its time, isDeleted 0 or 1. The list also carries
 * the deleted campaign, as the API may. Requests without a token get 403.
 */
export function fakePromotionalHandlers(clock: Clock): HttpHandler[] {
  const base = FAKE_URLS.api;
  const db = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 });
  const gateway = new InMemoryPromotionalCampaignGateway({ db, clock });
  const demo = () => promotionalDemo(db);
  const authorised = (request: Request): boolean => (request.headers.get('token') ?? '') !== '';
  const cmId = (request: Request): string => new URL(request.url).searchParams.get('cmId') ?? '';
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
  const wire = (id: string): Record<string, unknown> => {
    const campaign = demo().campaigns.get(id);
    if (campaign === undefined) throw new Error(`No campaign ${id}`);
    return {
      _id: Number(campaign.id),
      name: campaign.name,
      deliveryDate: `${campaign.deliveryDate} ${campaign.deliveryTime}:00`,
      deliveryTime: campaign.deliveryTime,
      selectedPromotion: String(campaign.selectedPromotion),
      activePromotionalTemplateSelected: campaign.activePromotionalTemplateSelected,
      isDeleted: campaign.isDeleted ? 1 : 0,
      createdBy: campaign.createdBy,
    };
  };
  const fromBody = (body: Record<string, unknown>): PromotionalCampaign => {
    const stamp = typeof body.deliveryDate === 'string' ? body.deliveryDate : '';
    return {
      name: typeof body.name === 'string' ? body.name : '',
      deliveryDate: stamp.slice(0, 10),
      deliveryTime: typeof body.deliveryTime === 'string' ? body.deliveryTime : stamp.slice(11, 16),
      selectedPromotion: Number(body.selectedPromotion),
      activePromotionalTemplateSelected: Number(body.activePromotionalTemplateSelected),
      isDeleted: body.isDeleted === 1,
      createdBy: typeof body.createdBy === 'string' ? body.createdBy : '',
    };
  };

  return [
    http.get(`${base}/api/v2/promotionalCampaigns`, ({ request }) => answer(request, () => Promise.resolve(demo().campaigns.all().map((campaign) => wire(campaign.id))))),
    http.get(`${base}/api/v2/getPromotionalCampaign`, ({ request }) =>
      answer(request, async () => {
        const campaign = await gateway.get(cmId(request));
        return [wire(campaign.id)];
      }),
    ),
    http.post(`${base}/api/v2/addPromotionalCampaign`, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      return answer(request, async () => ({ insertId: Number(await gateway.create(fromBody(body))) }));
    }),
    http.put(`${base}/api/v2/updatePromotionalCampaign`, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      return answer(request, () => gateway.update(cmId(request), fromBody(body)));
    }),
    http.delete(`${base}/api/v2/deletePromotionalCampaign`, ({ request }) => answer(request, () => gateway.delete(cmId(request)))),
    http.get(`${base}/api/v2/promotions`, ({ request }) =>
      answer(request, async () =>
        (await gateway.promotions()).map((promotion) => ({
          id: promotion.id,
          name: promotion.name,
          description: promotion.description,
          startDate: promotion.startDate === '' ? null : `${promotion.startDate}T00:00:00`,
          endDate: promotion.endDate === '' ? null : promotion.endDate,
        })),
      ),
    ),
    http.get(`${base}/api/v2/getActivePromotionalTemplates`, ({ request }) =>
      answer(request, async () => (await gateway.activeTemplates()).map((template) => ({ id: String(template.id), name: template.name, subject: template.subject, type: 2, isHealthcare: 0 }))),
    ),
  ];
}

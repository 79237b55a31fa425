import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { HealthcareCampaignDraft } from '@domain/healthcare';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { DemoDatabase } from '@adapters/demo';
import { MemoryStorage } from '@adapters/shared';
import { InMemoryHealthcareCampaignGateway } from '@adapters/healthcare';
import { healthcareDemo } from '@adapters/healthcare/healthcare-demo-data';
import { FAKE_URLS } from './fake-api';

/**
 * The healthcare campaign calls (spec 2 §7, /api/v2/ with `cmId` and `pharmacyKey`), served from the
 * same demo data the memory profile generates at `clock`'s time, in the wire format: `_id`, the
 * delivery date merged with its time, statuses and eids as text, isDeleted 0 or 1. The list also
 * carries the deleted campaign, as the API may. Requests without a token get 403.
 */
export function fakeHealthcareHandlers(clock: Clock): HttpHandler[] {
  const base = `${FAKE_URLS.api}/api/v2`;
  const db = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 });
  const gateway = new InMemoryHealthcareCampaignGateway({ db, clock });
  const authorised = (request: Request): boolean => (request.headers.get('token') ?? '') !== '';
  const param = (request: Request, name: string): number => Number(new URL(request.url).searchParams.get(name) ?? '');
  const answer = async (request: Request, call: () => Promise<unknown>, wrap: (data: unknown) => JsonBodyType = (data) => (data === undefined ? { success: true } : ({ success: true, data } as JsonBodyType))): Promise<Response> => {
    if (!authorised(request)) return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
    try {
      return HttpResponse.json(wrap(await call()));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.kind === 'server-message') return HttpResponse.json({ success: false, message: error.serverMessage });
      return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
    }
  };
  const wire = (id: number): Record<string, unknown> => {
    const campaign = healthcareDemo(db).campaigns.get(String(id));
    if (campaign === undefined) throw new Error(`No campaign ${id}`);
    return {
      _id: campaign.id,
      name: campaign.name,
      deliveryDate: `${campaign.deliveryDate} ${campaign.deliveryTime}:00`,
      status: String(campaign.status),
      topic: campaign.topic,
      pharmacies: campaign.pharmacies.map(String),
      templates: campaign.templates,
      isDeleted: campaign.isDeleted ? 1 : 0,
      createdBy: campaign.createdBy,
      editedBy: campaign.editedBy,
      pharmacyId: null,
      campaignTemplates: campaign.campaignTemplates,
    };
  };
  const fromBody = (body: Record<string, unknown>): HealthcareCampaignDraft => {
    const stamp = typeof body.deliveryDate === 'string' ? body.deliveryDate : '';
    return {
      name: typeof body.name === 'string' ? body.name : '',
      deliveryDate: stamp.slice(0, 10),
      deliveryTime: typeof body.deliveryTime === 'string' ? body.deliveryTime : stamp.slice(11, 16),
      pharmacies: Array.isArray(body.pharmacies) ? body.pharmacies.map(Number) : [],
      templates: Array.isArray(body.templates) ? (body.templates as { segmentId: number; templateId: number }[]) : [],
      author: typeof body.editedBy === 'string' ? body.editedBy : '',
    };
  };
  const json = async (request: Request): Promise<Record<string, unknown>> => (await request.clone().json()) as Record<string, unknown>;

  return [
    http.get(`${base}/healthcareCampaigns`, ({ request }) => answer(request, () => Promise.resolve(healthcareDemo(db).campaigns.all().map((campaign) => wire(campaign.id))))),
    http.get(`${base}/getHealthcareCampaign`, ({ request }) => answer(request, async () => [wire((await gateway.get(param(request, 'cmId'))).id)])),
    http.post(`${base}/addHealthcareCampaign`, async ({ request }) => {
      const body = await json(request);
      return answer(request, async () => ({ insertId: await gateway.create(fromBody(body)) }));
    }),
    http.put(`${base}/updateHealthcareCampaign`, async ({ request }) => {
      const body = await json(request);
      return answer(request, () => gateway.update(param(request, 'cmId'), fromBody(body)));
    }),
    http.put(`${base}/cancelHealthcareCampaign`, ({ request }) => answer(request, () => gateway.cancel(param(request, 'cmId')))),
    http.delete(`${base}/deleteHealthcareCampaign`, ({ request }) => answer(request, () => gateway.delete(param(request, 'cmId')))),
    http.get(`${base}/activePharmacies`, ({ request }) => answer(request, async () => (await gateway.activePharmacies()).map((pharmacy) => ({ id: String(pharmacy.eid), name: pharmacy.name, city: pharmacy.city })))),
    http.get(`${base}/getActiveTemplates`, ({ request }) => answer(request, () => gateway.activeTemplates(), (data) => data as JsonBodyType)),
    http.get(`${base}/getSegmentSendCount`, ({ request }) =>
      answer(request, () => gateway.segmentSendCount(param(request, 'segmentId'), Number(request.headers.get('eid'))), (count) => ({ success: true, count })),
    ),
    http.get(`${base}/campaignService/getCampaignDetails`, ({ request }) =>
      answer(request, async () => {
        const details = await gateway.pharmacistCampaign(param(request, 'cmId'), param(request, 'pharmacyKey'));
        return {
          campaign: { ...wire(details.campaign.id), templates: details.campaign.templates, pharmacyId: String(details.campaign.pharmacyId), campaignTemplates: details.campaign.campaignTemplates },
          confirmed: details.confirmed ? 1 : 0,
          version: String(details.version),
        };
      }),
    ),
    http.get(`${base}/campaignService/getActiveTemplatesForEditHealthcare`, ({ request }) => answer(request, () => gateway.pharmacistTemplates(param(request, 'cmId'), param(request, 'pharmacyKey')))),
    http.post(`${base}/campaignService/updateCampaignDetails`, async ({ request }) => {
      const body = await json(request);
      const templates = body.templates as { segmentId: number; templateId: number }[];
      return answer(request, () =>
        body.confirmed === true
          ? gateway.confirmPharmacistSelection(Number(body.cmId), Number(body.pharmacyKey), templates)
          : gateway.savePharmacistSelection(Number(body.cmId), Number(body.pharmacyKey), templates),
      );
    }),
    http.get(`${base}/checkCampaignModification`, ({ request }) =>
      answer(request, () => gateway.checkCampaignModification(param(request, 'cmId'), param(request, 'version')), (data) => {
        const check = data as { modified: boolean; message: string };
        return { success: true, message: check.message, data: check.modified };
      }),
    ),
  ];
}

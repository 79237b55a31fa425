import type { CampaignAudience, RecipientFile, RecipientSegment, UploadedRecipientFile } from '@domain/campaigns';
import { sendExternal, type HttpClient, type ServiceTokens } from '@adapters/shared';
import { recipientFileForm, savedSegmentsAnswer, segmentCountAnswer, uploadedRecipientFileAnswer } from './campaign-audience.dto';

/**
 * Who a campaign can go to, over HTTP, each call on the service the spec puts it on:
 * - the saved segmentations, GET /api/v1/segments/{eid}, on the segmentations service (spec 2 §7
 *   "Segmentation and client calls", beside /api/v1/dclients): its token's address and token
 *   (x-access-token), and the signed-in user in x-{product}-uid;
 * - a segment's reach, GET /api/v2/getSegmentSendCount?segmentId=…, on the product API (spec 2 §7
 *   "/api/v2/", beside campaignSegments), with the entity header set to the pharmacy asked about;
 * - the upload of a recipients file, on the campaign service: not shown in the spec (a storage service
 *   behind the campaign service), here POST /api/v1/campaign/uploadRecipients/{eid} as multipart with
 *   files `csv` and `xlsx`, answered `{ excel, xlsx }` (see `recipientFileForm`).
 */
export class HttpCampaignAudience implements CampaignAudience {
  private readonly deps: { readonly http: HttpClient; readonly tokens: ServiceTokens; readonly productUidHeader: string };
  constructor(deps: { http: HttpClient; tokens: ServiceTokens; product: string }) {
    this.deps = { http: deps.http, tokens: deps.tokens, productUidHeader: `x-${deps.product.trim().toLowerCase()}-uid` };
  }

  async segments(eid: number): Promise<readonly RecipientSegment[]> {
    const uid = this.deps.http.signedInUid();
    return sendExternal(this.deps, 'segmentations', {
      method: 'GET',
      path: `/api/v1/segments/${encodeURIComponent(eid)}`,
      headers: uid === undefined ? {} : { [this.deps.productUidHeader]: String(uid) },
      schema: savedSegmentsAnswer,
    });
  }

  async segmentCount(eid: number, segmentId: string): Promise<number> {
    return this.deps.http.send({ method: 'GET', path: '/api/v2/getSegmentSendCount', query: { segmentId }, entity: eid, schema: segmentCountAnswer });
  }

  async upload(eid: number, file: RecipientFile): Promise<UploadedRecipientFile> {
    return this.deps.http.send({
      service: 'campaigns',
      method: 'POST',
      path: `/api/v1/campaign/uploadRecipients/${encodeURIComponent(eid)}`,
      body: await recipientFileForm(file),
      schema: uploadedRecipientFileAnswer,
    });
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import * as v from 'valibot';
import type { ApiCall } from '@adapters/shared';

export const campaignAudienceApiCalls: readonly ApiCall[] = [
  {
    name: 'campaignAudience.segments',
    service: 'segmentations',
    method: 'GET',
    path: '/api/v1/segments/{eid}',
    summary: "The pharmacy's saved segmentations, as a campaign's recipients (spec 2 §7)",
    headers: { 'x-farmacias-uid': 'The signed-in user (x-{VITE_PRODUCT_NAME}-uid)' },
    response: savedSegmentsAnswer,
  },
  {
    name: 'campaignAudience.segmentCount',
    service: 'api',
    method: 'GET',
    path: '/api/v2/getSegmentSendCount',
    summary: "A segment's reach, for the pharmacy in the eid header (spec 2 §7)",
    query: v.object({ segmentId: v.string() }),
    response: segmentCountAnswer,
  },
  {
    name: 'campaignAudience.upload',
    service: 'campaigns',
    method: 'POST',
    path: '/api/v1/campaign/uploadRecipients/{eid}',
    summary: 'Uploads a recipients file as csv and xlsx (path not shown in the spec)',
    multipart: true,
    request: v.object({ csv: v.blob(), xlsx: v.blob() }),
    response: uploadedRecipientFileAnswer,
  },
];

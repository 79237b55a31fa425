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

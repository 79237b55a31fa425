import { describe, expect, it } from 'vitest';
import { undocumentedRequest, type CheckedRequest } from '@test/support/api-check';

const request = (method: string, url: string, body: unknown = undefined, headers: Record<string, string> = {}): CheckedRequest => ({
  method,
  url: new URL(url),
  headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
  body: body === undefined ? '' : JSON.stringify(body),
});

describe('The check of requests against the API documents', () => {
  it('lets through a call the documents list, with its body', () => {
    expect(undocumentedRequest(request('POST', 'http://api.test/api/v1/login/user', { user: 'farmacia', password: 'x' }))).toBeUndefined();
    expect(undocumentedRequest(request('GET', 'http://campaigns.test/api/v1/campaign/getbycid/cid/c-1'))).toBeUndefined();
  });

  it('refuses a path no document lists', () => {
    expect(undocumentedRequest(request('GET', 'http://api.test/api/v2/checkEditCampaignTemplate?ctId=4'))).toMatch(/^GET \/api\/v2\/checkEditCampaignTemplate on api: no document in docs\/api\/ lists this path/);
  });

  it('refuses a listed path on another service', () => {
    expect(undocumentedRequest(request('GET', 'http://api.test/api/v1/campaign/getbycid/cid/c-1'))).toMatch(/no document in docs\/api\/ lists this path/);
  });

  it('refuses a listed path with a method the documents do not list for it', () => {
    expect(undocumentedRequest(request('DELETE', 'http://api.test/api/months/2026-11'))).toBe('DELETE /api/months/2026-11 on api: docs/api/ lists GET, PUT for this path, not DELETE');
  });

  it('refuses a body that does not match the declared schema', () => {
    expect(undocumentedRequest(request('PUT', 'http://api.test/api/months/2026-11', { blocked: 'yes' }))).toMatch(/the body does not match months\.setBlocked's request schema/);
    expect(undocumentedRequest(request('POST', 'http://api.test/api/v1/login/user', { username: 'farmacia', password: 'x' }))).toMatch(/session\.login's request schema/);
  });

  it('refuses a body on a call whose document lists none', () => {
    expect(undocumentedRequest(request('GET', 'http://api.test/api/months', { page: 1 }))).toMatch(/months\.list sends no body/);
  });

  it('refuses query names the documents do not list', () => {
    expect(undocumentedRequest(request('GET', 'http://api.test/api/v2/getCampaignTemplate?ctId=4'))).toBeUndefined();
    expect(undocumentedRequest(request('GET', 'http://api.test/api/v2/getCampaignTemplate?id=4'))).toMatch(/query id not listed for templates\.get/);
  });

  it("refuses a call to an external service without the service's token", () => {
    const crm = 'http://jobs.test/crm/api/v1/CRM/getMandatoryQuestions';
    expect(undocumentedRequest(request('GET', crm, undefined, { 'x-access-token': 'ext-crm-1' }))).toBeUndefined();
    expect(undocumentedRequest(request('GET', crm))).toMatch(/crm\.mandatoryQuestions carries its service's token in x-access-token/);
  });
});

import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { HttpEntityReportGateway } from '@adapters/reports';
import { HttpClient, MemoryStorage, ServiceTokens } from '@adapters/shared';
import { readConfiguration } from '@app/config';
import { FAKE_URLS } from '../../support/fake-api';
import { useFakeApi } from '../../support/contract';

const CAMPAIGNS_URL = 'http://campaigns.test';
const IDENTITY = { eid: 500, uid: 2, token: 'token-2' } as const;
const MARKETING = { email_campaigns: 1, sms_campaigns: 0, sent: 120, opened: 60, clicked: 12, campaigns: [] };

/**
 * The month's campaigns report (POST /api/v1/reports/campaignReport {eid, year, month}): spec 2 §7 lists it
 * on the campaign service ("(panel)"), spec 3 §7 on the main API. The campaign service by default, the
 * main API by configuration (ADR 28).
 */
describe('the marketing report’s address', () => {
  const world = useFakeApi();
  const requests: { host: string; method: string; path: string; eid: string | null; body: unknown }[] = [];
  const gateway = (marketingReportService: 'campaigns' | 'api' | undefined) => {
    const client = new HttpClient({ urls: { api: FAKE_URLS.api, campaigns: CAMPAIGNS_URL }, identity: () => IDENTITY });
    const record = async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      requests.push({ host: url.origin, method: request.method, path: url.pathname, eid: request.headers.get('eid'), body: await request.clone().json() });
      return HttpResponse.json({ success: true, data: MARKETING });
    };
    requests.length = 0;
    world().fake.server.use(http.post(`${CAMPAIGNS_URL}/api/v1/reports/campaignReport`, record), http.post(`${FAKE_URLS.api}/api/v1/reports/campaignReport`, record));
    return new HttpEntityReportGateway({ http: client, tokens: new ServiceTokens({ http: client, storage: new MemoryStorage(), clock: world().clock }), biReportUrl: '', marketingReportService });
  };

  it('asks the campaign service, as spec 2 lists it, when configured by default', async () => {
    const configured = readConfiguration({}, '1.0.0').marketingReportService;
    expect(configured).toBe('campaigns');
    const report = await gateway(configured).marketingReport(500, { year: 2026, month: 10 });
    expect(report).toMatchObject({ emailCampaigns: 1, sent: 120, opened: 60, clicked: 12 });
    expect(requests).toEqual([{ host: CAMPAIGNS_URL, method: 'POST', path: '/api/v1/reports/campaignReport', eid: '500', body: { eid: 500, year: 2026, month: 10 } }]);
  });

  it('asks the main API, as spec 3 lists it, with VITE_MARKETING_REPORT_SERVICE=api', async () => {
    const configured = readConfiguration({ VITE_MARKETING_REPORT_SERVICE: 'api' }, '1.0.0').marketingReportService;
    await gateway(configured).marketingReport(500, { year: 2026, month: 10 });
    expect(requests).toEqual([{ host: FAKE_URLS.api, method: 'POST', path: '/api/v1/reports/campaignReport', eid: '500', body: { eid: 500, year: 2026, month: 10 } }]);
  });

  it('refuses another service name at start-up', () => {
    expect(() => readConfiguration({ VITE_MARKETING_REPORT_SERVICE: 'reports' }, '1.0.0')).toThrow(/Configuración no válida/);
  });
});

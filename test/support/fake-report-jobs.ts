import { http, HttpResponse, type HttpHandler } from 'msw';
import type { RegenerateByErpRequest } from '@domain/entities';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { DemoDatabase } from '@adapters/demo';
import { MemoryStorage } from '@adapters/shared';
import { InMemoryEntityDirectory, InMemoryReportJobGateway } from '@adapters/entities';
import { FAKE_URLS } from './fake-api';

const WIRE_STATE = { idle: 'DONE', pending: 'PENDING', running: 'RUNNING', failed: 'ERROR' } as const;

const monthText = (month: { year: number; month: number } | undefined): string | null => (month === undefined ? null : `${month.month}/${month.year}`);

/**
 * The cache and report calls and the v2 entity list (spec 3 §7), served from the same demo data and
 * jobs the memory profile has at `clock`'s time, in the wire format: statuses as upper-case words,
 * months as "m/yyyy" or {year, month}. Only the back-office identity (eid -1) may call them.
 */
export function fakeReportJobHandlers(clock: Clock): HttpHandler[] {
  const base = FAKE_URLS.api;
  const db = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 });
  const jobs = new InMemoryReportJobGateway({ db, clock });
  const directory = new InMemoryEntityDirectory(db, clock);
  const answer = async (request: Request, call: () => Promise<unknown>): Promise<Response> => {
    if (request.headers.get('eid') !== '-1') return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
    try {
      const data = await call();
      return HttpResponse.json(data === undefined ? { success: true } : { success: true, data });
    } catch (error) {
      if (!isApiError(error)) throw error;
      return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
    }
  };
  const body = async (request: Request): Promise<Record<string, unknown>> => (await request.clone().json()) as Record<string, unknown>;
  const entities = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);
  const month = (value: unknown): { year: number; month: number } => {
    const record = (value ?? {}) as Record<string, unknown>;
    return { year: Number(record.year), month: Number(record.month) };
  };

  return [
    http.get(`${base}/api/v2/reports/status`, ({ request }) =>
      answer(request, async () =>
        (await jobs.statuses()).map((status) => ({ eid: String(status.eid), status: WIRE_STATE[status.state], cache: monthText(status.lastCache), report: status.lastReport ?? null })),
      ),
    ),
    http.put(`${base}/api/v1/entity/mainpanel/cache`, async ({ request }) => {
      const sent = await body(request);
      return answer(request, () => jobs.generate({ kind: 'cache', entities: entities(sent.entities), from: month(sent.from) }));
    }),
    http.put(`${base}/api/v1/entity/mainpanel/report`, async ({ request }) => {
      const sent = await body(request);
      return answer(request, () => jobs.generate({ kind: 'report', entities: entities(sent.entities), from: month(sent.date) }));
    }),
    http.put(`${base}/api/v2/regenerate-data/by-erp`, async ({ request }) => {
      const sent = await body(request);
      return answer(request, () => jobs.regenerateByErp({ cache: sent.cache === true, report: sent.report === true, erp: String(sent.erp) as RegenerateByErpRequest['erp'] }));
    }),
    http.get(`${base}/api/v2/dashboard/entities`, ({ request }) =>
      answer(request, async () => {
        const rows = await directory.list();
        const details = new Map((await directory.details()).map((entry) => [entry.eid, entry]));
        return rows.map((row) => {
          const entry = details.get(row.id);
          return {
            eid: row.id,
            name: row.name,
            contact: row.contactName,
            erp: row.erp,
            last_update: row.lastUploadDate,
            cache: row.lastCache ?? null,
            report: row.lastReport ?? null,
            form_status: entry?.formStatus?.toUpperCase() ?? null,
            commercial: entry?.commercial ?? '',
            administrative: entry?.administrative ?? '',
            contactMail: entry?.contactMail ?? '',
          };
        });
      }),
    ),
  ];
}

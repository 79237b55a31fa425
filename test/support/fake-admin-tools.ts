import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { DemoDatabase } from '@adapters/demo';
import { MemoryStorage } from '@adapters/shared';
import { InMemoryDeveloperToolsGateway } from '@adapters/developer-tools';
import { InMemoryPionGateway } from '@adapters/pion';
import { pionTestToDto } from '@adapters/pion/pion.dto';
import { FAKE_URLS } from './fake-api';

/** A fake answer: the data enveloped `{ success: true, data }`; a failure with its status and message. Requests without a token get 403. */
async function answer(request: Request, call: () => Promise<unknown>): Promise<Response> {
  if ((request.headers.get('token') ?? '') === '') return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
  try {
    const data = await call();
    return HttpResponse.json((data === undefined ? { success: true } : { success: true, data }) as JsonBodyType);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
  }
}

/** A multipart field as text ('' when it is a file or absent). */
const text = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value : '');

/** The demo backends the fake pion and developer-tools calls answer from. */
export interface FakeAdminBackends {
  readonly pion: InMemoryPionGateway;
  readonly developerTools: InMemoryDeveloperToolsGateway;
}

/** The demo backends over a fresh demo database at `clock`'s time. */
export function fakeAdminBackends(clock: Clock): FakeAdminBackends {
  const db = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 });
  return { pion: new InMemoryPionGateway({ db, clock }), developerTools: new InMemoryDeveloperToolsGateway({ db, clock }) };
}

/** The test dashboard's calls (spec 3 §7) in the wire format: `_id`, `lastestResults` with 'OK'/'KO' and ISO dates; the names as objects. */
export function fakePionHandlers(backends: FakeAdminBackends): HttpHandler[] {
  const base = `${FAKE_URLS.api}/api/v1/PION`;
  return [
    http.get(`${base}/listTests`, ({ request }) => answer(request, async () => (await backends.pion.listTests()).map(pionTestToDto))),
    http.get(`${base}/get_fnames`, ({ request }) => answer(request, async () => (await backends.pion.functionNames()).map((name) => ({ name })))),
    http.post(`${base}/executeNowTest`, async ({ request }) => {
      const body = (await request.clone().json()) as { _id?: unknown };
      return answer(request, () => backends.pion.executeNow(typeof body._id === 'string' ? body._id : ''));
    }),
  ];
}

/** The server and developer tools calls (spec 3 §7): setup info as an object, command output as `{ output }`, the upload as multipart. */
export function fakeDeveloperToolsHandlers(backends: FakeAdminBackends): HttpHandler[] {
  const api = FAKE_URLS.api;
  const tools = backends.developerTools;
  return [
    http.get(`${api}/api/v2/setup/getSetupInfo`, ({ request }) => answer(request, async () => Object.fromEntries((await tools.setupInfo()).map((entry) => [entry.key, entry.value])))),
    http.get(`${api}/api/v2/setup/cmd/functionList`, ({ request }) => answer(request, () => tools.commands())),
    http.post(`${api}/api/v2/setup/cmd/doCmd`, async ({ request }) => {
      const body = (await request.clone().json()) as { command?: unknown };
      return answer(request, async () => ({ output: await tools.runCommand(typeof body.command === 'string' ? body.command : '') }));
    }),
    http.get(`${api}/api/v2/setup/restartServer`, ({ request }) => answer(request, () => tools.restartServer())),
    http.get(`${api}/api/v1/plugin-version/:name`, ({ request, params }) => answer(request, async () => ({ version: await tools.pluginVersion(String(params.name)) }))),
    http.post(`${api}/api/v1/wp/new-version`, async ({ request }) => {
      const form = await request.clone().formData();
      const file = form.get('file');
      if (!(file instanceof Blob)) return HttpResponse.json({ success: false, message: 'Falta el fichero' }, { status: 400 });
      return answer(request, () => tools.uploadPluginVersion({ pluginName: text(form.get('plugin_name')), version: text(form.get('version')), file, fileName: file instanceof File ? file.name : 'plugin.zip' }));
    }),
    http.get(`${api}/api/v2/scripts/list`, ({ request }) => answer(request, () => tools.scripts())),
    http.get(`${api}/api/v2/scripts/info/:script`, ({ request, params }) => answer(request, async () => (await tools.scriptInfo(String(params.script))).info)),
  ];
}

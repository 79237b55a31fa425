import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import { crmFilterFor, type CrmField, type CrmFilter, type CrmForm, type CrmGateway } from '@domain/crm';
import { ApiError, isApiError, type Clock } from '@domain/shared-kernel';
import { DemoDatabase, MAIN_DEMO_EID, MemoryOverlayStore, SECOND_DEMO_EID } from '@adapters/demo';
import {
  HttpCrmGateway,
  InMemoryCrmGateway,
  crmClientSearchBodySchema,
  crmFormToDto,
  crmResponseToDto,
  erpClientToDto,
  filterBody,
  newFormDto,
  syncAnswersToDto,
  syncUserBody,
  updateFormBody,
  updateResponseBody,
} from '@adapters/crm';
import { dataTableQueryOf, demoMemberIdOf } from '@adapters/segmentation';
import { MemoryStorage, ServiceTokens, type HttpClient } from '@adapters/shared';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { describeContract, useFakeApi } from '../../support/contract';
import { FAKE_URLS } from '../../support/fake-api';
import { documentedHandler } from '../../support/documented-path';
import { failure } from '../../support/failure';

/** Where the fake CRM and segmentations services answer: the addresses their tokens give. */
const CRM_URL = `${FAKE_URLS.jobs}/crm`;
const SEGMENTATIONS_URL = `${FAKE_URLS.jobs}/segmentations`;
/** The product name the http adapter is configured with. */
const PRODUCT = 'farmacias';

const LLORENTE_URLS = { shopUrl: 'https://farmacia-llorente.es', termsUrl: 'https://farmacia-llorente.es/condiciones' };

const demoDatabase = (clock: Clock, overlay?: MemoryOverlayStore): DemoDatabase => new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0, overlay });

const httpCrm = (client: HttpClient, clock: Clock): HttpCrmGateway => new HttpCrmGateway({ http: client, tokens: new ServiceTokens({ http: client, storage: new MemoryStorage(), clock }), product: PRODUCT });

const fieldsToWire = (fields: readonly CrmField[]): JsonBodyType => crmFormToDto({ id: '', title: '', embedUrl: '', fields }).fields;
const formToWire = (form: CrmForm): JsonBodyType => crmFormToDto(form);

/** Every page of a backend's responses, as the service answers them: all at once. */
const ALL = { page: 1, size: 1_000_000 } as const;

/**
 * The CRM service, served by `backend` (the demo backend) as the service is read: the form and its
 * creation enveloped, the mandatory questions enveloped and the templates bare, the responses bare,
 * one response enveloped, the writes with `{ success: true }` alone. The ERP's clients come from the
 * segmentations service. A request without its service's token or without the user in
 * x-farmacias-uid is refused with 403; the backend's failures answer `success: false` with their status.
 */
function fakeCrmHandlers(backend: CrmGateway): HttpHandler[] {
  const answer = async (request: Request, api: 'crm' | 'segmentations', call: () => Promise<JsonBodyType>): Promise<Response> => {
    if (!(request.headers.get('x-access-token') ?? '').startsWith(`ext-${api}-`) || (request.headers.get(`x-${PRODUCT}-uid`) ?? '') === '') {
      return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
    }
    try {
      return HttpResponse.json(await call());
    } catch (error) {
      if (!isApiError(error)) throw error;
      return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
    }
  };
  const responsesOf = async (formId: string, filters: readonly CrmFilter[]): Promise<JsonBodyType> =>
    (await backend.responses(formId, { ...ALL, filters })).records.map(crmResponseToDto);
  return [
    documentedHandler('crm.form', CRM_URL, ({ request, params }) =>
      answer(request, 'crm', async () => {
        const form = await backend.form(Number(params.eid));
        return { success: true, data: form === undefined ? null : formToWire(form) };
      }),
    ),
    documentedHandler('crm.mandatoryQuestions', CRM_URL, ({ request }) => answer(request, 'crm', async () => ({ success: true, data: fieldsToWire(await backend.mandatoryQuestions()) }))),
    documentedHandler('crm.templates', CRM_URL, ({ request }) => answer(request, 'crm', async () => fieldsToWire(await backend.templates()))),
    documentedHandler('crm.createForm', CRM_URL, async ({ request, params }) => {
      const body = v.parse(v.object({ shop_url: v.string(), terms_url: v.string() }), await request.clone().json());
      return answer(request, 'crm', async () => ({ success: true, data: formToWire(await backend.createForm(Number(params.eid), { shopUrl: body.shop_url, termsUrl: body.terms_url })) }));
    }),
    documentedHandler('crm.updateForm', CRM_URL, async ({ request }) => {
      const form = v.parse(updateFormBody, await request.clone().json());
      return answer(request, 'crm', async () => ({ success: true, data: formToWire(await backend.updateForm(form)) }));
    }),
    documentedHandler('crm.responses', CRM_URL, ({ request, params }) => answer(request, 'crm', () => responsesOf(String(params.formId), []))),
    documentedHandler('crm.filterResponses', CRM_URL, async ({ request, params }) => {
      const filters = v.parse(filterBody, await request.clone().json());
      return answer(request, 'crm', () => responsesOf(String(params.formId), filters));
    }),
    documentedHandler('crm.response', CRM_URL, ({ request, params }) =>
      answer(request, 'crm', async () => ({ success: true, data: crmResponseToDto(await backend.response(String(params.id))) })),
    ),
    documentedHandler('crm.responseByMember', CRM_URL, ({ request, params }) =>
      answer(request, 'crm', async () => {
        const response = await backend.responseByMember(String(params.mid));
        if (response === undefined) throw new ApiError('not-found', 404, 'El miembro no tiene respuesta');
        return { success: true, data: crmResponseToDto(response) };
      }),
    ),
    documentedHandler('crm.formattedResponses', CRM_URL, ({ request, params }) =>
      answer(request, 'crm', async () => {
        const sheet = await backend.formattedResponses(Number(params.eid));
        return { success: true, data: sheet.rows.map((row) => Object.fromEntries(sheet.headers.map((header, column) => [header, row[column] ?? null]))) };
      }),
    ),
    documentedHandler('crm.updateResponse', CRM_URL, async ({ request, params }) => {
      const body = v.parse(updateResponseBody, await request.clone().json());
      return answer(request, 'crm', async () => {
        await backend.updateResponse(String(params.idAnswer), new Map(Object.entries(body.answers)));
        return { success: true };
      });
    }),
    documentedHandler('crm.unsyncedAnswers', CRM_URL, ({ request, params }) =>
      answer(request, 'crm', async () => (await backend.unsyncedAnswers(Number(params.eid))).map(syncAnswersToDto)),
    ),
    documentedHandler('crm.syncUser', CRM_URL, async ({ request, params }) => {
      const body = v.parse(syncUserBody, await request.clone().json());
      return answer(request, 'crm', async () => {
        await backend.syncUser(Number(params.eid), body.idAnswer, body.erp_id);
        return { success: true };
      });
    }),
    documentedHandler('crm.erpClients', SEGMENTATIONS_URL, ({ request, params }) =>
      answer(request, 'segmentations', async () => ({ success: true, data: (await backend.erpClients(Number(params.eid))).map(erpClientToDto) })),
    ),
    documentedHandler('crm.crmData', SEGMENTATIONS_URL, ({ request, params }) =>
      answer(request, 'segmentations', async () => {
        const form = await backend.crmData(Number(params.eid));
        return form === undefined ? null : formToWire(form);
      }),
    ),
    documentedHandler('crm.forceUpload', SEGMENTATIONS_URL, async ({ request, params }) => {
      if ((await request.clone().text()) !== '') return HttpResponse.json({ success: false, message: 'Sin cuerpo' }, { status: 400 });
      return answer(request, 'segmentations', async () => {
        await backend.forceUpload(Number(params.eid));
        return { success: true };
      });
    }),
    documentedHandler('crm.searchClients', SEGMENTATIONS_URL, async ({ request, params }) => {
      const query = v.parse(crmClientSearchBodySchema, await request.clone().json());
      const table = dataTableQueryOf(new URL(request.url));
      return answer(request, 'segmentations', async () => {
        const page = await backend.searchClients(Number(params.eid), { ...table, filters: query });
        return { data: page.records.map((row) => ({ ...row })), total: page.total, page: page.page };
      });
    }),
  ];
}

/** The refs of the questions a new form has, in order: the mandatory ones, then two ready-made ones. */
const NEW_FORM_REFS = ['name', 'apellidos', 'email', 'phone', 'birthday', 'sex', 'loyalty', 'id_code', 'children', 'sport', 'legal_test', '¿Cómo_nos_conociste?', 'Intereses'];

describeContract<CrmGateway>(
  'CrmGateway',
  {
    memory: ({ db }) => new InMemoryCrmGateway({ db }),
    http: ({ http: client, clock, fake }) => {
      fake.server.use(...fakeCrmHandlers(new InMemoryCrmGateway({ db: demoDatabase(clock) })));
      return httpCrm(client, clock);
    },
  },
  (world) => {
    const signedIn = (): CrmGateway => {
      world().signIn(aBackofficeSession());
      return world().port;
    };
    const withForm = async (): Promise<{ crm: CrmGateway; form: CrmForm }> => {
      const crm = signedIn();
      return { crm, form: await crm.createForm(MAIN_DEMO_EID, LLORENTE_URLS) };
    };
    const question = (form: CrmForm, ref: string): CrmField => {
      const found = form.fields.find((field) => field.ref === ref);
      if (found === undefined) throw new Error(`The form has no question ${ref}`);
      return found;
    };
    const filter = (form: CrmForm, ref: string, value: Parameters<typeof crmFilterFor>[1]): CrmFilter => crmFilterFor(question(form, ref), value) as CrmFilter;

    it('lists the mandatory questions, the excluded children, sport and legal-test ones included, and six ready-made ones', async () => {
      const crm = signedIn();
      const mandatory = await crm.mandatoryQuestions();
      expect(mandatory.map((field) => `${field.ref} ${field.type} ${field.validations.required ? 'required' : 'optional'}`)).toEqual([
        'name short_text required',
        'apellidos short_text required',
        'email email required',
        'phone phone_number required',
        'birthday date required',
        'sex multiple_choice required',
        'loyalty short_text optional',
        'id_code short_text optional',
        'children multiple_choice optional',
        'sport multiple_choice optional',
        'legal_test legal required',
      ]);
      expect(mandatory[5]).toEqual({
        id: 'mandatory-6',
        title: 'Sexo',
        type: 'multiple_choice',
        ref: 'sex',
        properties: {
          allowMultipleSelection: false,
          choices: [
            { ref: 'Mujer', label: 'Mujer', selected: false },
            { ref: 'Hombre', label: 'Hombre', selected: false },
            { ref: 'Prefiero_no_decirlo', label: 'Prefiero no decirlo', selected: false },
          ],
        },
        validations: { required: true },
      });
      expect(mandatory[4]?.properties).toEqual({ structure: 'DDMMYYYY', separator: '/' });
      expect((await crm.templates()).map((field) => `${field.id} ${field.title} (${field.ref}, ${field.type})`)).toEqual([
        'template-1 ¿Cómo nos conociste? (¿Cómo_nos_conociste?, multiple_choice)',
        'template-2 Intereses (Intereses, multiple_choice)',
        'template-3 ¿Toma medicación habitualmente? (¿Toma_medicación_habitualmente?, yes_no)',
        'template-4 Alergias conocidas (Alergias_conocidas, short_text)',
        'template-5 Fecha de la última revisión (Fecha_de_la_última_revisión, date)',
        'template-6 Comentarios (Comentarios, long_text)',
      ]);
    });

    it('has no form for Farmacia Llorente until it is created, then answers the one created', async () => {
      const crm = signedIn();
      expect(await crm.form(MAIN_DEMO_EID)).toBeUndefined();
      const form = await crm.createForm(MAIN_DEMO_EID, LLORENTE_URLS);
      expect({ ...form, fields: form.fields.map((field) => `${field.id} ${field.ref}`) }).toEqual({
        id: 'crm500',
        title: 'Formulario de fidelización de Farmacia Llorente',
        embedUrl: 'https://farmacia-llorente.es/fidelizacion',
        fields: NEW_FORM_REFS.map((ref, index) => `crm500-${index + 1} ${ref}`),
      });
      expect(question(form, 'legal_test').properties).toEqual({ description: 'https://farmacia-llorente.es/condiciones' });
      expect(await crm.form(MAIN_DEMO_EID)).toEqual(form);
      expect(await crm.form(SECOND_DEMO_EID)).toBeUndefined();
    });

    it('refuses a second form (409) and a form for a pharmacy the data set lacks (404)', async () => {
      const { crm } = await withForm();
      expect(await failure(crm.createForm(MAIN_DEMO_EID, LLORENTE_URLS))).toEqual({ kind: 'conflict', status: 409 });
      expect(await failure(crm.createForm(123_456, LLORENTE_URLS))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('answers the 2,400 responses of the new form, five a page, each with the form’s questions', async () => {
      const { crm, form } = await withForm();
      const page = await crm.responses(form.id, { page: 1, size: 5 });
      expect({ ...page, records: page.records.map((response) => response.idAnswer) }).toEqual({
        records: ['crm500-r0001', 'crm500-r0002', 'crm500-r0003', 'crm500-r0004', 'crm500-r0005'],
        total: 2400,
        page: 1,
        size: 5,
      });
      const second = page.records[1];
      expect(second?.questions.map((entry) => `${entry.id} ${entry.ref} ${entry.type} ${entry.label}`).slice(0, 3)).toEqual(['crm500-1 name short_text Nombre', 'crm500-2 apellidos short_text Apellidos', 'crm500-3 email email Email']);
      expect(second?.questions).toHaveLength(13);
      expect(Object.fromEntries(second?.answers ?? [])).toEqual({
        'crm500-1': 'María',
        'crm500-2': 'Sanz Ortiz',
        'crm500-3': 'maria.sanz251@outlook.es',
        'crm500-4': '722997469',
        'crm500-5': '1938-10-13',
        'crm500-6': 'Mujer',
        'crm500-9': 'Sí, menores de 12 años',
        'crm500-10': 'Alguna vez al mes',
        'crm500-11': true,
        'crm500-12': 'Web de la farmacia',
        'crm500-13': ['Bebés y maternidad', 'Salud natural', 'Ortopedia'],
      });
      expect(await crm.response('crm500-r0002')).toEqual(second);
      const last = await crm.responses(form.id, { page: 999, size: 100 });
      expect([last.page, last.records.length, last.records.at(-1)?.idAnswer]).toEqual([24, 100, 'crm500-r2400']);
    });

    it('filters the responses by their answers: choices, several questions at once, text, a period and yes or no', async () => {
      const { crm, form } = await withForm();
      const count = async (...filters: CrmFilter[]): Promise<number> => (await crm.responses(form.id, { page: 1, size: 5, filters })).total;
      expect(await count(filter(form, 'sex', ['Mujer']))).toBe(1093);
      expect(await count(filter(form, 'sex', ['Hombre']))).toBe(1124);
      expect(await count(filter(form, 'sex', ['Prefiero no decirlo']))).toBe(183);
      expect(await count(filter(form, 'sex', ['Mujer', 'Hombre']))).toBe(1093 + 1124);
      expect(await count(filter(form, 'sex', ['Mujer']), filter(form, 'sport', ['Nunca']))).toBe(374);
      expect(await count(filter(form, 'Intereses', ['Dermocosmética', 'Nutrición']))).toBe(1221);
      expect(await count(filter(form, 'email', '@PROTONMAIL.com'))).toBe(32);
      expect(await count(filter(form, 'birthday', ['1990-01-01', '1999-12-31']))).toBe(267);
      expect(await count(filter(form, 'legal_test', true))).toBe(2400);
      expect(await count(filter(form, 'legal_test', false))).toBe(0);
      // Entries that ask for nothing are ignored.
      expect(await count(filter(form, 'sex', []), filter(form, 'email', '  '))).toBe(2400);
      const women = await crm.responses(form.id, { page: 1, size: 3, filters: [filter(form, 'sex', ['Mujer'])] });
      expect(women.records.map((response) => response.answers.get(question(form, 'sex').id))).toEqual(['Mujer', 'Mujer', 'Mujer']);
    });

    it('answers 404 for the responses of a form that does not exist and for an unknown response', async () => {
      const crm = signedIn();
      expect(await failure(crm.responses('crm500', { page: 1, size: 5 }))).toEqual({ kind: 'not-found', status: 404 });
      await crm.createForm(MAIN_DEMO_EID, LLORENTE_URLS);
      expect(await failure(crm.response('crm500-r9999'))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(crm.response('nada'))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(crm.updateResponse('crm512-r0001', new Map([['crm512-1', 'Ana']])))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('updates a response’s answers: changes them, removes an empty one, ignores questions the form does not have', async () => {
      const { crm } = await withForm();
      await crm.updateResponse(
        'crm500-r0002',
        new Map<string, string | boolean | string[] | null>([
          ['crm500-1', 'María José'],
          ['crm500-4', null],
          ['crm500-7', 'FID000001'],
          ['crm500-13', ['Nutrición']],
          ['otra-pregunta', 'x'],
        ]),
      );
      const response = await crm.response('crm500-r0002');
      expect([response.answers.get('crm500-1'), response.answers.has('crm500-4'), response.answers.get('crm500-7'), response.answers.get('crm500-13'), response.answers.has('otra-pregunta')]).toEqual([
        'María José',
        false,
        'FID000001',
        ['Nutrición'],
        false,
      ]);
      expect(response.answers.get('crm500-3')).toBe('maria.sanz251@outlook.es');
    });

    it('saves the form’s questions: a deleted question loses its answers, a new one gets the next id', async () => {
      const { crm, form } = await withForm();
      const interests = question(form, 'Intereses');
      const added: CrmField = { id: '', title: 'Alergias conocidas', type: 'short_text', ref: 'Alergias_conocidas', properties: {}, validations: { required: false } };
      const saved = await crm.updateForm({ ...form, title: 'Club de salud', fields: [...form.fields.filter((field) => field.id !== interests.id), added] });
      expect([saved.id, saved.title, saved.embedUrl, saved.fields.at(-1)?.id, saved.fields.length]).toEqual(['crm500', 'Club de salud', 'https://farmacia-llorente.es/fidelizacion', 'crm500-14', 13]);
      expect(await crm.form(MAIN_DEMO_EID)).toEqual(saved);
      const response = await crm.response('crm500-r0002');
      expect([response.questions.some((entry) => entry.id === interests.id), response.answers.has(interests.id), response.questions.at(-1)?.label]).toEqual([false, false, 'Alergias conocidas']);
      // Added again, it is a new question: the old answers do not come back.
      const again = await crm.updateForm({ ...saved, fields: [...saved.fields, { ...interests, id: '' }] });
      expect(again.fields.at(-1)?.id).toBe('crm500-15');
      expect((await crm.responses(form.id, { page: 1, size: 5, filters: [filter(again, 'Intereses', ['Nutrición'])] })).total).toBe(0);
      expect(await failure(crm.updateForm({ ...form, id: 'crm512' }))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('lists the 56 responses not yet synced and syncs one with an ERP client, which takes it off the list', async () => {
      const { crm } = await withForm();
      const unsynced = await crm.unsyncedAnswers(MAIN_DEMO_EID);
      expect(unsynced).toHaveLength(56);
      expect(unsynced.slice(0, 3)).toEqual([
        { idAnswer: 'crm500-r0002', name: 'María', surnames: 'Sanz Ortiz', email: 'maria.sanz251@outlook.es', phone: '722997469', loyalty: '', idCode: '' },
        { idAnswer: 'crm500-r0038', name: 'Marta', surnames: 'Morales Fernández', email: 'marta.morales56@protonmail.com', phone: '', loyalty: 'FID799893', idCode: '' },
        { idAnswer: 'crm500-r0074', name: 'Marta', surnames: 'Serrano Morales', email: 'marta.serrano691@protonmail.com', phone: '', loyalty: '', idCode: '73057473C' },
      ]);
      await crm.syncUser(MAIN_DEMO_EID, 'crm500-r0002', '26914');
      const after = await crm.unsyncedAnswers(MAIN_DEMO_EID);
      expect([after.length, after[0]?.idAnswer]).toEqual([55, 'crm500-r0038']);
      expect(await failure(crm.syncUser(MAIN_DEMO_EID, 'crm500-r0038', 'no-such-client'))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(crm.syncUser(SECOND_DEMO_EID, 'crm500-r0038', '10000'))).toEqual({ kind: 'not-found', status: 404 });
      expect(await crm.unsyncedAnswers(SECOND_DEMO_EID)).toEqual([]);
    });

    it('answers the 20,000 clients of Farmacia Llorente’s ERP with the data sync matches by, and none for an unknown pharmacy', async () => {
      const crm = signedIn();
      const clients = await crm.erpClients(MAIN_DEMO_EID);
      expect(clients).toHaveLength(20_000);
      expect(clients.slice(0, 2)).toEqual([
        { erpId: '10000', name: 'Cristina Alonso Moreno', email: 'cristina.alonso760outlook.es', phone: '735582111', loyalty: '', idCode: '10804749Q' },
        { erpId: '10001', name: 'Alejandro Jiménez Ortega', email: 'alejandro.jimenez445@icloud.com', phone: '774707452', loyalty: 'FID176184', idCode: '24226419J' },
      ]);
      expect(await crm.erpClients(123_456)).toEqual([]);
    });

    it('has no CRM data nor CRM clients for the segmentation until the form exists, then the form’s questions', async () => {
      const crm = signedIn();
      expect(await crm.crmData(MAIN_DEMO_EID)).toBeUndefined();
      expect(await crm.searchClients(MAIN_DEMO_EID, { page: 1, size: 5, filters: { filters: [], search: '' } })).toEqual({ records: [], total: 0, page: 1, size: 5 });
      const form = await crm.createForm(MAIN_DEMO_EID, LLORENTE_URLS);
      expect((await crm.crmData(MAIN_DEMO_EID))?.fields.map((field) => field.ref)).toEqual(NEW_FORM_REFS);
      expect(await crm.crmData(SECOND_DEMO_EID)).toBeUndefined();
      expect(form.id).toBe('crm500');
    });

    it('finds the segmentation’s clients by their synced answers: every synced response’s client, the filters, the word search, the sort and the page', async () => {
      const { crm, form } = await withForm();
      const query = (filters: CrmFilter[], search = '') => ({ filters, search });
      const unsynced = new Set((await crm.unsyncedAnswers(MAIN_DEMO_EID)).map((answers) => answers.idAnswer));
      // Every response but the 56 not synced is one client's.
      expect((await crm.searchClients(MAIN_DEMO_EID, { page: 1, size: 5, filters: query([]) })).total).toBe(2400 - 56);
      const women = filter(form, 'sex', ['Mujer']);
      const womenResponses = (await crm.responses(form.id, { page: 1, size: 5000, filters: [women] })).records;
      const syncedWomen = womenResponses.filter((response) => !unsynced.has(response.idAnswer)).length;
      const page = await crm.searchClients(MAIN_DEMO_EID, { page: 2, size: 50, sort: { column: 'name', direction: 'asc' }, filters: query([women]) });
      expect([page.total, page.page, page.size, page.records.length]).toEqual([syncedWomen, 2, 50, 50]);
      expect(page.total).toBeLessThan(1093);
      // By name: those of clients who signed the consent, shown as they are, in order (the others are masked).
      const names = page.records.map((row) => row.name).filter((name) => !name.includes('*'));
      expect(names.length).toBeGreaterThan(25);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
      // The word search narrows the clients found to the one whose email it is.
      const someone = page.records.filter((row) => !row.email.includes('*') && row.email !== '')[7];
      const found = await crm.searchClients(MAIN_DEMO_EID, { page: 1, size: 50, filters: query([women], someone?.email ?? '') });
      expect(found.records.map((row) => row.id)).toEqual([someone?.id]);
      // Filters that ask for nothing are ignored; a filter nobody passes finds nobody.
      expect((await crm.searchClients(MAIN_DEMO_EID, { page: 1, size: 5, filters: query([filter(form, 'sex', []), filter(form, 'email', '  ')]) })).total).toBe(2400 - 56);
      expect((await crm.searchClients(MAIN_DEMO_EID, { page: 1, size: 5, filters: query([filter(form, 'legal_test', false)]) })).total).toBe(0);
    });

    it("answers a client's response by the client's CRM member id, once synced; none for a client who has not answered, an unknown or malformed id, or before the form exists", async () => {
      const crm = signedIn();
      const clients = await crm.erpClients(MAIN_DEMO_EID);
      const memberOf = (erpId: string): string => demoMemberIdOf(world().data.seed, MAIN_DEMO_EID, clients.findIndex((client) => client.erpId === erpId));
      expect(await crm.responseByMember(memberOf('26914'))).toBeUndefined();
      await crm.createForm(MAIN_DEMO_EID, LLORENTE_URLS);
      expect(await crm.responseByMember(memberOf('26914'))).toBeUndefined();
      await crm.syncUser(MAIN_DEMO_EID, 'crm500-r0002', '26914');
      const answered = await crm.responseByMember(memberOf('26914'));
      expect(answered).toEqual(await crm.response('crm500-r0002'));
      expect([answered?.idAnswer, answered?.answers.get('crm500-1'), answered?.answers.get('crm500-2'), answered?.questions.length]).toEqual(['crm500-r0002', 'María', 'Sanz Ortiz', 13]);
      const synced = (await crm.searchClients(MAIN_DEMO_EID, { page: 1, size: 100_000, filters: { filters: [], search: '' } })).records;
      for (const row of synced.slice(0, 3)) expect((await crm.responseByMember(memberOf(row.id)))?.idAnswer).toMatch(/^crm500-r\d{4}$/);
      const answeredIds = new Set(synced.map((row) => row.id));
      const unanswered = clients.find((client) => !answeredIds.has(client.erpId));
      expect(unanswered).toBeDefined();
      expect(await crm.responseByMember(memberOf(unanswered?.erpId ?? ''))).toBeUndefined();
      expect(await crm.responseByMember('ffffffffffffffffffffffff')).toBeUndefined();
      expect(await crm.responseByMember('no es un id')).toBeUndefined();
      expect(await crm.responseByMember(demoMemberIdOf(world().data.seed, 123_456, 0))).toBeUndefined();
    });

    it("formats the pharmacy's responses as a spreadsheet: none before the form, then one row per listed response with every question of the form, edits included; 404 for an unknown pharmacy", async () => {
      const crm = signedIn();
      expect(await crm.formattedResponses(MAIN_DEMO_EID)).toEqual({ headers: [], rows: [] });
      const form = await crm.createForm(MAIN_DEMO_EID, LLORENTE_URLS);
      const listed = await crm.responses(form.id, ALL);
      const sheet = await crm.formattedResponses(MAIN_DEMO_EID);
      expect(sheet.headers).toEqual(form.fields.map((field) => field.title));
      expect(sheet.rows).toHaveLength(listed.total);
      expect(sheet.rows.every((row) => row.length === form.fields.length)).toBe(true);
      const second = listed.records.findIndex((response) => response.idAnswer === 'crm500-r0002');
      expect(sheet.rows[second]?.slice(0, 2)).toEqual(['María', 'Sanz Ortiz']);
      await crm.updateResponse('crm500-r0002', new Map([[question(form, 'name').id, '=1+1']]));
      expect((await crm.formattedResponses(MAIN_DEMO_EID)).rows[second]?.slice(0, 2)).toEqual(['=1+1', 'Sanz Ortiz']);
      expect(await failure(crm.formattedResponses(123_456))).toMatchObject({ status: 404 });
    });

    it("forces the upload of a pharmacy's CRM data (the dashboard's button of pharmacy 501), and answers 404 for a pharmacy the data set lacks", async () => {
      const crm = signedIn();
      await expect(crm.forceUpload(501)).resolves.toBeUndefined();
      await expect(crm.forceUpload(501)).resolves.toBeUndefined();
      expect(await failure(crm.forceUpload(123_456))).toMatchObject({ status: 404 });
    });
  },
);

describe('InMemoryCrmGateway', () => {
  it('keeps the form, the edited responses and the syncs in the demo store, where another session finds them', async () => {
    const overlay = new MemoryOverlayStore();
    const clock = { now: () => Date.UTC(2026, 10, 21, 9) };
    const first = demoDatabase(clock, overlay);
    await first.ready();
    const crm = new InMemoryCrmGateway({ db: first });
    await crm.createForm(MAIN_DEMO_EID, LLORENTE_URLS);
    await crm.updateResponse('crm500-r0001', new Map([['crm500-1', 'Sergio Luis']]));
    await crm.syncUser(MAIN_DEMO_EID, 'crm500-r0002', '26914');
    await first.flush();
    expect(new Set((await overlay.load()).rows.map((row) => `${row.collection} ${row.key}`))).toEqual(new Set(['crmForms 500', 'crmResponses.500 crm500-r0001', 'crmResponses.500 crm500-r0002']));
    const second = demoDatabase(clock, overlay);
    await second.ready();
    const again = new InMemoryCrmGateway({ db: second });
    expect((await again.form(MAIN_DEMO_EID))?.id).toBe('crm500');
    expect((await again.response('crm500-r0001')).answers.get('crm500-1')).toBe('Sergio Luis');
    expect((await again.unsyncedAnswers(MAIN_DEMO_EID)).map((answers) => answers.idAnswer)).not.toContain('crm500-r0002');
  });
});

describe('HttpCrmGateway wire format', () => {
  const world = useFakeApi();
  const crm = (): HttpCrmGateway => {
    world().signIn(aBackofficeSession());
    return httpCrm(world().http, world().clock);
  };
  const useBackend = (): void => {
    world().fake.server.use(...fakeCrmHandlers(new InMemoryCrmGateway({ db: demoDatabase(world().clock) })));
  };

  it('calls the CRM service with its token and the user in x-farmacias-uid, and the segmentations service for the ERP’s clients', async () => {
    useBackend();
    const port = crm();
    await port.form(MAIN_DEMO_EID);
    await port.mandatoryQuestions();
    await port.templates();
    const form = await port.createForm(MAIN_DEMO_EID, LLORENTE_URLS);
    await port.updateForm(form);
    await port.responses(form.id, { page: 1, size: 5 });
    await port.responses(form.id, { page: 1, size: 5, filters: [crmFilterFor(form.fields[5] as CrmField, ['Mujer']) as CrmFilter, crmFilterFor(form.fields[0] as CrmField, '') as CrmFilter] });
    await port.response('crm500-r0001');
    await port.updateResponse('crm500-r0001', new Map([['crm500-1', 'Ana']]));
    await port.unsyncedAnswers(MAIN_DEMO_EID);
    await port.erpClients(SECOND_DEMO_EID);
    await port.syncUser(MAIN_DEMO_EID, 'crm500-r0002', '26914');
    await port.crmData(MAIN_DEMO_EID);
    await port.searchClients(MAIN_DEMO_EID, { page: 2, size: 50, sort: { column: 'email', direction: 'desc' }, filters: { filters: [crmFilterFor(form.fields[5] as CrmField, ['Mujer']) as CrmFilter, crmFilterFor(form.fields[0] as CrmField, '') as CrmFilter], search: 'ana' } });
    const calls = world().fake.requests.filter((call) => !call.url.pathname.startsWith('/api/v1/tokens/'));
    expect(calls.map((call) => `${call.method} ${call.url.href}`)).toEqual([
      `GET ${CRM_URL}/api/v1/CRM/getFormByEid/eid/500`,
      `GET ${CRM_URL}/api/v1/CRM/getMandatoryQuestions`,
      `GET ${CRM_URL}/api/v1/CRM/getTemplates`,
      `POST ${CRM_URL}/api/v1/CRM/newForm/500`,
      `PUT ${CRM_URL}/api/v1/CRM/update-form/crm500`,
      `GET ${CRM_URL}/api/v1/CRM/getResponses/crm500`,
      `POST ${CRM_URL}/api/v1/CRM/filterResponses/crm500`,
      `GET ${CRM_URL}/api/v1/CRM/getResponse/crm500-r0001`,
      `PUT ${CRM_URL}/api/v1/CRM/update-response/crm500-r0001`,
      `GET ${CRM_URL}/api/v1/CRM/getUnsyncClients/500`,
      `GET ${SEGMENTATIONS_URL}/api/v1/reports/getAllClients/512`,
      `POST ${CRM_URL}/api/v1/CRM/syncUser/500`,
      `GET ${SEGMENTATIONS_URL}/api/v1/getCrmData/eid/500`,
      `POST ${SEGMENTATIONS_URL}/api/v1/crmDataWhereFiltred/eid/500?page=2&count=50&sort-by=email&sort-order=desc`,
    ]);
    expect(calls.map((call) => `${call.headers['x-access-token']} ${call.headers[`x-${PRODUCT}-uid`]}`)).toEqual([
      ...Array.from({ length: 10 }, () => 'ext-crm-1 1'),
      'ext-segmentations-1 1',
      'ext-crm-1 1',
      'ext-segmentations-1 1',
      'ext-segmentations-1 1',
    ]);
    // Only the filters that ask for something are sent, with the search; the page and the sort are the data table's query.
    await expect.poll(() => calls[13]?.body).toEqual({
      filters: [{ id: 'crm500-6', question_type: 'multiple_choice', allow_multiple_selection: false, filter_type: 'any_of', val: ['Mujer'] }],
      search: 'ana',
    });
    await expect.poll(() => calls[3]?.body).toEqual(newFormDto(LLORENTE_URLS));
    // Only the filters that ask for something are sent.
    await expect.poll(() => calls[6]?.body).toEqual([{ id: 'crm500-6', question_type: 'multiple_choice', allow_multiple_selection: false, filter_type: 'any_of', val: ['Mujer'] }]);
    await expect.poll(() => calls[8]?.body).toEqual({ answers: { 'crm500-1': 'Ana' } });
    await expect.poll(() => calls[11]?.body).toEqual({ idAnswer: 'crm500-r0002', erp_id: '26914' });
    await expect.poll(() => (calls[4]?.body as { fields?: unknown[] } | undefined)?.fields?.[5]).toEqual({
      id: 'crm500-6',
      title: 'Sexo',
      type: 'multiple_choice',
      ref: 'sex',
      properties: {
        allow_multiple_selection: false,
        choices: [
          { ref: 'Mujer', label: 'Mujer', selected: false },
          { ref: 'Hombre', label: 'Hombre', selected: false },
          { ref: 'Prefiero_no_decirlo', label: 'Prefiero no decirlo', selected: false },
        ],
      },
      validations: { required: true },
    });
  });

  it('forces the upload with POST /api/v1/maintenance/upsertCrmModel/{eid} on the segmentations service, its token and the user, no body, waiting up to 46 minutes for the answer', async () => {
    useBackend();
    const timeouts = vi.spyOn(AbortSignal, 'timeout');
    try {
      await crm().forceUpload(501);
      expect(timeouts.mock.calls.at(-1)).toEqual([46 * 60_000]);
    } finally {
      timeouts.mockRestore();
    }
    const calls = world().fake.requests.filter((call) => !call.url.pathname.startsWith('/api/v1/tokens/'));
    expect(calls.map((call) => `${call.method} ${call.url.href} ${call.headers['x-access-token']} ${call.headers[`x-${PRODUCT}-uid`]}`)).toEqual([
      `POST ${SEGMENTATIONS_URL}/api/v1/maintenance/upsertCrmModel/501 ext-segmentations-1 1`,
    ]);
    await expect.poll(() => calls[0]?.body).toBeUndefined();
  });

  it("shows a refusal of the forced upload with the server's message", async () => {
    world().fake.server.use(http.post(`${SEGMENTATIONS_URL}/api/v1/maintenance/upsertCrmModel/:eid`, () => HttpResponse.json({ success: false, message: 'Ya hay una carga en curso' })));
    expect(await failure(crm().forceUpload(501), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'Ya hay una carga en curso' });
  });

  it('reads answers bare or enveloped, ids as numbers, a missing ref from the title, and no form as undefined', async () => {
    const url = (path: string): string => `${CRM_URL}/api/v1/CRM/${path}`;
    world().fake.server.use(
      http.get(url('getFormByEid/eid/:eid'), ({ params }) =>
        HttpResponse.json(
          params.eid === '500'
            ? { id: 77, title: 'Club', embed_url: null, fields: [{ id: 3, title: 'Color favorito', type: 'short_text', properties: null }] }
            : params.eid === '512'
              ? { success: true, data: null }
              : null,
        ),
      ),
      http.get(url('getResponse/:id'), () => HttpResponse.json({ _id: 9, questions: [{ id: 3, ref: 'x', type: 'short_text', label: 'X' }], answers: { 3: 'azul', 4: 2, 5: null } })),
      http.get(url('getUnsyncClients/:eid'), () => HttpResponse.json({ success: true, data: [{ idAnswer: 12, name: 'Ana', phone: 600112233, email: null }] })),
      http.get(`${SEGMENTATIONS_URL}/api/v1/reports/getAllClients/:eid`, () => HttpResponse.json([{ erp_id: 5, name: 'Ana', loyalty: 'FID1' }])),
    );
    const port = crm();
    expect(await port.form(MAIN_DEMO_EID)).toEqual({
      id: '77',
      title: 'Club',
      embedUrl: '',
      fields: [{ id: '3', title: 'Color favorito', type: 'short_text', ref: 'Color_favorito', properties: {}, validations: { required: false } }],
    });
    expect(await port.form(SECOND_DEMO_EID)).toBeUndefined();
    expect(await port.form(900)).toBeUndefined();
    const response = await port.response('9');
    expect([response.idAnswer, response.questions[0]?.id, Object.fromEntries(response.answers)]).toEqual(['9', '3', { 3: 'azul', 4: 2, 5: null }]);
    expect(await port.unsyncedAnswers(MAIN_DEMO_EID)).toEqual([{ idAnswer: '12', name: 'Ana', surnames: '', email: '', phone: '600112233', loyalty: '', idCode: '' }]);
    expect(await port.erpClients(MAIN_DEMO_EID)).toEqual([{ erpId: '5', name: 'Ana', email: '', phone: '', loyalty: 'FID1', idCode: '' }]);
  });

  it("reads a member's response with GET /api/v1/CRM/getResponse/mid/{mid}: bare or enveloped; null, an empty answer or a 404 as none; another failure as an error", async () => {
    const mid = '000001f40000000a1b2c3d4e';
    const answers: Response[] = [
      HttpResponse.json({ success: true, data: { idAnswer: 7, questions: [{ id: 3, ref: 'color', type: 'short_text', label: 'Color favorito' }], answers: { 3: 'azul' } } }),
      HttpResponse.json({ idAnswer: 8, questions: [], answers: {} }),
      HttpResponse.json({ success: true, data: null }),
      HttpResponse.json(null),
      HttpResponse.json({}),
      HttpResponse.json([]),
      HttpResponse.json({ success: false, message: 'Miembro no encontrado' }, { status: 404 }),
      HttpResponse.json({ success: false, message: 'Fallo interno' }, { status: 500 }),
      HttpResponse.json({ idAnswer: 9, questions: 'todas', answers: {} }),
    ];
    const seen: string[] = [];
    world().fake.server.use(
      documentedHandler('crm.responseByMember', CRM_URL, ({ request }) => {
        seen.push(`${request.method} ${request.url} ${request.headers.get('x-access-token') ?? ''} ${request.headers.get(`x-${PRODUCT}-uid`) ?? ''}`);
        return answers.shift() ?? HttpResponse.json(null, { status: 500 });
      }),
    );
    const port = crm();
    const first = await port.responseByMember(mid);
    expect([first?.idAnswer, first?.questions[0]?.label, first?.answers.get('3')]).toEqual(['7', 'Color favorito', 'azul']);
    expect((await port.responseByMember(mid))?.idAnswer).toBe('8');
    for (let index = 0; index < 5; index += 1) expect(await port.responseByMember(mid)).toBeUndefined();
    expect(await failure(port.responseByMember(mid))).toEqual({ kind: 'http', status: 500 });
    expect(await failure(port.responseByMember(mid))).toEqual({ kind: 'bad-response', status: 200 });
    expect(seen[0]).toBe(`GET ${CRM_URL}/api/v1/CRM/getResponse/mid/${mid} ext-crm-1 1`);
    await port.responseByMember('a/b?c').catch(() => undefined);
    expect(seen.at(-1)?.split(' ')[1]).toBe(`${CRM_URL}/api/v1/CRM/getResponse/mid/a%2Fb%3Fc`);
  });

  it("reads the formatted responses with GET /api/v1/CRM/getFormattedResponse/eid/{eid}: bare or enveloped, headers in order of appearance, chosen labels joined; a malformed answer or a failure as an error", async () => {
    const answers: Response[] = [
      HttpResponse.json({ success: true, data: [{ Nombre: 'Ana', Edad: 41, Socio: true }, { Nombre: 'Luis', Deportes: ['Tenis', 'Golf'], Edad: null }] }),
      HttpResponse.json([]),
      HttpResponse.json([{ Nombre: { nombre: 'Ana' } }]),
      HttpResponse.json({ success: false, message: 'Fallo interno' }, { status: 500 }),
    ];
    const seen: string[] = [];
    world().fake.server.use(
      documentedHandler('crm.formattedResponses', CRM_URL, ({ request }) => {
        seen.push(`${request.method} ${request.url} ${request.headers.get('x-access-token') ?? ''} ${request.headers.get(`x-${PRODUCT}-uid`) ?? ''}`);
        return answers.shift() ?? HttpResponse.json(null, { status: 500 });
      }),
    );
    const port = crm();
    expect(await port.formattedResponses(500)).toEqual({
      headers: ['Nombre', 'Edad', 'Socio', 'Deportes'],
      rows: [
        ['Ana', 41, true, null],
        ['Luis', null, null, 'Tenis, Golf'],
      ],
    });
    expect(await port.formattedResponses(500)).toEqual({ headers: [], rows: [] });
    expect(await failure(port.formattedResponses(500))).toEqual({ kind: 'bad-response', status: 200 });
    expect(await failure(port.formattedResponses(500))).toEqual({ kind: 'http', status: 500 });
    expect(seen[0]).toBe(`GET ${CRM_URL}/api/v1/CRM/getFormattedResponse/eid/500 ext-crm-1 1`);
  });

  it('refuses malformed answers with a bad-response ApiError', async () => {
    const url = (path: string): string => `${CRM_URL}/api/v1/CRM/${path}`;
    const cases: [HttpHandler, () => Promise<unknown>][] = [
      [http.get(url('getFormByEid/eid/:eid'), () => HttpResponse.json({ title: 'Sin id' })), () => crm().form(MAIN_DEMO_EID)],
      [http.get(url('getFormByEid/eid/:eid'), () => HttpResponse.json({ id: 1, fields: [{ id: 2, type: 'date' }] })), () => crm().form(MAIN_DEMO_EID)],
      [http.get(url('getMandatoryQuestions'), () => HttpResponse.json({ data: [] })), () => crm().mandatoryQuestions()],
      [http.get(url('getTemplates'), () => HttpResponse.json([{ id: 1, title: 'Sin tipo' }])), () => crm().templates()],
      [http.post(url('newForm/:eid'), () => HttpResponse.json({ success: true })), () => crm().createForm(MAIN_DEMO_EID, LLORENTE_URLS)],
      [http.get(url('getResponses/:formId'), () => HttpResponse.json([{ questions: [], answers: {} }])), () => crm().responses('crm500', { page: 1, size: 5 })],
      [http.get(url('getResponses/:formId'), () => HttpResponse.json([{ idAnswer: 1, questions: [], answers: { 3: { text: 'x' } } }])), () => crm().responses('crm500', { page: 1, size: 5 })],
      [http.get(url('getResponse/:id'), () => HttpResponse.json({ idAnswer: 1, questions: 'todas', answers: {} })), () => crm().response('1')],
      [http.get(url('getUnsyncClients/:eid'), () => HttpResponse.json([{ name: 'Sin id' }])), () => crm().unsyncedAnswers(MAIN_DEMO_EID)],
      [http.get(`${SEGMENTATIONS_URL}/api/v1/reports/getAllClients/:eid`, () => HttpResponse.json([{ name: 'Sin id' }])), () => crm().erpClients(MAIN_DEMO_EID)],
    ];
    for (const [handler, call] of cases) {
      world().fake.server.use(handler);
      expect(await failure(call())).toEqual({ kind: 'bad-response', status: 200 });
    }
  });

  it('maps refusals to ApiErrors with the server’s message', async () => {
    world().fake.server.use(http.put(`${CRM_URL}/api/v1/CRM/update-form/:formId`, () => HttpResponse.json({ success: false, message: 'Formulario no encontrado' }, { status: 404 })));
    const error = await crm()
      .updateForm({ id: 'crm500', title: '', embedUrl: '', fields: [] })
      .catch((reason: unknown) => reason);
    expect(isApiError(error) && { kind: error.kind, status: error.status, message: error.message }).toEqual({ kind: 'not-found', status: 404, message: 'Formulario no encontrado' });
    world().fake.server.use(http.post(`${CRM_URL}/api/v1/CRM/syncUser/:eid`, () => HttpResponse.json({ success: false, message: 'Cliente ya sincronizado' })));
    expect(await failure(crm().syncUser(MAIN_DEMO_EID, 'a', 'b'), { serverMessage: true })).toEqual({ kind: 'server-message', status: 200, serverMessage: 'Cliente ya sincronizado' });
  });
});

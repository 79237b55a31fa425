import { describe, expect, it } from 'vitest';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import { EMPTY_SEGMENTATION_FILTERS, SEARCHABLE_FILTERS, type FilterOption, type ProductFamily, type SearchableFilter, type SegmentationCatalog, type SegmentationMasterData } from '@domain/segmentation';
import { foldText, isApiError, type Clock } from '@domain/shared-kernel';
import { DemoDatabase, MAIN_DEMO_EID, SECOND_DEMO_EID } from '@adapters/demo';
import { DEMO_PRODUCTS, HttpSegmentationCatalog, InMemorySegmentationCatalog, segmentationFiltersDto, segmentationFiltersFromDto, segmentationFiltersSchema } from '@adapters/segmentation';
import { MemoryStorage, ServiceTokens, type HttpClient } from '@adapters/shared';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { describeContract, useFakeApi } from '../../support/contract';
import { FAKE_PRODUCT, FAKE_SEGMENTATIONS_URL } from '../../support/fake-segmentation';
import { documentedRoute } from '../../support/documented-path';
import { failure } from '../../support/failure';

/** The fake service's paths, as the API documents list the calls (docs/api/, ADR 31). */
const LIST_URL = documentedRoute('segmentationCatalog.masterData', FAKE_SEGMENTATIONS_URL).path;
const SEARCH_URL = documentedRoute('segmentationCatalog.searchOptions', FAKE_SEGMENTATIONS_URL).path;

/** The searchable filters by the names the search's address gives them. */
const FILTER_BY_PATH: Readonly<Record<string, SearchableFilter>> = { product_codes: 'productCodes', laboratories: 'laboratories', brands: 'brands', description: 'description' };

const httpCatalog = (http: HttpClient, clock: Clock): HttpSegmentationCatalog =>
  new HttpSegmentationCatalog({ http, tokens: new ServiceTokens({ http, storage: new MemoryStorage(), clock }), product: FAKE_PRODUCT });

/** A numeric id as a number, as a service that keeps ids as numbers sends it; any other id as it is. */
const wireId = (id: string): string | number => (/^[1-9]\d*$/.test(id) ? Number(id) : id);

const familyToWire = (family: ProductFamily): JsonBodyType => ({ id: wireId(family.id), name: family.name, subfamilies: family.subfamilies.map(familyToWire) });

/** Master data as the service writes it: snake_case names, numeric ids as numbers. */
const masterToWire = (master: SegmentationMasterData): JsonBodyType => ({
  product_families: master.productFamilies.map(familyToWire),
  client_categories: master.clientCategories.map((category) => ({ id: wireId(category.id), name: category.name, inferred_values: [...category.inferredValues] })),
  client_types: master.clientTypes.map((option) => ({ id: wireId(option.id), name: option.name })),
  product_lists: master.productLists.map((option) => ({ id: wireId(option.id), name: option.name })),
  cities: [...master.cities],
  postcodes: [...master.postcodes],
});

/**
 * The segmentations service's master data and option searches, served by `backend` (the demo
 * backend) as the service answers them: snake_case names, numeric ids as numbers, the master data bare
 * and the searches enveloped. A request without the service token or the user in x-farmacias-uid is
 * refused with 403; an unknown filter with 404.
 */
function fakeCatalogHandlers(backend: SegmentationCatalog): HttpHandler[] {
  const refused = (request: Request): Response | undefined =>
    !(request.headers.get('x-access-token') ?? '').startsWith('ext-segmentations-') || (request.headers.get(`x-${FAKE_PRODUCT}-uid`) ?? '') === ''
      ? HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 })
      : undefined;
  return [
    http.get(LIST_URL, async ({ request, params }) => {
      const denied = refused(request);
      if (denied !== undefined) return denied;
      return HttpResponse.json(masterToWire(await backend.masterData(Number(params.eid))));
    }),
    http.post(LIST_URL, async ({ request, params }) => {
      const denied = refused(request);
      if (denied !== undefined) return denied;
      const body = v.parse(v.object({ filters: segmentationFiltersSchema }), await request.json());
      return HttpResponse.json(masterToWire(await backend.narrowedMasterData(Number(params.eid), segmentationFiltersFromDto(body.filters))));
    }),
    http.get(SEARCH_URL, async ({ request, params }) => {
      const denied = refused(request);
      if (denied !== undefined) return denied;
      const filter = FILTER_BY_PATH[String(params.filter)];
      if (filter === undefined) return HttpResponse.json({ success: false, message: 'Filtro desconocido' }, { status: 404 });
      const found = await backend.searchOptions(Number(params.eid), filter, String(params.term));
      const idOf = (option: FilterOption): string | number => (filter === 'productCodes' || filter === 'description' ? option.id : wireId(option.id));
      return HttpResponse.json({ success: true, data: found.map((option) => ({ id: idOf(option), name: option.name })) });
    }),
  ];
}

/** The distinct descriptions of the demo products that contain `word` (folded), in Spanish order. */
const descriptionsWith = (word: string): string[] =>
  [...new Set(DEMO_PRODUCTS.map((product) => product.description))].filter((description) => foldText(description).includes(word)).sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' }));

describeContract<SegmentationCatalog>(
  'SegmentationCatalog',
  {
    memory: ({ db }) => new InMemorySegmentationCatalog(db),
    http: ({ http: client, clock, fake }) => {
      fake.server.use(...fakeCatalogHandlers(new InMemorySegmentationCatalog(new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 }))));
      return httpCatalog(client, clock);
    },
  },
  (world) => {
    const signedIn = (): SegmentationCatalog => {
      world().signIn(aBackofficeSession());
      return world().port;
    };

    it('gives the product families with their subfamilies, every id as text', async () => {
      const { productFamilies } = await signedIn().masterData(MAIN_DEMO_EID);
      expect(productFamilies.map((group) => `${group.id} ${group.name}: ${group.subfamilies.map((family) => `${family.id} ${family.name}`).join(', ')}`)).toEqual([
        '100 Dermocosmética: 101 Cuidado facial, 102 Cuidado corporal, 103 Protección solar',
        '200 Higiene: 201 Higiene bucal, 202 Higiene íntima, 203 Cabello',
        '300 Nutrición: 301 Complementos vitamínicos, 302 Dietética, 303 Nutrición infantil',
        '400 Salud: 401 Analgésicos, 402 Respiratorio, 403 Digestivo, 404 Circulación',
        '500 Infantil: 501 Puericultura, 502 Higiene del bebé',
        '600 Ortopedia: 601 Calzado, 602 Soportes y vendajes',
        '700 Medicamentos con receta: 701 Cardiovascular, 702 Sistema nervioso, 703 Antiinfecciosos',
      ]);
      expect(productFamilies[0]?.subfamilies[0]).toEqual({ id: '101', name: 'Cuidado facial', subfamilies: [] });
    });

    it('gives the client categories with their inferred values, the client types and the product lists', async () => {
      const master = await signedIn().masterData(MAIN_DEMO_EID);
      expect(master.clientCategories).toEqual([
        { id: '1', name: 'Habitual', inferredValues: ['Compra cada semana', 'Compra cada mes', 'Tarjeta de fidelización activa'] },
        { id: '2', name: 'Ocasional', inferredValues: ['Compra de temporada', 'Menos de cuatro compras al año'] },
        { id: '3', name: 'Crónico', inferredValues: ['Tratamiento de larga duración', 'Receta electrónica recurrente', 'Sistema personalizado de dosificación'] },
        { id: '4', name: 'Mamás y bebés', inferredValues: ['Embarazo', 'Lactancia', 'Bebé de 0 a 12 meses', 'Niños de 1 a 3 años'] },
        { id: '5', name: 'Deportista', inferredValues: ['Running', 'Gimnasio', 'Ciclismo', 'Recuperación muscular'] },
        { id: '6', name: 'Senior', inferredValues: ['Más de 65 años', 'Movilidad reducida', 'Polimedicado'] },
      ]);
      expect(master.clientTypes).toEqual([
        { id: '1', name: 'Particular' },
        { id: '2', name: 'Empresa' },
        { id: '3', name: 'Residencia' },
      ]);
      expect(master.productLists.map((list) => `${list.id} ${list.name}`)).toEqual([
        '1 Campaña de verano',
        '2 Vuelta al cole',
        '3 Invierno y resfriados',
        '4 Novedades',
        '5 Productos de alta rotación',
        '6 Ofertas del mes',
      ]);
    });

    it('gives the cities and postcodes the pharmacy’s clients live in, postcodes as text', async () => {
      const master = await signedIn().masterData(MAIN_DEMO_EID);
      expect(master.cities).toEqual(['Barcelona', 'Madrid', 'Sevilla', 'Valencia']);
      expect(master.postcodes).toHaveLength(320);
      expect([master.postcodes[0], master.postcodes[79], master.postcodes[80], master.postcodes.at(-1)]).toEqual(['08001', '08080', '28001', '46080']);
      expect((await signedIn().masterData(SECOND_DEMO_EID)).cities).toEqual(['Sevilla', 'Valencia', 'Vigo', 'Zaragoza']);
    });

    it('narrows the master data to the filters chosen: the postcodes to the chosen cities, the cities and the rest as they are', async () => {
      const catalog = signedIn();
      const all = await catalog.masterData(MAIN_DEMO_EID);
      expect(await catalog.narrowedMasterData(MAIN_DEMO_EID, EMPTY_SEGMENTATION_FILTERS)).toEqual(all);
      const inMadrid = await catalog.narrowedMasterData(MAIN_DEMO_EID, { ...EMPTY_SEGMENTATION_FILTERS, place: { cities: ['Madrid', 'Sevilla'], postcodes: ['08001'] } });
      expect(inMadrid.cities).toEqual(all.cities);
      expect(inMadrid.postcodes).toHaveLength(160);
      expect([inMadrid.postcodes[0], inMadrid.postcodes[79], inMadrid.postcodes[80], inMadrid.postcodes.at(-1)]).toEqual(['28001', '28080', '41001', '41080']);
      expect({ ...inMadrid, postcodes: all.postcodes }).toEqual(all);
      expect((await catalog.narrowedMasterData(MAIN_DEMO_EID, { ...EMPTY_SEGMENTATION_FILTERS, place: { cities: ['Vigo'], postcodes: [] } })).postcodes).toEqual([]);
      expect((await catalog.narrowedMasterData(123_456, { ...EMPTY_SEGMENTATION_FILTERS, place: { cities: ['Madrid'], postcodes: [] } })).postcodes).toEqual([]);
    });

    it('gives a pharmacy the data set lacks the same catalogue, without places', async () => {
      const master = await signedIn().masterData(123_456);
      expect(master.productFamilies).toHaveLength(7);
      expect(master.clientCategories).toHaveLength(6);
      expect({ cities: master.cities, postcodes: master.postcodes }).toEqual({ cities: [], postcodes: [] });
    });

    it('finds brands and laboratories by a lower-case term without accents', async () => {
      expect(await signedIn().searchOptions(MAIN_DEMO_EID, 'brands', 'avene')).toEqual([{ id: '1', name: 'Avène' }]);
      expect(await signedIn().searchOptions(MAIN_DEMO_EID, 'brands', 'ROCHE')).toEqual([{ id: '2', name: 'La Roche-Posay' }]);
      expect(await signedIn().searchOptions(MAIN_DEMO_EID, 'brands', 'Avène')).toEqual([{ id: '1', name: 'Avène' }]);
      expect(await signedIn().searchOptions(MAIN_DEMO_EID, 'laboratories', 'oreal cosmetica')).toEqual([{ id: '2', name: "L'Oréal Cosmética Activa" }]);
      expect(await signedIn().searchOptions(MAIN_DEMO_EID, 'laboratories', 'pharma')).toEqual([
        { id: '7', name: 'Arkopharma' },
        { id: '10', name: 'Kern Pharma' },
      ]);
      expect(await signedIn().searchOptions(MAIN_DEMO_EID, 'brands', 'zzz')).toEqual([]);
    });

    it('finds descriptions, each once, the description being its own id', async () => {
      expect(await signedIn().searchOptions(MAIN_DEMO_EID, 'description', 'serum')).toEqual([
        { id: 'Sérum antiedad Bioderma pack ahorro', name: 'Sérum antiedad Bioderma pack ahorro' },
        { id: 'Sérum antiedad Vichy 50 ml', name: 'Sérum antiedad Vichy 50 ml' },
        { id: 'Sérum antiedad Vitis 200 ml', name: 'Sérum antiedad Vitis 200 ml' },
      ]);
    });

    it('finds product codes by description or by code: the code is the id, the name the code and the description', async () => {
      expect(await signedIn().searchOptions(MAIN_DEMO_EID, 'productCodes', 'IBUPROFENO')).toEqual([
        { id: '199095', name: '199095 · Ibuprofeno 400 mg Sesderma pack ahorro' },
        { id: '204437', name: '204437 · Ibuprofeno 400 mg Suavinex 200 ml' },
        { id: '559008', name: '559008 · Ibuprofeno 400 mg Arkopharma 50 ml' },
      ]);
      expect(await signedIn().searchOptions(MAIN_DEMO_EID, 'productCodes', '353')).toEqual([{ id: '353700', name: '353700 · Crema hidratante Heliocare 50 ml' }]);
    });

    it('answers at most 50 options, the first 50 by name', async () => {
      const all = descriptionsWith('ml');
      expect(all.length).toBeGreaterThan(50);
      const found = await signedIn().searchOptions(MAIN_DEMO_EID, 'description', 'ml');
      expect(found).toEqual(all.slice(0, 50).map((description) => ({ id: description, name: description })));
      expect(found[0]).toEqual({ id: 'Aceite de rosa mosqueta Heliocare 50 ml', name: 'Aceite de rosa mosqueta Heliocare 50 ml' });
    });

    it('searches every searchable filter', async () => {
      for (const filter of SEARCHABLE_FILTERS) {
        const found: readonly FilterOption[] = await signedIn().searchOptions(MAIN_DEMO_EID, filter, 'isdin');
        expect(found.length, filter).toBeGreaterThan(0);
        expect(found.every((option) => foldText(option.name).includes('isdin')), filter).toBe(true);
      }
    });
  },
);

describe('HttpSegmentationCatalog wire format', () => {
  const world = useFakeApi();
  const catalog = (): HttpSegmentationCatalog => {
    world().signIn(aBackofficeSession());
    return httpCatalog(world().http, world().clock);
  };
  const useBackend = (): void => {
    world().fake.server.use(...fakeCatalogHandlers(new InMemorySegmentationCatalog(new DemoDatabase({ storage: new MemoryStorage(), clock: world().clock, latencyMs: 0 }))));
  };

  it('GETs the master data on the segmentations service, with its token and the user in x-farmacias-uid', async () => {
    useBackend();
    await catalog().masterData(MAIN_DEMO_EID);
    const calls = world().fake.requestsTo('/segmentations/api/v1/segments/filters/list/500');
    expect(calls.map((call) => `${call.method} ${call.url.href}`)).toEqual([`GET ${FAKE_SEGMENTATIONS_URL}/api/v1/segments/filters/list/500`]);
    expect({ token: calls[0]?.headers['x-access-token'], uid: calls[0]?.headers[`x-${FAKE_PRODUCT}-uid`] }).toEqual({
      token: 'ext-segmentations-1',
      uid: String(aBackofficeSession().user.uid),
    });
  });

  it('POSTs the filters chosen to the master data path, as the client search writes them, with the token and the user', async () => {
    useBackend();
    const narrowed = await catalog().narrowedMasterData(MAIN_DEMO_EID, { ...EMPTY_SEGMENTATION_FILTERS, place: { cities: ['Madrid'], postcodes: [] } });
    expect(narrowed.postcodes.every((postcode) => postcode.startsWith('28'))).toBe(true);
    const calls = world().fake.requestsTo('/segmentations/api/v1/segments/filters/list/500');
    expect(calls.map((call) => `${call.method} ${call.url.href}`)).toEqual([`POST ${FAKE_SEGMENTATIONS_URL}/api/v1/segments/filters/list/500`]);
    expect((calls[0]?.body as { filters: { cities?: unknown } }).filters).toEqual(segmentationFiltersDto({ ...EMPTY_SEGMENTATION_FILTERS, place: { cities: ['Madrid'], postcodes: [] } }));
    expect({ token: calls[0]?.headers['x-access-token'], uid: calls[0]?.headers[`x-${FAKE_PRODUCT}-uid`] }).toEqual({ token: 'ext-segmentations-1', uid: String(aBackofficeSession().user.uid) });
  });

  it('GETs a search at the filter’s API name with the term encoded', async () => {
    useBackend();
    const port = catalog();
    await port.searchOptions(MAIN_DEMO_EID, 'productCodes', 'protección solar/50');
    await port.searchOptions(MAIN_DEMO_EID, 'description', 'crema');
    await port.searchOptions(MAIN_DEMO_EID, 'laboratories', 'isdin');
    await port.searchOptions(MAIN_DEMO_EID, 'brands', 'vichy');
    const searches = world().fake.requests.filter((call) => call.url.pathname.includes('/filters/search/'));
    expect(searches.map((call) => `${call.method} ${call.url.href}`)).toEqual([
      `GET ${FAKE_SEGMENTATIONS_URL}/api/v1/segments/filters/search/product_codes/eid/500/term/protecci%C3%B3n%20solar%2F50`,
      `GET ${FAKE_SEGMENTATIONS_URL}/api/v1/segments/filters/search/description/eid/500/term/crema`,
      `GET ${FAKE_SEGMENTATIONS_URL}/api/v1/segments/filters/search/laboratories/eid/500/term/isdin`,
      `GET ${FAKE_SEGMENTATIONS_URL}/api/v1/segments/filters/search/brands/eid/500/term/vichy`,
    ]);
    expect(searches.every((call) => call.headers['x-access-token'] === 'ext-segmentations-1')).toBe(true);
  });

  it('reads the master data enveloped, ids as numbers, absent parts as none', async () => {
    world().fake.server.use(
      http.get(LIST_URL, () =>
        HttpResponse.json({
          success: true,
          data: {
            product_families: [{ id: 7, name: 'Salud', subfamilies: [{ id: 71, name: 'Analgésicos', subfamilies: null }] }],
            client_categories: [{ id: 3, name: 'Crónico' }, { id: '4', name: 'Senior', inferredValues: ['Más de 65 años', 80] }],
            postcodes: [33001, '08001'],
          },
        }),
      ),
    );
    expect(await catalog().masterData(MAIN_DEMO_EID)).toEqual({
      productFamilies: [{ id: '7', name: 'Salud', subfamilies: [{ id: '71', name: 'Analgésicos', subfamilies: [] }] }],
      clientCategories: [
        { id: '3', name: 'Crónico', inferredValues: [] },
        { id: '4', name: 'Senior', inferredValues: ['Más de 65 años', '80'] },
      ],
      clientTypes: [],
      productLists: [],
      cities: [],
      postcodes: ['33001', '08001'],
    });
  });

  it('reads options bare, ids as numbers or a description as bare text, each once, by name and at most 50', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ id: 100 + index, name: `Marca ${String(60 - index).padStart(2, '0')}` }));
    world().fake.server.use(http.get(SEARCH_URL, () => HttpResponse.json([...many, { id: 100, name: 'Marca repetida' }])));
    const found = await catalog().searchOptions(MAIN_DEMO_EID, 'brands', 'marca');
    expect(found).toHaveLength(50);
    expect(found.slice(0, 2)).toEqual([
      { id: '159', name: 'Marca 01' },
      { id: '158', name: 'Marca 02' },
    ]);
    expect(found.at(-1)).toEqual({ id: '110', name: 'Marca 50' });
    world().fake.server.use(http.get(SEARCH_URL, () => HttpResponse.json({ success: true, data: ['Gel íntimo Lacer 50 ml', 'Colutorio Vitis 200 ml'] })));
    expect(await catalog().searchOptions(MAIN_DEMO_EID, 'description', 'ml')).toEqual([
      { id: 'Colutorio Vitis 200 ml', name: 'Colutorio Vitis 200 ml' },
      { id: 'Gel íntimo Lacer 50 ml', name: 'Gel íntimo Lacer 50 ml' },
    ]);
  });

  it('refuses malformed answers with a bad-response ApiError', async () => {
    const answers: [string, JsonBodyType, () => Promise<unknown>][] = [
      [LIST_URL, { client_categories: [] }, () => catalog().masterData(MAIN_DEMO_EID)],
      [LIST_URL, { product_families: [{ name: 'Sin id' }], client_categories: [] }, () => catalog().masterData(MAIN_DEMO_EID)],
      [LIST_URL, { product_families: [{ id: 1, name: 'A', subfamilies: [{ id: 2 }] }], client_categories: [] }, () => catalog().masterData(MAIN_DEMO_EID)],
      [SEARCH_URL, [{ name: 'Sin id' }], () => catalog().searchOptions(MAIN_DEMO_EID, 'brands', 'sin')],
      [SEARCH_URL, { data: [{ id: 1, name: 'x' }] }, () => catalog().searchOptions(MAIN_DEMO_EID, 'brands', 'sin')],
    ];
    for (const [url, body, call] of answers) {
      world().fake.server.use(http.get(url, () => HttpResponse.json(body)));
      expect(await failure(call())).toEqual({ kind: 'bad-response', status: 200 });
    }
  });

  it('maps a refusal to an ApiError with the server’s message', async () => {
    world().fake.server.use(http.get(SEARCH_URL, () => HttpResponse.json({ success: false, message: 'Hubo un error con el servidor' }, { status: 500 })));
    const error = await catalog()
      .searchOptions(MAIN_DEMO_EID, 'brands', 'vichy')
      .catch((reason: unknown) => reason);
    expect(isApiError(error) && { kind: error.kind, status: error.status, message: error.message }).toEqual({ kind: 'http', status: 500, message: 'Hubo un error con el servidor' });
  });
});

import { describe, expect, it } from 'vitest';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import { EMPTY_SEGMENTATION_FILTERS, type SavedSegmentation, type SavedSegmentations, type SegmentationFilters } from '@domain/segmentation';
import { isApiError, type Clock } from '@domain/shared-kernel';
import { DEMO_ENTITY_EID, DEMO_SEED, DemoDatabase, MAIN_DEMO_EID, MemoryOverlayStore, SECOND_DEMO_EID } from '@adapters/demo';
import { InMemoryCampaignAudience, recipientSegmentId } from '@adapters/campaigns';
import {
  DEMO_CLIENT_CATEGORIES,
  DEMO_PRODUCT_FAMILIES,
  HttpSavedSegmentations,
  InMemorySavedSegmentations,
  generateClientTable,
  segmentationFiltersDto,
  segmentationFiltersFromDto,
  segmentationFiltersSchema,
} from '@adapters/segmentation';
import { ManualClock, MemoryStorage, ServiceTokens, type HttpClient } from '@adapters/shared';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { FAKE_PRODUCT, FAKE_SEGMENTATIONS_URL } from '../../support/fake-segmentation';
import { failure } from '../../support/failure';
import { withClients } from '../../support/demo-client-count';
import { documentedHandler, documentedRoute } from '../../support/documented-path';

/** The fake service's paths, as the API documents list the calls (docs/api/, ADR 31). */
const LIST_URL = documentedRoute('savedSegmentations.list', FAKE_SEGMENTATIONS_URL).path;
const REMOVE_URL = documentedRoute('savedSegmentations.remove', FAKE_SEGMENTATIONS_URL).path;

/** The id the first segmentation saved at the contract instant gets: the demo segments' shape, numbered after the second. */
const FIRST_NEW_ID = recipientSegmentId(MAIN_DEMO_EID, Math.floor(CONTRACT_NOW / 1000));
const SECOND_NEW_ID = recipientSegmentId(MAIN_DEMO_EID, Math.floor(CONTRACT_NOW / 1000) + 1);

const empty = EMPTY_SEGMENTATION_FILTERS;
const WOMEN_OVER_65: SegmentationFilters = { ...empty, genre: { ...empty.genre, female: true }, age: { ...empty.age, moreThan: 65 } };
const MEN_OVER_65: SegmentationFilters = { ...empty, genre: { ...empty.genre, male: true }, age: { ...empty.age, moreThan: 65 } };

/** Every filter set, so that a round trip shows each one kept as it was. */
const EVERY_FILTER: SegmentationFilters = {
  age: { moreThan: 30, lessThan: 70, notRegistered: true, checkBirthdate: true, checkMonthBirthdate: true, valueMonthBirthdate: 5 },
  origin: { erp: true, ds: false, email: true, mobile: true },
  genre: { male: false, female: true, unregistered: true },
  place: { cities: ['Madrid', 'Sevilla'], postcodes: ['28001', '41012'] },
  expense: { min: 10.5, max: 900 },
  clientCategories: ['1', '4'],
  clientType: ['1'],
  brands: ['3', '14'],
  productFamilies: ['100', '402'],
  laboratories: ['2'],
  productLists: ['5'],
  productCodes: ['353700'],
  loyalty: { moreThan: 100, lessThan: 3000, notRegistered: false, withCard: true },
  averageTicket: { min: 5, max: 80 },
  quality: { hasEmptyMail: true, hasInvalidMail: false, hasEmptyPhone: true, hasInvalidPhone: false, hasInvalidName: true },
  description: ['Crema hidratante Heliocare 50 ml'],
  saleDate: { from: '2025-11-21', until: '2026-11-20' },
};

/** The main pharmacy's clients at the contract instant, to count who passes a segmentation's filters. */
const table = generateClientTable({ seed: DEMO_SEED, anchor: CONTRACT_NOW, eid: MAIN_DEMO_EID });
const count = (test: (index: number) => boolean): number => Array.from({ length: table.count }, (_, index) => index).filter(test).length;
/** Older than 65 on 21/11/2026: born before 22/11/1960 is 66 or more. */
const olderThan65 = (index: number): boolean => {
  const year = table.birthYear[index] ?? 0;
  if (year === 0) return false;
  const month = table.birthMonth[index] ?? 0;
  const day = table.birthDay[index] ?? 0;
  return 2026 - year - (month > 11 || (month === 11 && day > 21) ? 1 : 0) > 65;
};
const WOMEN_OVER_65_COUNT = count((index) => table.sex[index] === 2 && olderThan65(index));
const MEN_OVER_65_COUNT = count((index) => table.sex[index] === 1 && olderThan65(index));

const demoDatabase = (clock: Clock, overlay?: MemoryOverlayStore): DemoDatabase => new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0, overlay });

const httpSegmentations = (client: HttpClient, clock: Clock): HttpSavedSegmentations =>
  new HttpSavedSegmentations({ http: client, tokens: new ServiceTokens({ http: client, storage: new MemoryStorage(), clock }), product: FAKE_PRODUCT });

const draftBody = v.object({ name: v.string(), filters: segmentationFiltersSchema });
const updateBody = v.object({ id: v.string(), name: v.string(), filters: segmentationFiltersSchema });

const toWire = (segmentation: SavedSegmentation): JsonBodyType => ({ _id: segmentation.id, name: segmentation.name, filters: segmentationFiltersDto(segmentation.filters) });

/**
 * The segmentations service's saved segmentations, served by `backend` (the demo backend) as the
 * service answers them: the list and a creation enveloped (`{ success: true, data }`) with `_id`, an
 * update and a removal with `{ success: true }` alone. A request without the service token or the user
 * in x-farmacias-uid is refused with 403; the backend's failures answer `success: false` with their
 * status.
 */
function fakeSavedSegmentationHandlers(backend: SavedSegmentations): HttpHandler[] {
  const answer = async (request: Request, call: () => Promise<JsonBodyType>): Promise<Response> => {
    if (!(request.headers.get('x-access-token') ?? '').startsWith('ext-segmentations-') || (request.headers.get(`x-${FAKE_PRODUCT}-uid`) ?? '') === '') {
      return HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
    }
    try {
      return HttpResponse.json(await call());
    } catch (error) {
      if (!isApiError(error)) throw error;
      return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
    }
  };
  return [
    documentedHandler('savedSegmentations.list', FAKE_SEGMENTATIONS_URL, ({ request, params }) => answer(request, async () => ({ success: true, data: (await backend.list(Number(params.eid))).map(toWire) }))),
    documentedHandler('savedSegmentations.create', FAKE_SEGMENTATIONS_URL, async ({ request, params }) => {
      const body = v.parse(draftBody, await request.clone().json());
      return answer(request, async () => ({ success: true, data: toWire(await backend.create(Number(params.eid), { name: body.name, filters: segmentationFiltersFromDto(body.filters) })) }));
    }),
    documentedHandler('savedSegmentations.update', FAKE_SEGMENTATIONS_URL, async ({ request, params }) => {
      const body = v.parse(updateBody, await request.clone().json());
      return answer(request, async () => {
        await backend.update(Number(params.eid), body.id, { name: body.name, filters: segmentationFiltersFromDto(body.filters) });
        return { success: true };
      });
    }),
    documentedHandler('savedSegmentations.get', FAKE_SEGMENTATIONS_URL, ({ request, params }) => answer(request, async () => ({ success: true, data: toWire(await backend.get(Number(params.eid), String(params.id))) }))),
    documentedHandler('savedSegmentations.remove', FAKE_SEGMENTATIONS_URL, ({ request, params }) =>
      answer(request, async () => {
        await backend.remove(Number(params.eid), String(params.id));
        return { success: true };
      }),
    ),
  ];
}

describeContract<SavedSegmentations>(
  'SavedSegmentations',
  {
    memory: ({ db, clock }) => new InMemorySavedSegmentations({ db, clock }),
    http: ({ http: client, clock, fake }) => {
      fake.server.use(...fakeSavedSegmentationHandlers(new InMemorySavedSegmentations({ db: demoDatabase(clock), clock })));
      return httpSegmentations(client, clock);
    },
  },
  (world) => {
    const signedIn = (): SavedSegmentations => {
      world().signIn(aBackofficeSession());
      return world().port;
    };

    it('lists the seven saved segmentations of Farmacia Llorente by name, each with the filters its name says', async () => {
      expect(await signedIn().list(MAIN_DEMO_EID)).toEqual([
        { id: recipientSegmentId(MAIN_DEMO_EID, 1), name: 'Clientes con tarjeta de fidelización', filters: { ...empty, loyalty: { ...empty.loyalty, withCard: true } } },
        { id: recipientSegmentId(MAIN_DEMO_EID, 5), name: 'Clientes de Madrid', filters: { ...empty, place: { cities: ['Madrid'], postcodes: [] } } },
        {
          id: recipientSegmentId(MAIN_DEMO_EID, 3),
          name: 'Compraron protección solar este verano',
          filters: { ...empty, productFamilies: ['103'], saleDate: { from: '2026-06-01', until: '2026-08-31' } },
        },
        { id: recipientSegmentId(MAIN_DEMO_EID, 4), name: 'Familias con bebés', filters: { ...empty, clientCategories: ['4'] } },
        {
          id: recipientSegmentId(MAIN_DEMO_EID, 6),
          name: 'Interesadas en dermocosmética',
          filters: { ...empty, genre: { male: false, female: true, unregistered: false }, productFamilies: ['100'] },
        },
        { id: recipientSegmentId(MAIN_DEMO_EID, 7), name: 'Mayores de 100 años', filters: { ...empty, age: { ...empty.age, moreThan: 100 } } },
        { id: recipientSegmentId(MAIN_DEMO_EID, 2), name: 'Mayores de 65 años', filters: { ...empty, age: { ...empty.age, moreThan: 65 } } },
      ]);
    });

    it('lists the two of pharmacy 900 with their filters', async () => {
      expect(await signedIn().list(DEMO_ENTITY_EID)).toEqual([
        { id: recipientSegmentId(DEMO_ENTITY_EID, 1), name: 'Clientes con email', filters: { ...empty, origin: { ...empty.origin, email: true } } },
        { id: recipientSegmentId(DEMO_ENTITY_EID, 2), name: 'Pacientes crónicos', filters: { ...empty, clientCategories: ['3'] } },
      ]);
    });

    it('lists none for a pharmacy the data set lacks, where a creation is a 404', async () => {
      expect(await signedIn().list(123_456)).toEqual([]);
      expect(await failure(signedIn().create(123_456, { name: 'Nadie', filters: WOMEN_OVER_65 }))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('creates, lists, updates and removes a segmentation, its id as text', async () => {
      const port = signedIn();
      const created = await port.create(MAIN_DEMO_EID, { name: 'Mujeres mayores de 65', filters: WOMEN_OVER_65 });
      expect(created).toEqual({ id: FIRST_NEW_ID, name: 'Mujeres mayores de 65', filters: WOMEN_OVER_65 });
      expect(typeof created.id).toBe('string');
      expect((await port.list(MAIN_DEMO_EID)).map((segmentation) => `${segmentation.id} ${segmentation.name}`)).toEqual([
        `${recipientSegmentId(MAIN_DEMO_EID, 1)} Clientes con tarjeta de fidelización`,
        `${recipientSegmentId(MAIN_DEMO_EID, 5)} Clientes de Madrid`,
        `${recipientSegmentId(MAIN_DEMO_EID, 3)} Compraron protección solar este verano`,
        `${recipientSegmentId(MAIN_DEMO_EID, 4)} Familias con bebés`,
        `${recipientSegmentId(MAIN_DEMO_EID, 6)} Interesadas en dermocosmética`,
        `${recipientSegmentId(MAIN_DEMO_EID, 7)} Mayores de 100 años`,
        `${recipientSegmentId(MAIN_DEMO_EID, 2)} Mayores de 65 años`,
        `${FIRST_NEW_ID} Mujeres mayores de 65`,
      ]);

      const updated = await port.update(MAIN_DEMO_EID, FIRST_NEW_ID, { name: 'Hombres mayores de 65', filters: MEN_OVER_65 });
      expect(updated).toEqual({ id: FIRST_NEW_ID, name: 'Hombres mayores de 65', filters: MEN_OVER_65 });
      const listed = await port.list(MAIN_DEMO_EID);
      expect(listed.filter((segmentation) => segmentation.id === FIRST_NEW_ID)).toEqual([updated]);
      expect(listed.map((segmentation) => segmentation.name).indexOf('Hombres mayores de 65')).toBe(4);

      await port.remove(MAIN_DEMO_EID, FIRST_NEW_ID);
      expect((await port.list(MAIN_DEMO_EID)).map((segmentation) => segmentation.id)).not.toContain(FIRST_NEW_ID);
      expect(await port.list(MAIN_DEMO_EID)).toHaveLength(7);
    });

    it('keeps every saved filter exactly as it was sent, through a creation and an update', async () => {
      const port = signedIn();
      const created = await port.create(SECOND_DEMO_EID, { name: 'Todo', filters: EVERY_FILTER });
      expect((await port.list(SECOND_DEMO_EID)).find((segmentation) => segmentation.id === created.id)).toEqual({ id: created.id, name: 'Todo', filters: EVERY_FILTER });
      const cleared = { ...EVERY_FILTER, age: empty.age, saleDate: { from: '2026-01-01', until: null }, description: [] };
      await port.update(SECOND_DEMO_EID, created.id, { name: 'Todo', filters: cleared });
      expect((await port.list(SECOND_DEMO_EID)).find((segmentation) => segmentation.id === created.id)?.filters).toEqual(cleared);
    });

    it('keeps a relative sale period relative: the choice is saved beside the days it had then', async () => {
      const port = signedIn();
      const lastSixMonths = { ...empty, saleDate: { from: '2026-05-21', until: '2026-11-21', relative: 'last6Months' as const } };
      const created = await port.create(SECOND_DEMO_EID, { name: 'Compraron en los últimos seis meses', filters: lastSixMonths });
      expect((await port.list(SECOND_DEMO_EID)).find((segmentation) => segmentation.id === created.id)?.filters.saleDate).toEqual({
        from: '2026-05-21',
        until: '2026-11-21',
        relative: 'last6Months',
      });
    });

    it('creates a second segmentation under a name already saved, with an id of its own', async () => {
      const port = signedIn();
      const first = await port.create(MAIN_DEMO_EID, { name: 'Mayores de 65 años', filters: WOMEN_OVER_65 });
      const second = await port.create(MAIN_DEMO_EID, { name: 'Mayores de 65 años', filters: MEN_OVER_65 });
      expect([first.id, second.id]).toEqual([FIRST_NEW_ID, SECOND_NEW_ID]);
      const same = (await port.list(MAIN_DEMO_EID)).filter((segmentation) => segmentation.name === 'Mayores de 65 años');
      expect(same.map((segmentation) => segmentation.id)).toEqual([recipientSegmentId(MAIN_DEMO_EID, 2), FIRST_NEW_ID, SECOND_NEW_ID]);
    });

    it('updates a generated segmentation in place', async () => {
      const port = signedIn();
      const id = recipientSegmentId(MAIN_DEMO_EID, 2);
      await port.update(MAIN_DEMO_EID, id, { name: 'Mayores de 65 años', filters: WOMEN_OVER_65 });
      expect((await port.list(MAIN_DEMO_EID)).find((segmentation) => segmentation.id === id)).toEqual({ id, name: 'Mayores de 65 años', filters: WOMEN_OVER_65 });
    });

    it('reads one saved segmentation as it is saved now, its filters included, and answers 404 for one the pharmacy does not have', async () => {
      const port = signedIn();
      const id = recipientSegmentId(MAIN_DEMO_EID, 2);
      const listed = (await port.list(MAIN_DEMO_EID)).find((segmentation) => segmentation.id === id);
      expect(await port.get(MAIN_DEMO_EID, id)).toEqual(listed);
      await port.update(MAIN_DEMO_EID, id, { name: 'Mujeres mayores de 65', filters: WOMEN_OVER_65 });
      expect(await port.get(MAIN_DEMO_EID, id)).toEqual({ id, name: 'Mujeres mayores de 65', filters: WOMEN_OVER_65 });
      expect(await failure(port.get(MAIN_DEMO_EID, 'no-such-id'))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(port.get(SECOND_DEMO_EID, id))).toEqual({ kind: 'not-found', status: 404 });
    });

    it('answers 404 to an update or a removal of a segmentation the pharmacy does not have', async () => {
      const port = signedIn();
      expect(await failure(port.update(MAIN_DEMO_EID, 'no-such-id', { name: 'X', filters: empty }))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(port.remove(MAIN_DEMO_EID, 'no-such-id'))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(port.remove(SECOND_DEMO_EID, recipientSegmentId(MAIN_DEMO_EID, 1)))).toEqual({ kind: 'not-found', status: 404 });
      await port.remove(MAIN_DEMO_EID, recipientSegmentId(MAIN_DEMO_EID, 7));
      expect(await failure(port.remove(MAIN_DEMO_EID, recipientSegmentId(MAIN_DEMO_EID, 7)))).toEqual({ kind: 'not-found', status: 404 });
      expect(await failure(port.update(MAIN_DEMO_EID, recipientSegmentId(MAIN_DEMO_EID, 7), { name: 'X', filters: empty }))).toEqual({ kind: 'not-found', status: 404 });
    });
  },
);

describe('InMemorySavedSegmentations and the campaign audience', () => {
  const world = (overlay?: MemoryOverlayStore) => {
    const clock = new ManualClock(CONTRACT_NOW);
    const db = demoDatabase(clock, overlay);
    return { db, saved: new InMemorySavedSegmentations({ db, clock }), audience: new InMemoryCampaignAudience(withClients({ db, clock })) };
  };

  it('offers a saved segmentation as a recipient segment reaching the clients that pass its filters', async () => {
    const { saved, audience } = world();
    const created = await saved.create(MAIN_DEMO_EID, { name: 'Mujeres mayores de 65', filters: WOMEN_OVER_65 });
    expect(await audience.segments(MAIN_DEMO_EID)).toContainEqual({ id: created.id, name: 'Mujeres mayores de 65' });
    expect(WOMEN_OVER_65_COUNT).toBeGreaterThan(0);
    expect(await audience.segmentCount(MAIN_DEMO_EID, created.id)).toBe(WOMEN_OVER_65_COUNT);

    await saved.update(MAIN_DEMO_EID, created.id, { name: 'Hombres mayores de 65', filters: MEN_OVER_65 });
    expect(await audience.segments(MAIN_DEMO_EID)).toContainEqual({ id: created.id, name: 'Hombres mayores de 65' });
    expect(await audience.segmentCount(MAIN_DEMO_EID, created.id)).toBe(MEN_OVER_65_COUNT);

    await saved.remove(MAIN_DEMO_EID, created.id);
    expect((await audience.segments(MAIN_DEMO_EID)).map((segment) => segment.id)).not.toContain(created.id);
    expect(await failure(audience.segmentCount(MAIN_DEMO_EID, created.id))).toEqual({ kind: 'not-found', status: 404 });
  });

  it('gives every generated segment of every pharmacy filters over the demo master data, dated at the data set’s "now"', async () => {
    const { db, saved } = world();
    const families = new Set(DEMO_PRODUCT_FAMILIES.flatMap((group) => [group.id, ...group.subfamilies.map((family) => family.id)]));
    const categories = new Set(DEMO_CLIENT_CATEGORIES.map((category) => category.id));
    const all = (await Promise.all(db.read().pharmacies.map((pharmacy) => saved.list(pharmacy.eid)))).flat();
    expect(all.length).toBeGreaterThan(20);
    for (const segmentation of all) {
      expect(segmentation.filters, segmentation.name).not.toEqual(empty);
      expect(segmentation.filters.productFamilies.every((id) => families.has(id)), segmentation.name).toBe(true);
      expect(segmentation.filters.clientCategories.every((id) => categories.has(id)), segmentation.name).toBe(true);
    }
    const dated = new Map(all.map((segmentation) => [segmentation.name, segmentation.filters.saleDate]));
    expect(dated.get('Compraron antigripales el último invierno')).toEqual({ from: '2025-12-01', until: '2026-02-28' });
    expect(dated.get('Clientes con compras este mes')).toEqual({ from: '2026-11-01', until: null });
  });

  it('counts every client for a segmentation without filters, and recounts a generated segment once it is updated', async () => {
    const { saved, audience } = world();
    const everybody = await saved.create(MAIN_DEMO_EID, { name: 'Todos', filters: empty });
    expect(await audience.segmentCount(MAIN_DEMO_EID, everybody.id)).toBe(table.count);
    const generated = recipientSegmentId(MAIN_DEMO_EID, 2);
    // What the segmentation screen counts for its filters, not a figure of its own.
    expect(await audience.segmentCount(MAIN_DEMO_EID, generated)).toBe(count(olderThan65));
    expect(count(olderThan65)).toBe(6343);
    await saved.update(MAIN_DEMO_EID, generated, { name: 'Mayores de 65 años', filters: WOMEN_OVER_65 });
    expect(await audience.segmentCount(MAIN_DEMO_EID, generated)).toBe(WOMEN_OVER_65_COUNT);
  });

  it('stores the saved segmentations in the campaign segments collection, where another session finds them', async () => {
    const overlay = new MemoryOverlayStore();
    const first = world(overlay);
    await first.db.ready();
    const created = await first.saved.create(MAIN_DEMO_EID, { name: 'Mujeres mayores de 65', filters: WOMEN_OVER_65 });
    await first.db.flush();
    expect(new Set((await overlay.load()).rows.map((row) => row.collection))).toEqual(new Set([`campaignSegments.${MAIN_DEMO_EID}`]));
    const second = world(overlay);
    await second.db.ready();
    expect((await second.saved.list(MAIN_DEMO_EID)).find((segmentation) => segmentation.id === created.id)).toEqual(created);
    expect(await second.audience.segmentCount(MAIN_DEMO_EID, created.id)).toBe(WOMEN_OVER_65_COUNT);
  });
});

describe('HttpSavedSegmentations wire format', () => {
  const world = useFakeApi();
  const segmentations = (): HttpSavedSegmentations => {
    world().signIn(aBackofficeSession());
    return httpSegmentations(world().http, world().clock);
  };
  const useBackend = (): void => {
    world().fake.server.use(...fakeSavedSegmentationHandlers(new InMemorySavedSegmentations({ db: demoDatabase(world().clock), clock: world().clock })));
  };

  it('calls the segmentations service with its token and the user in x-farmacias-uid: GET, POST and PUT /api/v1/segments/{eid}, GET and DELETE /api/v1/segments/{id}/eid/{eid}', async () => {
    useBackend();
    const port = segmentations();
    await port.list(MAIN_DEMO_EID);
    const created = await port.create(MAIN_DEMO_EID, { name: 'Mujeres mayores de 65', filters: WOMEN_OVER_65 });
    await port.update(MAIN_DEMO_EID, created.id, { name: 'Hombres mayores de 65', filters: MEN_OVER_65 });
    await port.get(MAIN_DEMO_EID, created.id);
    await port.remove(MAIN_DEMO_EID, created.id);
    const calls = world().fake.requests.filter((call) => call.url.pathname.startsWith('/segmentations/'));
    expect(calls.map((call) => `${call.method} ${call.url.href}`)).toEqual([
      `GET ${FAKE_SEGMENTATIONS_URL}/api/v1/segments/500`,
      `POST ${FAKE_SEGMENTATIONS_URL}/api/v1/segments/500`,
      `PUT ${FAKE_SEGMENTATIONS_URL}/api/v1/segments/500`,
      `GET ${FAKE_SEGMENTATIONS_URL}/api/v1/segments/${FIRST_NEW_ID}/eid/500`,
      `DELETE ${FAKE_SEGMENTATIONS_URL}/api/v1/segments/${FIRST_NEW_ID}/eid/500`,
    ]);
    expect(calls.map((call) => `${call.headers['x-access-token']} ${call.headers[`x-${FAKE_PRODUCT}-uid`]}`)).toEqual(Array(5).fill('ext-segmentations-1 1'));
    expect(calls[3]?.body).toBeUndefined();
    await expect.poll(() => calls[1]?.body).toEqual({
      name: 'Mujeres mayores de 65',
      filters: {
        age: { more_than: 65, less_than: null, not_registered: false, check_birthdate: false, check_monthBirthdate: false, valueMonthBirthdate: null },
        origin: { erp: false, ds: false, email: false, mobile: false },
        genre: { male: false, female: true, unregistered: false },
        place: { cities: [], postcodes: [] },
        expense: { min: null, max: null },
        client_categories: [],
        client_type: [],
        brands: [],
        product_families: [],
        laboratories: [],
        product_lists: [],
        product_codes: [],
        loyalty: { more_than: null, less_than: null, not_registered: false, with_card: false },
        averageTicket: { min: null, max: null },
        quality: { hasEmptyMail: false, hasInvalidMail: false, hasEmptyPhone: false, hasInvalidPhone: false, hasInvalidName: false },
        description: [],
        sale_date: { from: null, until: null },
      },
    });
    await expect.poll(() => calls[2]?.body).toMatchObject({ id: FIRST_NEW_ID, name: 'Hombres mayores de 65', filters: { genre: { male: true, female: false }, age: { more_than: 65 } } });
  });

  it('reads a period saved with fixed dates as those dates, and one saved relative as its choice; an unknown choice leaves the dates', async () => {
    world().fake.server.use(
      http.get(LIST_URL, () =>
        HttpResponse.json([
          { id: 1, name: 'a fijo', filters: { sale_date: { from: '2026-05-21', until: '2026-11-21' } } },
          { id: 2, name: 'b relativo', filters: { sale_date: { from: '2026-05-21', until: '2026-11-21', relative: 'last6Months' } } },
          { id: 3, name: 'c desconocido', filters: { sale_date: { from: '2026-01-01', until: null, relative: 'lastDecade' } } },
        ]),
      ),
    );
    expect((await segmentations().list(MAIN_DEMO_EID)).map((segmentation) => segmentation.filters.saleDate)).toEqual([
      { from: '2026-05-21', until: '2026-11-21' },
      { from: '2026-05-21', until: '2026-11-21', relative: 'last6Months' },
      { from: '2026-01-01', until: null },
    ]);
  });

  it('reads the list bare or enveloped, ids as numbers or under _id, missing filters as none set, by name', async () => {
    world().fake.server.use(
      http.get(LIST_URL, () =>
        HttpResponse.json([
          { id: 12, name: 'Zona centro', filters: { genre: { female: true }, place: { cities: ['Gijón'], postcodes: [33001] } } },
          { _id: '64f0c0ffee', name: 'ágil', filters: null },
          { id: '7', _id: 'ignored', name: null, extra: true },
        ]),
      ),
    );
    expect(await segmentations().list(MAIN_DEMO_EID)).toEqual([
      { id: '7', name: '', filters: empty },
      { id: '64f0c0ffee', name: 'ágil', filters: empty },
      { id: '12', name: 'Zona centro', filters: { ...empty, genre: { male: false, female: true, unregistered: false }, place: { cities: ['Gijón'], postcodes: ['33001'] } } },
    ]);
    world().fake.server.use(http.get(LIST_URL, () => HttpResponse.json({ success: true, data: [{ _id: 3, name: 'Mayores de 65 años', filters: { age: { more_than: '65' } } }] })));
    expect(await segmentations().list(MAIN_DEMO_EID)).toEqual([{ id: '3', name: 'Mayores de 65 años', filters: { ...empty, age: { ...empty.age, moreThan: 65 } } }]);
  });

  it('reads a creation’s answer bare, enveloped or as the id alone, taking what it does not say from what was sent', async () => {
    const draft = { name: 'Mujeres mayores de 65', filters: WOMEN_OVER_65 };
    const answers: [JsonBodyType, SavedSegmentation][] = [
      [{ id: 77 }, { id: '77', ...draft }],
      [{ success: true, data: 78 }, { id: '78', ...draft }],
      [{ success: true, data: { _id: 'abc', name: 'Renombrada' } }, { id: 'abc', name: 'Renombrada', filters: WOMEN_OVER_65 }],
      [{ success: true, data: { id: 'def', name: 'Vacía', filters: {} } }, { id: 'def', name: 'Vacía', filters: empty }],
    ];
    for (const [body, expected] of answers) {
      world().fake.server.use(http.post(LIST_URL, () => HttpResponse.json(body)));
      expect(await segmentations().create(MAIN_DEMO_EID, draft)).toEqual(expected);
    }
  });

  it('reads an update’s answer, even an empty one, keeping the id asked for', async () => {
    const draft = { name: 'Hombres mayores de 65', filters: MEN_OVER_65 };
    for (const body of [{ success: true }, { success: true, data: null }, { id: 'seg-1', name: 'Hombres mayores de 65' }] as JsonBodyType[]) {
      world().fake.server.use(http.put(LIST_URL, () => HttpResponse.json(body)));
      expect(await segmentations().update(MAIN_DEMO_EID, 'seg-1', draft)).toEqual({ id: 'seg-1', ...draft });
    }
    world().fake.server.use(http.put(LIST_URL, () => new HttpResponse(null, { status: 204 })));
    expect(await segmentations().update(MAIN_DEMO_EID, 'seg-1', draft)).toEqual({ id: 'seg-1', ...draft });
  });

  it('refuses malformed answers with a bad-response ApiError', async () => {
    const draft = { name: 'X', filters: empty };
    const answers: [typeof http.get, string, JsonBodyType, () => Promise<unknown>][] = [
      [http.get, LIST_URL, [{ name: 'Sin id' }], () => segmentations().list(MAIN_DEMO_EID)],
      [http.get, LIST_URL, { data: [] }, () => segmentations().list(MAIN_DEMO_EID)],
      [http.get, LIST_URL, [{ id: 1, name: 'x', filters: { age: 'mayores' } }], () => segmentations().list(MAIN_DEMO_EID)],
      [http.get, LIST_URL, [{ id: 1, name: 'x', filters: { brands: [true] } }], () => segmentations().list(MAIN_DEMO_EID)],
      [http.post, LIST_URL, { success: true }, () => segmentations().create(MAIN_DEMO_EID, draft)],
      [http.post, LIST_URL, { name: 'Sin id' }, () => segmentations().create(MAIN_DEMO_EID, draft)],
      [http.put, LIST_URL, { id: 1, filters: 'todos' }, () => segmentations().update(MAIN_DEMO_EID, '1', draft)],
    ];
    for (const [method, url, body, call] of answers) {
      world().fake.server.use(method(url, () => HttpResponse.json(body)));
      expect(await failure(call())).toEqual({ kind: 'bad-response', status: 200 });
    }
  });

  it('maps refusals to ApiErrors with the server’s message', async () => {
    world().fake.server.use(http.delete(REMOVE_URL, () => HttpResponse.json({ success: false, message: 'Segmentación no encontrada' }, { status: 404 })));
    const error = await segmentations()
      .remove(MAIN_DEMO_EID, 'seg-1')
      .catch((reason: unknown) => reason);
    expect(isApiError(error) && { kind: error.kind, status: error.status, message: error.message }).toEqual({ kind: 'not-found', status: 404, message: 'Segmentación no encontrada' });
    world().fake.server.use(http.post(LIST_URL, () => HttpResponse.json({ success: false, message: 'Error al crear segmento' })));
    expect(await failure(segmentations().create(MAIN_DEMO_EID, { name: 'X', filters: empty }), { serverMessage: true })).toEqual({
      kind: 'server-message',
      status: 200,
      serverMessage: 'Error al crear segmento',
    });
  });
});

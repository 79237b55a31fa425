import { expect, it } from 'vitest';
import { EMPTY_SEGMENTATION_FILTERS, type ClientDirectory, type ClientQuery, type SegmentationFilters } from '@domain/segmentation';
import { foldText, type PageRequest } from '@domain/shared-kernel';
import { DEMO_SEED, MAIN_DEMO_EID } from '@adapters/demo';
import { HttpClientDirectory, InMemoryClientDirectory, MAIN_PHARMACY_CLIENTS, generateClientTable } from '@adapters/segmentation';
import { MemoryStorage, ServiceTokens } from '@adapters/shared';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { CONTRACT_NOW, describeContract } from '../../support/contract';
import { FAKE_PRODUCT, FAKE_SEGMENTATIONS_URL, fakeSegmentationHandlers } from '../../support/fake-segmentation';

/** The main pharmacy's clients as generated at the contract instant: what both adapters search. */
const table = generateClientTable({ seed: DEMO_SEED, anchor: CONTRACT_NOW, eid: MAIN_DEMO_EID });

const query = (filters: Partial<SegmentationFilters> = {}, search = ''): ClientQuery => ({ filters: { ...EMPTY_SEGMENTATION_FILTERS, ...filters }, search });
const request = (overrides: Partial<PageRequest<ClientQuery>> = {}): PageRequest<ClientQuery> => ({ page: 1, size: 50, filters: query(), ...overrides });
const count = (test: (index: number) => boolean): number => Array.from({ length: table.count }, (_, index) => index).filter(test).length;
const indexOf = (id: string): number => table.ids.indexOf(id);

describeContract<ClientDirectory>(
  'ClientDirectory',
  {
    memory: ({ db }) => new InMemoryClientDirectory(db),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakeSegmentationHandlers(clock, fake.data.pharmacies.map((pharmacy) => pharmacy.eid)));
      return new HttpClientDirectory({ http, tokens: new ServiceTokens({ http, storage: new MemoryStorage(), clock }), product: FAKE_PRODUCT });
    },
  },
  (world) => {
    const signedIn = (): ClientDirectory => {
      world().signIn(aBackofficeSession());
      return world().port;
    };

    it('pages the 20,000 clients of the main demo pharmacy by name, 50 at a time', async () => {
      const page = await signedIn().searchClients(MAIN_DEMO_EID, request());
      expect(page.total).toBe(MAIN_PHARMACY_CLIENTS);
      expect(page.page).toBe(1);
      expect(page.size).toBe(50);
      expect(page.records).toHaveLength(50);
      const names = page.records.map((row) => foldText(row.name));
      expect(names).toEqual([...names].sort());
      const second = await signedIn().searchClients(MAIN_DEMO_EID, request({ page: 2 }));
      expect(second.records.map((row) => row.id).filter((id) => page.records.some((row) => row.id === id))).toEqual([]);
      expect(foldText(second.records[0]?.name ?? '') >= (names.at(-1) ?? '')).toBe(true);
    });

    it('gives each client as the table has it: name, phone, email, loyalty card and sources', async () => {
      const [row] = (await signedIn().searchClients(MAIN_DEMO_EID, request({ size: 5 }))).records;
      const index = indexOf(row?.id ?? '');
      expect(index).toBeGreaterThanOrEqual(0);
      expect(row).toEqual({
        id: table.ids[index],
        name: table.names[index],
        phone: table.phones[index],
        email: table.emails[index],
        loyalty: table.cards[index],
        sources: { erp: ((table.sources[index] ?? 0) & 1) === 1, ecommerce: ((table.sources[index] ?? 0) & 2) === 2 },
      });
    });

    it('sorts by email descending when asked', async () => {
      const page = await signedIn().searchClients(MAIN_DEMO_EID, request({ size: 25, sort: { column: 'email', direction: 'desc' } }));
      const emails = page.records.map((row) => foldText(row.email));
      expect(emails).toEqual([...emails].sort().reverse());
      expect(emails[0]).not.toBe('');
    });

    it('counts exactly the women of the pharmacy when only "female" is ticked', async () => {
      const page = await signedIn().searchClients(MAIN_DEMO_EID, request({ filters: query({ genre: { male: false, female: true, unregistered: false } }) }));
      expect(page.total).toBe(count((index) => table.sex[index] === 2));
      expect(page.records.every((row) => table.sex[indexOf(row.id)] === 2)).toBe(true);
    });

    it('keeps women older than 65 only, counting whole years at the data set\'s "now"', async () => {
      const filters = query({ genre: { male: false, female: true, unregistered: false }, age: { ...EMPTY_SEGMENTATION_FILTERS.age, moreThan: 65 } });
      const page = await signedIn().searchClients(MAIN_DEMO_EID, request({ filters }));
      // 21/11/2026: born before 22/11/1960 is 66 or more.
      const older = (index: number): boolean => {
        const year = table.birthYear[index] ?? 0;
        if (year === 0) return false;
        const month = table.birthMonth[index] ?? 0;
        const day = table.birthDay[index] ?? 0;
        return 2026 - year - (month > 11 || (month === 11 && day > 21) ? 1 : 0) > 65;
      };
      expect(page.total).toBe(count((index) => table.sex[index] === 2 && older(index)));
      expect(page.total).toBeGreaterThan(0);
    });

    it('treats a product family group as all its subfamilies', async () => {
      const group = await signedIn().searchClients(MAIN_DEMO_EID, request({ filters: query({ productFamilies: ['100'] }) }));
      const children = await signedIn().searchClients(MAIN_DEMO_EID, request({ filters: query({ productFamilies: ['101', '102', '103'] }) }));
      expect(group.total).toBe(children.total);
      expect(group.total).toBeGreaterThan(0);
      expect(group.total).toBeLessThan(MAIN_PHARMACY_CLIENTS);
    });

    it('searches name, email, phone and id by every word, ignoring accents', async () => {
      const page = await signedIn().searchClients(MAIN_DEMO_EID, request({ filters: query({}, 'GARCIA maria') }));
      const matches = (index: number): boolean => {
        const text = foldText(`${table.names[index]} ${table.emails[index]} ${table.phones[index]} ${table.ids[index]}`);
        return text.includes('garcia') && text.includes('maria');
      };
      expect(page.total).toBe(count(matches));
      expect(page.total).toBeGreaterThan(10);
    });

    it('serves the last page when asked for a page past the end', async () => {
      const filters = query({ quality: { ...EMPTY_SEGMENTATION_FILTERS.quality, hasInvalidName: true } });
      const page = await signedIn().searchClients(MAIN_DEMO_EID, request({ page: 999, size: 25, filters }));
      const total = count((index) => ((table.quality[index] ?? 0) & 16) !== 0);
      expect(page.total).toBe(total);
      expect(page.page).toBe(Math.ceil(total / 25));
      expect(page.records).toHaveLength(total - (page.page - 1) * 25);
    });

    it('has no clients for a pharmacy that does not exist', async () => {
      const page = await signedIn().searchClients(123_456, request());
      expect(page).toEqual({ records: [], total: 0, page: 1, size: 50 });
    });

    it('sends the segmentations token, the user and the filters by their API names (http)', async () => {
      if (world().profile !== 'http') return;
      const filters = query({ clientCategories: ['2'], saleDate: { from: '2026-01-01', until: null } }, 'ana');
      await signedIn().searchClients(MAIN_DEMO_EID, request({ page: 3, size: 25, sort: { column: 'phone', direction: 'asc' }, filters }));
      const [sent] = world().fake?.requestsTo(`/segmentations/api/v1/dclients/${MAIN_DEMO_EID}`) ?? [];
      expect(sent?.url.toString()).toBe(`${FAKE_SEGMENTATIONS_URL}/api/v1/dclients/${MAIN_DEMO_EID}`);
      expect(sent?.headers['x-access-token']).toBe('ext-segmentations-1');
      expect(sent?.headers[`x-${FAKE_PRODUCT}-uid`]).toBe(String(aBackofficeSession().user.uid));
      await expect.poll(() => sent?.body).toMatchObject({
        search: 'ana',
        page: 3,
        size: 25,
        sortBy: 'phone',
        sortOrder: 'asc',
        filters: { client_categories: ['2'], sale_date: { from: '2026-01-01', until: null }, age: { more_than: null, check_monthBirthdate: false } },
      });
    });
  },
);

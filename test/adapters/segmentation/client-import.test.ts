import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { importedClientsOf, packClients, unpackClients } from '@adapters/segmentation/client-import';
import type { DemoImportedClient } from '@adapters/segmentation/demo-clients';

const text = fc.oneof(fc.string({ size: 'medium' }), fc.constantFrom('', ' ', '\n', '\u001f', 'a\u001fb', 'Zuriñe Ibáñez', '2026-11-21'));
const client: fc.Arbitrary<DemoImportedClient> = fc.record({
  name: text,
  email: text,
  phone: text,
  card: text,
  city: text,
  postcode: text,
  birthday: text,
  sex: fc.constantFrom(0 as const, 1 as const, 2 as const),
  lopdSigned: fc.boolean(),
});

describe("the demo server's packed imported clients", () => {
  it('unpacks what was packed, in order, a value holding a separator aside (it becomes a space)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(client, { maxLength: 30 }), async (clients) => {
        const expected = clients.map((one) => ({
          ...one,
          ...Object.fromEntries((['name', 'email', 'phone', 'card', 'city', 'postcode', 'birthday'] as const).map((field) => [field, one[field].replaceAll('\u001e', ' ').replaceAll('\u001f', ' ')])),
        }));
        expect(await unpackClients(await packClients(clients))).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps one client with every field empty, and no client at all', async () => {
    const empty: DemoImportedClient = { name: '', email: '', phone: '', card: '', city: '', postcode: '', birthday: '', sex: 0, lopdSigned: false };
    expect(await unpackClients(await packClients([empty]))).toEqual([empty]);
    expect((await packClients([])).count).toBe(0);
    expect(await unpackClients(await packClients([]))).toEqual([]);
  });

  it('packs 80,000 clients into a compressed megabyte or less, and gives every one back', async () => {
    const many = Array.from({ length: 80_000 }, (_, index): DemoImportedClient => ({ name: `Cliente ${index}`, email: `c${index}@correo.es`, phone: '', card: '', city: 'Gijón', postcode: '33201', birthday: '', sex: 2, lopdSigned: index % 2 === 0 }));
    const packed = await packClients(many);
    expect(packed.count).toBe(80_000);
    expect(packed.data.byteLength).toBeLessThan(1_000_000);
    const back = await unpackClients(packed);
    expect(back).toHaveLength(80_000);
    expect(back[79_999]).toEqual(many[79_999]);
    expect(back[12_345]).toEqual(many[12_345]);
  });

  it('merges imports oldest first: a later import updates the client it repeats by email, phone or card', () => {
    const ana = { name: 'Ana', email: 'ana@correo.es', phone: '', card: '', city: '', postcode: '', birthday: '', sex: 2 as const, lopdSigned: false };
    const luis = { ...ana, name: 'Luis', email: '', phone: '600111222', sex: 1 as const };
    const anaAgain = { ...ana, name: 'Ana Ruiz', city: 'Oviedo' };
    expect(importedClientsOf([[ana, luis], [anaAgain]]).map((one) => [one.name, one.city])).toEqual([
      ['Ana Ruiz', 'Oviedo'],
      ['Luis', ''],
    ]);
  });
});

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
  it('unpacks what was packed, in order, a value holding the separator aside (it becomes a space)', () => {
    fc.assert(
      fc.property(fc.array(client, { maxLength: 30 }), (clients) => {
        const expected = clients.map((one) => ({
          ...one,
          ...Object.fromEntries((['name', 'email', 'phone', 'card', 'city', 'postcode', 'birthday'] as const).map((field) => [field, one[field].replaceAll('\u001f', ' ')])),
        }));
        expect(unpackClients(packClients(clients))).toEqual(expected);
      }),
    );
  });

  it('keeps one client with every field empty, and no client at all', () => {
    const empty: DemoImportedClient = { name: '', email: '', phone: '', card: '', city: '', postcode: '', birthday: '', sex: 0, lopdSigned: false };
    expect(unpackClients(packClients([empty]))).toEqual([empty]);
    expect(packClients([]).count).toBe(0);
    expect(unpackClients(packClients([]))).toEqual([]);
  });

  it('packs 80,000 clients into ten texts', () => {
    const many = Array.from({ length: 80_000 }, (_, index): DemoImportedClient => ({ name: `Cliente ${index}`, email: `c${index}@correo.es`, phone: '', card: '', city: 'Gijón', postcode: '33201', birthday: '', sex: 2, lopdSigned: index % 2 === 0 }));
    const packed = packClients(many);
    expect(Object.values(packed.texts).every((value) => typeof value === 'string')).toBe(true);
    expect(packed.sex).toHaveLength(80_000);
    expect(unpackClients(packed)[79_999]).toEqual(many[79_999]);
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

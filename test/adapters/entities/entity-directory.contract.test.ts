import { describe, expect, it } from 'vitest';
import type { EntityDirectory } from '@domain/entities';
import { isApiError } from '@domain/shared-kernel';
import { HttpEntityDirectory, InMemoryEntityDirectory } from '@adapters/entities';
import { describeContract, useFakeApi } from '../../support/contract';
import { aBackofficeSession, aPharmacySession } from '../../support/builders/session.builder';

describeContract<EntityDirectory>(
  'EntityDirectory',
  { memory: ({ db }) => new InMemoryEntityDirectory(db), http: ({ http }) => new HttpEntityDirectory(http) },
  (world) => {
    it('lists every pharmacy with contact, KAM, ERP, last upload and report months', async () => {
      world().signIn(aBackofficeSession());
      const rows = await world().port.list();
      expect(rows).toHaveLength(48);
      const pharmacy = world().data.pharmacies.find((candidate) => candidate.eid === 500);
      expect(rows.find((row) => row.id === 500)).toEqual({
        id: 500,
        name: 'Farmacia Llorente',
        contactName: pharmacy?.contactName,
        kam: pharmacy?.kam,
        erp: pharmacy?.erp,
        lastUploadDate: pharmacy?.lastUploadDate,
        lastCache: pharmacy?.lastCache,
        lastReport: pharmacy?.lastReport,
      });
      expect(new Set(rows.map((row) => row.erp))).toEqual(new Set(['Farmatic', 'Unycop', 'Nixfarma', 'Bitfarma', 'Farmalog']));
    });
  },
);

describe('HttpEntityDirectory wire format', () => {
  const world = useFakeApi();

  it('GETs /api/v1/entities/extendedlist as the back-office identity', async () => {
    world().signIn(aBackofficeSession());
    await new HttpEntityDirectory(world().http).list();
    const [call] = world().fake.requestsTo('/api/v1/entities/extendedlist');
    expect({ method: call?.method, eid: call?.headers.eid, uid: call?.headers.uid, token: call?.headers.token }).toEqual({ method: 'GET', eid: '-1', uid: '1', token: 'backoffice-token' });
  });

  it('rejects a pharmacist with a forbidden error', async () => {
    world().signIn(aPharmacySession());
    const error: unknown = await new HttpEntityDirectory(world().http).list().catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind).toBe('forbidden');
  });
});

import { describe, expect, it } from 'vitest';
import type { EntityDirectory } from '@domain/entities';
import { isApiError } from '@domain/shared-kernel';
import { HttpEntityDirectory, InMemoryEntityDirectory } from '@adapters/entities';
import { describeContract, useFakeApi } from '../../support/contract';
import { aBackofficeSession, aPharmacySession } from '../../support/builders/session.builder';
import { fakeReportJobHandlers } from '../../support/fake-report-jobs';

describeContract<EntityDirectory>(
  'EntityDirectory',
  {
    memory: ({ db, clock }) => new InMemoryEntityDirectory(db, clock),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakeReportJobHandlers(clock));
      return new HttpEntityDirectory(http);
    },
  },
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

    it("gives every pharmacy's v2 details: a sign-up form in every status, the commercial, the administrative contact and the contact's e-mail", async () => {
      world().signIn(aBackofficeSession());
      const details = await world().port.details();
      expect(details).toHaveLength(48);
      const pharmacy = world().data.pharmacies.find((candidate) => candidate.eid === 500);
      expect(details.find((entry) => entry.eid === 500)).toEqual({ eid: 500, formStatus: 'open', commercial: 'Lucía Herrero', administrative: expect.stringMatching(/^\S+ \S+/) as string, contactMail: pharmacy?.contactEmail });
      expect(new Set(details.map((entry) => entry.formStatus))).toEqual(new Set(['sent', 'open', 'completed', 'approved', 'pending']));
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

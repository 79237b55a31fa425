import { describe, expect, it } from 'vitest';
import type { DashboardGateway } from '@domain/dashboard';
import { HttpDashboardGateway, InMemoryDashboardGateway } from '@adapters/dashboard';
import { describeContract, useFakeApi } from '../../support/contract';
import { aPharmacySession, aPharmacy } from '../../support/builders/session.builder';

describeContract<DashboardGateway>(
  'DashboardGateway',
  { memory: ({ db }) => new InMemoryDashboardGateway(db), http: ({ http }) => new HttpDashboardGateway(http) },
  (world) => {
    it('gives entity 500 its services, BI services and website as the data set holds them', async () => {
      const pharmacy = world().data.pharmacies.find((candidate) => candidate.eid === 500);
      const profile = await world().port.pharmacyProfile(500);
      expect(profile).toEqual({ services: pharmacy?.services, enabledServices: pharmacy?.enabledServices, website: pharmacy?.website });
      expect(profile.enabledServices).toEqual(expect.arrayContaining(['bi-sales']));
    });

    it('gives farmacia2’s pharmacy no BI service', async () => {
      expect((await world().port.pharmacyProfile(512)).enabledServices).toEqual([]);
    });
  },
);

describe('HttpDashboardGateway wire format', () => {
  const world = useFakeApi();

  it('GETs the services config for OrderExpress and the settings info of the pharmacy, with its identity', async () => {
    world().signIn(aPharmacySession({ entity: aPharmacy({ eid: 500 }) }));
    await new HttpDashboardGateway(world().http).pharmacyProfile(500);
    const calls = world().fake.requests.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`).sort();
    expect(calls).toEqual(['GET /api/v2/getServicesConfig?pharmacyId=500&serviceName=OrderExpress', 'GET /api/v3/settings/500/info']);
    expect(world().fake.requests.map((request) => request.headers.eid)).toEqual(['500', '500']);
  });
});

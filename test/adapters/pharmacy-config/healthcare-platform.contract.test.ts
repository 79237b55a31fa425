import { expect, it } from 'vitest';
import type { HealthcarePlatform, HealthiumRegistration } from '@domain/pharmacy-config';
import { HttpHealthcarePlatform, InMemoryHealthcarePlatform } from '@adapters/pharmacy-config';
import { describeContract, useFakeApi } from '../../support/contract';
import { FAKE_HEALTHIUM, fakePharmacyConfigHandlers } from '../../support/fake-pharmacy-config';
import { describe } from 'vitest';

const aRegistration = (overrides: Partial<HealthiumRegistration> = {}): HealthiumRegistration => ({
  profileImage: 'https://farmacia-llorente.es/logo.png',
  email: 'info@farmacia-llorente.es',
  name: 'Farmacia Llorente',
  phone: '915555123',
  cif: 'B12345674',
  fiscalAddress: 'Calle Mayor, 3, 28013 Madrid',
  city: 'Madrid',
  postalCode: '28013',
  pharmacyId: 500,
  qr: 'QR-500',
  ...overrides,
});

describeContract<HealthcarePlatform>(
  'HealthcarePlatform',
  {
    memory: () => new InMemoryHealthcarePlatform(),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakePharmacyConfigHandlers(clock));
      return new HttpHealthcarePlatform(http, FAKE_HEALTHIUM);
    },
  },
  (world) => {
    it('registers a pharmacy and gives its id and page on the platform', async () => {
      expect(await world().port.registerPharmacy(aRegistration())).toEqual({ healthiumId: 'HLT-500', link: 'https://healthium.example/farmacias/500' });
    });

    it('fails a registration without a valid e-mail', async () => {
      await expect(world().port.registerPharmacy(aRegistration({ email: 'info@' }))).rejects.toThrow();
    });
  },
);

describe('HttpHealthcarePlatform on the wire', () => {
  const httpWorld = useFakeApi();

  it('logs the administrator in, then registers the pharmacy with the bearer token', async () => {
    const { http, clock, fake } = httpWorld();
    fake.server.use(...fakePharmacyConfigHandlers(clock));
    await new HttpHealthcarePlatform(http, FAKE_HEALTHIUM).registerPharmacy(aRegistration());
    expect(fake.requests.map((request) => `${request.method} ${request.url.toString()}`)).toEqual(['POST http://healthium.test/api/admin/login', 'POST http://healthium.test/api/pharmacies']);
    expect(fake.requests[0]?.body).toEqual({ user: 'admin', password: 'secreto' });
    expect(fake.requests[1]?.headers.authorization).toBe('Bearer hlt-admin-token');
    expect(fake.requests[1]?.headers.token).toBeUndefined();
  });

  it('fails with no platform address configured, sending nothing', async () => {
    const { http, fake } = httpWorld();
    await expect(new HttpHealthcarePlatform(http, { url: undefined, user: '', password: '' }).registerPharmacy(aRegistration())).rejects.toMatchObject({ kind: 'no-url', status: 404 });
    expect(fake.requests).toEqual([]);
  });
});

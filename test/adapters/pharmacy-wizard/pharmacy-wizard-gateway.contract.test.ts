import { beforeEach, describe, expect, it } from 'vitest';
import { isValidCif, isValidDni } from '@domain/tax-ids';
import type { WizardEntity } from '@domain/entities';
import type { PharmacyWizardGateway } from '@domain/pharmacy-wizard';
import { isApiError } from '@domain/shared-kernel';
import { HttpPharmacyWizard, InMemoryPharmacyWizard, demoCif, demoDni } from '@adapters/pharmacy-wizard';
import { describeContract, useFakeApi } from '../../support/contract';
import { fakePharmacyWizardHandlers } from '../../support/fake-pharmacy-wizard';
import { aBackofficeSession } from '../../support/builders/session.builder';

/** A new pharmacy as the wizard sends it. */
function aNewPharmacy(overrides: { user?: string; name?: string } = {}): WizardEntity {
  const none = { plan: undefined, enabled: false, comments: '' };
  return {
    legalOwner: { name: 'Elena', surname: 'Ruiz Soto', dni: 'X1234567L', colegiadoNumber: '2812345', mail: 'elena@example.es', phone: '612345678' },
    commercial: {
      clientName: overrides.name ?? 'Farmacia Ruiz Soto',
      address: 'Calle Mayor',
      number: '12',
      floor: '2',
      door: 'B',
      postalCode: '28013',
      location: 'Madrid',
      province: 'Madrid',
      country: 'España',
      phone: '915551234',
      secondPhone: '',
      map: 'Calle Mayor 12, Madrid',
      clientMail: 'hola@farmaciaruiz.es',
      contact: 'Elena Ruiz',
      logo: 'data:image/png;base64,AAAA',
      gps: { latitude: 40.4168, longitude: -3.7038 },
    },
    administrative: {
      fiscalName: 'Farmacia Ruiz Soto S.L.',
      nif: 'B12345674',
      address: 'Calle Mayor',
      number: '12',
      floor: '',
      door: '',
      postalCode: '28013',
      location: 'Madrid',
      province: 'Madrid',
      country: 'España',
      phone: '915551234',
      mail: 'admin@farmaciaruiz.es',
      contact: 'Elena Ruiz',
    },
    itData: { erp: 'Farmatic', kam: 'kam-2' },
    loginData: { user: overrides.user ?? 'fruizsoto', password: 'Secreta123' },
    services: {
      cdm: { plan: 'standard', enabled: true, comments: 'Desde enero' },
      multichannelMarketing: none,
      web: { plan: 'basic', enabled: true, comments: '' },
      mobileApp: none,
      digitalServices: none,
      onlineShop: none,
      loyaltyCards: none,
    },
    commercialSeller: 'kam-1',
    dataUploaderClass: 'Farmatic',
  };
}

describeContract<PharmacyWizardGateway>(
  'PharmacyWizardGateway',
  {
    memory: ({ db, clock }) => new InMemoryPharmacyWizard({ db, clock }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakePharmacyWizardHandlers(clock));
      return new HttpPharmacyWizard(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it('offers the ERPs of the spec and the key-account managers', async () => {
      expect(await world().port.erpList()).toEqual(['Farmatic', 'Unicoop']);
      const kams = await world().port.kamUsers();
      expect(kams).toHaveLength(5);
      expect(kams[0]).toEqual({ id: 'kam-1', name: 'Lucía Herrero' });
    });

    it('says a username is taken when a user has it, in any case, and free otherwise', async () => {
      expect(await world().port.checkUsername('backoffice')).toBe(false);
      expect(await world().port.checkUsername('FARMACIA')).toBe(false);
      expect(await world().port.checkUsername('nuevo.usuario')).toBe(true);
    });

    it('answers a pharmacy with valid tax ids and no password', async () => {
      const entity = await world().port.get(500);
      const pharmacy = world().data.pharmacies.find((candidate) => candidate.eid === 500);
      expect(entity.commercial.clientName).toBe('Farmacia Llorente');
      expect(entity.commercial.location).toBe(pharmacy?.city);
      expect(entity.legalOwner.dni).toBe(demoDni(500));
      expect(isValidDni(entity.legalOwner.dni)).toBe(true);
      expect(entity.administrative.nif).toBe(demoCif(500));
      expect(isValidCif(entity.administrative.nif)).toBe(true);
      expect(entity.itData.erp).toBe(pharmacy?.erp);
      expect(entity.loginData.password).toBe('');
      expect(entity.services.cdm).toEqual({ plan: 'basic', enabled: true, comments: '' });
    });

    it('refuses an unknown pharmacy as not found', async () => {
      const error: unknown = await world().port.get(999_999).catch((caught: unknown) => caught);
      expect(isApiError(error) && error.kind).toBe('not-found');
    });

    it('creates a pharmacy after the last one, keeps it without its password and takes its username', async () => {
      const last = Math.max(...world().data.pharmacies.map((pharmacy) => pharmacy.eid));
      const eid = await world().port.create(aNewPharmacy());
      expect(eid).toBe(last + 1);
      const created = await world().port.get(eid);
      expect(created).toEqual({ ...aNewPharmacy(), loginData: { user: 'fruizsoto', password: '' } });
      expect(await world().port.checkUsername('fruizsoto')).toBe(false);
    });

    it('refuses a second pharmacy with a taken username', async () => {
      await world().port.create(aNewPharmacy());
      const error: unknown = await world().port.create(aNewPharmacy({ name: 'Otra' })).catch((caught: unknown) => caught);
      expect(isApiError(error) && error.kind).toBe('server-message');
      expect(isApiError(error) && error.serverMessage).toBe('Nombre de usuario no disponible');
    });

    it('edits the data but never the ERP, the KAM or the login', async () => {
      const before = await world().port.get(500);
      await world().port.edit(500, { ...before, commercial: { ...before.commercial, clientName: 'Farmacia Llorente Nueva' }, itData: { erp: 'Unicoop', kam: 'kam-5' }, loginData: { user: 'otro', password: '' } });
      const after = await world().port.get(500);
      expect(after.commercial.clientName).toBe('Farmacia Llorente Nueva');
      expect(after.itData).toEqual(before.itData);
      expect(after.loginData).toEqual(before.loginData);
    });
  },
);

describe('HttpPharmacyWizard wire format', () => {
  const world = useFakeApi();

  it('sends the owner, the company and the services as the API names them, with the password only on sign-up', async () => {
    world().signIn(aBackofficeSession());
    world().fake.server.use(...fakePharmacyWizardHandlers(world().clock));
    const port = new HttpPharmacyWizard(world().http);
    const eid = await port.create(aNewPharmacy());
    await port.edit(eid, aNewPharmacy());
    const [signUp] = world().fake.requestsTo('/api/v2/entities/signUp');
    const [edit] = world().fake.requestsTo(`/api/v2/entities/edit/${eid}`);
    await world().fake.checked();
    expect(signUp?.body).toMatchObject({
      entity_legal_owner: { DNI: 'X1234567L', colegiado_number: '2812345' },
      commercial: { client_name: 'Farmacia Ruiz Soto', gps: { lat: 40.4168, lng: -3.7038 } },
      administrative: { nif: 'B12345674' },
      loginData: { user: 'fruizsoto', password: 'Secreta123' },
      services: { cdm: { type: 'standard', enabled: true, comments: 'Desde enero' }, mobile_app: { type: null, enabled: false } },
      settings: { DATA_UPLOADER_CLASS: 'Farmatic' },
    });
    expect(edit?.body).toMatchObject({ loginData: { user: 'fruizsoto' } });
    expect((edit?.body as { loginData: object }).loginData).not.toHaveProperty('password');
  });

  it('asks for a username in the query', async () => {
    world().signIn(aBackofficeSession());
    world().fake.server.use(...fakePharmacyWizardHandlers(world().clock));
    await new HttpPharmacyWizard(world().http).checkUsername('ana lópez');
    const [call] = world().fake.requestsTo('/api/v2/entities/checkUsername');
    expect(call?.url.searchParams.get('username')).toBe('ana lópez');
  });
});

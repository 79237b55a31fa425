import { beforeEach, expect, it } from 'vitest';
import type { PharmacyConfigGateway } from '@domain/pharmacy-config';
import { HttpPharmacyConfigGateway, InMemoryPharmacyConfigGateway, SIGN_UP_COMPLETION_MS } from '@adapters/pharmacy-config';
import { aBackofficeSession } from '../../support/builders/session.builder';
import { describeContract } from '../../support/contract';
import { failure } from '../../support/failure';
import { fakePharmacyConfigHandlers } from '../../support/fake-pharmacy-config';

describeContract<PharmacyConfigGateway>(
  'PharmacyConfigGateway',
  {
    memory: ({ db, clock }) => new InMemoryPharmacyConfigGateway({ db, clock }),
    http: ({ http, clock, fake }) => {
      fake.server.use(...fakePharmacyConfigHandlers(clock));
      return new HttpPharmacyConfigGateway(http);
    },
  },
  (world) => {
    beforeEach(() => world().signIn(aBackofficeSession()));

    it("reads a pharmacy's settings, landing and transactional e-mails", async () => {
      const settings = await world().port.settings(500);
      expect(settings).toMatchObject({ eid: 500, status: 'active', qrIdentifier: 'QR-500' });
      expect(settings.profile).toMatchObject({ commercialName: 'Farmacia Llorente', domain: 'farmacia-llorente.es', mainEmail: 'info@farmacia-llorente.es', logo: 'https://farmacia-llorente.es/logo.png' });
      expect(settings.landing).toMatchObject({ color1: '#1b7f5a', color2: '#f2a516', color3: '#ffffff', font: 'Roboto' });
      expect(Object.keys(settings.transactional).sort()).toEqual(['afterPurchase', 'monthlyReminder', 'pointsValue', 'returnBack']);
    });

    it('saves each section through its own call and reads it back', async () => {
      const { port } = world();
      const before = await port.settings(501);
      await port.saveProfile(501, { ...before.profile, commercialName: 'Farmacia Nueva', activateSanitaryCampaigns: true });
      await port.saveLanding(501, { ...before.landing, color1: '#123456', reviewActive: false });
      await port.saveTransactional(501, { afterPurchase: false, monthlyReminder: true, returnBack: true, pointsValue: 0.25 });
      const after = await port.settings(501);
      expect(after.profile).toEqual({ ...before.profile, commercialName: 'Farmacia Nueva', activateSanitaryCampaigns: true });
      expect(after.landing).toEqual({ ...before.landing, color1: '#123456', reviewActive: false });
      expect(after.transactional).toEqual({ afterPurchase: false, monthlyReminder: true, returnBack: true, pointsValue: 0.25 });
      await port.saveHealthium(501, { healthiumId: 'HLT-501', link: 'https://healthium.example/farmacias/501' });
      expect((await port.settings(501)).landing.healthiumLink).toBe('https://healthium.example/farmacias/501');
    });

    it('reads and saves the mobile app data with its modules and carousel', async () => {
      const { port } = world();
      const before = await port.mobileData(500);
      expect(before).toMatchObject({ bundleId: 'es.farmacias.f500', isOnlineStore: true, mobileUrl: 'https://farmacia-llorente.es/app' });
      expect(before.carousel).toEqual([
        { image: 'https://farmacia-llorente.es/app/carrusel-1.jpg', isEnabled: true },
        { image: 'https://farmacia-llorente.es/app/carrusel-2.jpg', isEnabled: false },
      ]);
      const changed = { ...before, modules: { blog: true, expressOrder: false, loyalty: true, promotions: false, services: true }, carousel: [{ image: 'https://farmacia-llorente.es/app/otra.jpg', isEnabled: true }] };
      await port.saveMobileData(500, changed);
      expect(await port.mobileData(500)).toEqual(changed);
    });

    it("reads and saves the OrderExpress configuration, and activates the shop's plugin with its credentials", async () => {
      const { port } = world();
      const config = await port.servicesConfig(500);
      expect(config).toMatchObject({ baseUrl: 'https://farmacia-llorente.es', username: 'pedidos-500', password: 'clave-500', pharmacyLegacyId: '10500' });
      const changed = { ...config, password: 'otra-clave', spdEnabled: true, citaPreviaEnabled: false, orderExpressEnabled: true };
      await port.saveServicesConfig(500, changed);
      expect(await port.servicesConfig(500)).toEqual(changed);
      await expect(port.activateShopPlugin(500, changed)).resolves.toBeUndefined();
    });

    it("fails the plugin's activation the shop refuses", async () => {
      const { port } = world();
      const config = await port.servicesConfig(500);
      await expect(port.activateShopPlugin(500, { ...config, password: '' })).rejects.toThrow();
    });

    it('generates, sends and, once the pharmacy completed it, approves a sign-up form, irreversibly', async () => {
      const { port, clock } = world();
      expect(await port.signUpForm(504)).toEqual({ type: 'corporate', status: 'pending', isApproved: false, formLink: '', previewFormLink: '', destinationMail: '' });
      await expect(port.sendSignUpForm(504, 'carmen@llorente.es', 'corporate')).rejects.toThrow('Hubo un error. Por favor reintente.');
      const generated = await port.generateSignUpForm(504, 'individual');
      expect(generated).toMatchObject({ status: 'open', type: 'individual', formLink: 'https://alta.farmacias.example/f/504-1', previewFormLink: 'https://alta.farmacias.example/preview/504-1' });
      expect(await port.saveSignUpForm(504, 'corporate')).toMatchObject({ status: 'open', type: 'corporate' });
      expect(await port.sendSignUpForm(504, 'carmen@llorente.es', 'corporate')).toMatchObject({ status: 'sent', destinationMail: 'carmen@llorente.es' });
      await expect(port.approveSignUpForm(504)).rejects.toThrow('Hubo un error. Por favor reintente.');
      clock.advance(SIGN_UP_COMPLETION_MS);
      expect((await port.signUpForm(504)).status).toBe('completed');
      expect(await port.approveSignUpForm(504)).toMatchObject({ status: 'approved', isApproved: true });
      await expect(port.approveSignUpForm(504)).rejects.toThrow('Hubo un error. Por favor reintente.');
      await expect(port.generateSignUpForm(504, 'corporate')).rejects.toThrow('Hubo un error. Por favor reintente.');
    });

    it('has demo pharmacies with sign-up forms in every status', async () => {
      const { port } = world();
      const forms = await Promise.all([504, 505, 506, 507, 508, 509].map((eid) => port.signUpForm(eid)));
      expect(forms.map((form) => [form.status, form.isApproved, form.formLink !== ''])).toEqual([
        ['pending', false, false],
        ['sent', false, true],
        ['open', false, true],
        ['completed', false, true],
        ['approved', true, true],
        ['pending', false, true],
      ]);
    });

    it('fails the configuration of a pharmacy that does not exist', async () => {
      expect(await failure(world().port.settings(499))).toMatchObject({ kind: 'not-found', status: 404 });
    });
  },
);

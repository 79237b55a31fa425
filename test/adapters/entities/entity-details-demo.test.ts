import { describe, expect, it } from 'vitest';
import { DemoDatabase, demoSignUpStart, demoSignUpStatuses, signUpStatusAt, SIGN_UP_COMPLETION_MS } from '@adapters/demo';
import { InMemoryEntityDirectory } from '@adapters/entities';
import { InMemoryPharmacyConfigGateway } from '@adapters/pharmacy-config';
import { InMemoryPharmacyWizard } from '@adapters/pharmacy-wizard';
import { ManualClock, MemoryStorage } from '@adapters/shared';
import { CONTRACT_NOW } from '../../support/contract';

function demo() {
  const clock = new ManualClock(CONTRACT_NOW);
  const db = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 });
  return { clock, db, list: new InMemoryEntityDirectory(db, clock), config: new InMemoryPharmacyConfigGateway({ db, clock }), wizard: new InMemoryPharmacyWizard({ db, clock }) };
}

describe('the demo entity list and pharmacy configuration', () => {
  it('give every pharmacy the same sign-up form status, before and after each change', async () => {
    const { clock, list, config } = demo();
    const statusInList = async (eid: number) => (await list.details()).find((entry) => entry.eid === eid)?.formStatus;
    for (const eid of [500, 501, 502, 503, 504, 505]) expect(await statusInList(eid)).toBe((await config.signUpForm(eid)).status);

    expect(await statusInList(504)).toBe('pending');
    await config.generateSignUpForm(504, 'corporate');
    expect(await statusInList(504)).toBe('open');
    await config.sendSignUpForm(504, 'alta@farmacia.es', 'corporate');
    expect(await statusInList(504)).toBe('sent');
    clock.advance(SIGN_UP_COMPLETION_MS - 1);
    expect(await statusInList(504)).toBe('sent');
    clock.advance(1);
    // The list reads the completion before the configuration is opened again.
    expect(await statusInList(504)).toBe('completed');
    expect((await config.signUpForm(504)).status).toBe('completed');
    await config.approveSignUpForm(504);
    expect(await statusInList(504)).toBe('approved');
  });

  it("gives the profile's e-mail, once saved, as the pharmacy's contact e-mail", async () => {
    const { list, config } = demo();
    const settings = await config.settings(504);
    await config.saveProfile(504, { ...settings.profile, email: 'nuevo@farmacia.es' });
    expect((await list.details()).find((entry) => entry.eid === 504)?.contactMail).toBe('nuevo@farmacia.es');
  });

  it('lists a pharmacy the wizard created with the seller and the administrative contact it recorded, and follows an edit', async () => {
    const { list, wizard } = demo();
    const model = await wizard.get(500);
    const eid = await wizard.create({
      ...model,
      commercial: { ...model.commercial, clientName: 'Farmacia Nueva del Puerto', clientMail: 'puerto@farmacia.es' },
      administrative: { ...model.administrative, contact: 'Elena Ruiz' },
      loginData: { user: 'farmacia-puerto', password: 'Secreta-2026' },
      commercialSeller: 'kam-3',
    });
    const detailsOf = async () => (await list.details()).find((entry) => entry.eid === eid);
    expect(await detailsOf()).toMatchObject({ commercial: 'Marina Pastor', administrative: 'Elena Ruiz', contactMail: 'puerto@farmacia.es' });
    await wizard.edit(eid, { ...(await wizard.get(eid)), commercialSeller: 'kam-5', administrative: { ...model.administrative, contact: 'Pablo Soler' } });
    expect(await detailsOf()).toMatchObject({ commercial: 'Sofía Crespo', administrative: 'Pablo Soler' });
  });

  it('starts the sign-up forms in turn by eid, and completes a sent one on the clock only', () => {
    expect([0, 1, 2, 3, 4, 5].map((turn) => demoSignUpStart(600 + turn))).toEqual([
      { status: 'pending', hasLink: false },
      { status: 'sent', hasLink: true },
      { status: 'open', hasLink: true },
      { status: 'completed', hasLink: true },
      { status: 'approved', hasLink: true },
      { status: 'pending', hasLink: true },
    ]);
    expect(signUpStatusAt({ eid: 1, signUp: { status: 'sent' }, signUpSentAt: undefined }, CONTRACT_NOW)).toBe('sent');
    expect(signUpStatusAt({ eid: 1, signUp: { status: 'open' }, signUpSentAt: 0 }, CONTRACT_NOW)).toBe('open');
    expect(signUpStatusAt({ eid: 1, signUp: { status: 'sent' }, signUpSentAt: CONTRACT_NOW - SIGN_UP_COMPLETION_MS }, CONTRACT_NOW)).toBe('completed');
    const { db } = demo();
    expect(demoSignUpStatuses(db, CONTRACT_NOW)(506)).toBe('open');
  });
});

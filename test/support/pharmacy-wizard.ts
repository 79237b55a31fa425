import { screen, within } from '@testing-library/react';
import type { WizardStep } from '@domain/entities';
import { emptyWizardValues, type WizardValues } from '@domain/pharmacy-wizard';
import { startApp, type RunningApp, type StartOptions } from './app-harness';

/** The creation wizard's address. */
export const NEW_PHARMACY = '#/app-h/backoffice/wizard';

/** A valid NIE (X, 1234567, check letter L), a valid CIF (B, 1234567, check digit 4) and a valid DNI. */
export const A_NIE = 'X1234567L';
export const A_CIF = 'B12345674';
export const A_DNI = '12345678Z';

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled `label` (a required field's label ends in an asterisk). */
export const input = (label: string): HTMLInputElement => screen.getByLabelText(new RegExp(`^${escaped(label)}\\s*\\*?$`), { selector: 'input' });

/** Types `text` into the field labelled `label`, replacing what it had. */
export async function write(app: RunningApp, label: string, text: string): Promise<void> {
  const element = input(label);
  await app.user.clear(element);
  if (text !== '') {
    await app.user.click(element);
    await app.user.paste(text);
  }
}

/** Picks an option of a Mantine select (its dropdown is hidden to jsdom's layout). */
export async function choose(app: RunningApp, label: string, option: string): Promise<void> {
  await app.user.click(screen.getByRole('combobox', { name: label }));
  await app.user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

export const nextButton = (): HTMLElement => screen.getByRole('button', { name: 'Siguiente' });

/** The step heading on screen, such as 'Paso 2 de 4: Titular y farmacia'. */
export async function expectStep(title: string): Promise<void> {
  await screen.findByRole('heading', { level: 2, name: title });
}

/** The error text shown beside the field labelled `label`. */
export function errorOf(label: string): string | null {
  const id = input(label).getAttribute('aria-describedby') ?? '';
  const texts = id
    .split(' ')
    .map((part) => document.getElementById(part))
    .filter((element): element is HTMLElement => element !== null && element.className.includes('error'))
    .map((element) => element.textContent);
  return texts[0] ?? null;
}

/** Fills the services step (CDM standard, Web basic, a commercial seller) and goes on. */
export async function fillServices(app: RunningApp): Promise<void> {
  await expectStep('Paso 1 de 4: Servicios');
  await app.user.click(screen.getByRole('radio', { name: 'CDM: Estándar' }));
  await app.user.click(screen.getByRole('radio', { name: 'Web: Básico' }));
  await choose(app, 'Comercial', 'Lucía Herrero');
  await app.user.click(nextButton());
}

/** Fills section 1 (owner with `ownerId`, the pharmacy) and goes on. */
export async function fillSection1(app: RunningApp, options: { ownerId?: string; name?: string } = {}): Promise<void> {
  await expectStep('Paso 2 de 4: Titular y farmacia');
  await write(app, 'Nombre', 'Elena');
  await write(app, 'Apellidos', 'Ruiz Soto');
  await write(app, 'DNI o NIE', options.ownerId ?? A_NIE);
  await write(app, 'Número de colegiado', '2812345');
  await write(app, 'Teléfono del titular', '612345678');
  await write(app, 'Correo electrónico del titular', 'elena.ruiz@example.es');
  await write(app, 'Nombre de la farmacia', options.name ?? 'Farmacia Ruiz Soto');
  await write(app, 'Dirección', 'Calle Mayor');
  await write(app, 'Número', '12');
  await write(app, 'Código postal', '28013');
  await write(app, 'Localidad', 'Madrid');
  await write(app, 'Provincia', 'Madrid');
  await write(app, 'Teléfono de la farmacia', '915551234');
  await write(app, 'Correo electrónico de la farmacia', 'hola@farmaciaruiz.es');
  await write(app, 'Persona de contacto', 'Elena Ruiz');
  await app.user.click(nextButton());
}

/** Fills section 2 (the company with `fiscalId`) and goes on. */
export async function fillSection2(app: RunningApp, options: { fiscalId?: string } = {}): Promise<void> {
  await expectStep('Paso 3 de 4: Datos administrativos');
  await write(app, 'Razón social', 'Farmacia Ruiz Soto S.L.');
  await write(app, 'NIF o CIF', options.fiscalId ?? A_CIF);
  await write(app, 'Dirección fiscal', 'Calle Mayor');
  await write(app, 'Número', '12');
  await write(app, 'Código postal', '28013');
  await write(app, 'Localidad', 'Madrid');
  await write(app, 'Provincia', 'Madrid');
  await write(app, 'Teléfono', '915551234');
  await write(app, 'Correo electrónico', 'admin@farmaciaruiz.es');
  await write(app, 'Persona de contacto', 'Elena Ruiz');
  await app.user.click(nextButton());
}

/** Fills section 3 (ERP, KAM, user `username`, password and terms); does not submit. */
export async function fillSection3(app: RunningApp, options: { username?: string; password?: string; repeat?: string } = {}): Promise<void> {
  await expectStep('Paso 4 de 4: Datos informáticos y acceso');
  await choose(app, 'ERP', 'Farmatic');
  await choose(app, 'KAM', 'Jorge Calvo');
  await write(app, 'Nombre de usuario', options.username ?? 'fruizsoto');
  await write(app, 'Contraseña', options.password ?? 'Secreta123');
  await write(app, 'Repite la contraseña', options.repeat ?? options.password ?? 'Secreta123');
  const terms = screen.getByRole('checkbox', { name: 'Acepto las condiciones del servicio' });
  if (!(terms as HTMLInputElement).checked) await app.user.click(terms);
}

/** The notices on screen (Mantine's notifications). */
export function notices(): string[] {
  return [...document.querySelectorAll('.mantine-Notification-root')].map((element) => within(element as HTMLElement).queryByText(/./)?.textContent ?? element.textContent ?? '');
}

/** Every field of the wizard filled in validly, on `step` (what a draft kept in this browser holds). */
export function aFilledWizard(step: WizardStep = 'section3'): WizardValues {
  const empty = emptyWizardValues();
  return {
    ...empty,
    step,
    plans: { basic: ['web'], standard: ['cdm'], premium: [] },
    commercialSeller: 'kam-1',
    text: {
      ...empty.text,
      ownerName: 'Elena',
      ownerSurname: 'Ruiz Soto',
      ownerDni: A_NIE,
      ownerColegiado: '2812345',
      ownerMail: 'elena.ruiz@example.es',
      ownerPhone: '612345678',
      pharmacyName: 'Farmacia Ruiz Soto',
      address: 'Calle Mayor',
      number: '12',
      postalCode: '28013',
      location: 'Madrid',
      province: 'Madrid',
      pharmacyPhone: '915551234',
      pharmacyMail: 'hola@farmaciaruiz.es',
      contact: 'Elena Ruiz',
      fiscalName: 'Farmacia Ruiz Soto S.L.',
      fiscalId: A_CIF,
      adminAddress: 'Calle Mayor',
      adminNumber: '12',
      adminPostalCode: '28013',
      adminLocation: 'Madrid',
      adminProvince: 'Madrid',
      adminPhone: '915551234',
      adminMail: 'admin@farmaciaruiz.es',
      adminContact: 'Elena Ruiz',
      erp: 'Farmatic',
      kam: 'kam-2',
    },
    username: 'fruizsoto',
    termsAccepted: true,
  };
}

/** The back-office account's uid, whose drafts the wizard offers. */
const BACKOFFICE_UID = 1;

/** Leaves `values` as the creation wizard's draft in this browser, as a reload would find it. */
export function keepWizardDraft(values: WizardValues, form = 'new', uid = BACKOFFICE_UID): void {
  window.localStorage.setItem(`backoffice.draft.${uid}.pharmacy-wizard:${form}`, JSON.stringify({ value: values, savedAt: Date.UTC(2026, 10, 21, 8) }));
}

/** Opens the creation wizard with a filled draft taken back, on `step`; the passwords are typed again. */
export async function openFilledWizard(step: WizardStep = 'section3', options: Pick<StartOptions, 'faults' | 'env'> = {}): Promise<RunningApp> {
  keepWizardDraft(aFilledWizard(step));
  const app = await startApp({ signInAs: 'backoffice', at: NEW_PHARMACY, ...options });
  await app.user.click(await screen.findByRole('button', { name: 'Recuperar cambios' }));
  await expectStep(STEP_TITLES[step]);
  if (step === 'section3') {
    await write(app, 'Contraseña', 'Secreta123');
    await write(app, 'Repite la contraseña', 'Secreta123');
  }
  return app;
}

export const STEP_TITLES: Record<WizardStep, string> = {
  services: 'Paso 1 de 4: Servicios',
  section1: 'Paso 2 de 4: Titular y farmacia',
  section2: 'Paso 3 de 4: Datos administrativos',
  section3: 'Paso 4 de 4: Datos informáticos y acceso',
};

import type { Page } from '@playwright/test';
import { expect, expectAccessible, signInAndLand, test } from './support/fixtures';

/** The demo's "now": every demo date is generated from it. */
const TODAY = new Date('2026-11-21T10:00:00+01:00');

/** The input of a field by its label (a required field's label ends in an asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const step = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });

test.describe('pharmacy wizard', () => {
  test('creates a pharmacy with a NIE owner and a CIF company, and finds it in the entity list', async ({ page }) => {
    // A long journey: four steps of a form, each checked for accessibility.
    test.setTimeout(180_000);
    await page.clock.setFixedTime(TODAY);
    const name = `Farmacia Ruiz ${test.info().repeatEachIndex + 1}`;
    const username = `fruiz${test.info().repeatEachIndex + 1}`;
    await signInAndLand(page, 'backoffice');
    await page.getByRole('button', { name: 'Nueva farmacia' }).click();
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/wizard$/);
    await expect(step(page, 'Paso 1 de 4: Servicios')).toBeVisible();

    // Services: a plan per service, a seller; next without them says what is missing.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Selecciona al menos un servicio en algún plan')).toBeVisible();
    await page.getByRole('radio', { name: 'CDM: Estándar' }).check();
    await page.getByRole('radio', { name: 'Web: Básico' }).check();
    await choose(page, 'Comercial', 'Lucía Herrero');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Owner and pharmacy, with a NIE and the map.
    await expect(step(page, 'Paso 2 de 4: Titular y farmacia')).toBeFocused();
    await field(page, 'Nombre').fill('Elena');
    await field(page, 'Apellidos').fill('Ruiz Soto');
    await field(page, 'DNI o NIE').fill('X1234567A');
    await field(page, 'DNI o NIE').blur();
    await expect(page.getByText('Comprueba valor')).toBeVisible();
    await field(page, 'DNI o NIE').fill('X1234567L');
    await field(page, 'Número de colegiado').fill('2812345');
    await field(page, 'Teléfono del titular').fill('612345678');
    await field(page, 'Correo electrónico del titular').fill('elena.ruiz@example.es');
    await field(page, 'Nombre de la farmacia').fill(name);
    await field(page, 'Dirección').fill('Calle Mayor');
    await field(page, 'Número').fill('12');
    await field(page, 'Código postal').fill('28013');
    await field(page, 'Localidad').fill('Madrid');
    await field(page, 'Provincia').fill('Madrid');
    await field(page, 'Teléfono de la farmacia').fill('915551234');
    await field(page, 'Correo electrónico de la farmacia').fill('hola@farmaciaruiz.es');
    await field(page, 'Persona de contacto').fill('Elena Ruiz');
    const map = page.getByRole('img', { name: 'Ubicación en el mapa' });
    await expect(map).toHaveAttribute('data-zoom', '14');
    await map.click();
    await expect(page.getByText(/^Ubicación marcada: 40\.41/)).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0f6e3d10000000049454e44ae426082', 'hex') });
    await expect(page.getByRole('img', { name: 'Logo de la farmacia' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // The company, with a CIF.
    await expect(step(page, 'Paso 3 de 4: Datos administrativos')).toBeVisible();
    await field(page, 'Razón social').fill(`${name} S.L.`);
    await field(page, 'NIF o CIF').fill('B12345674');
    await field(page, 'Dirección fiscal').fill('Calle Mayor');
    await field(page, 'Número').fill('12');
    await field(page, 'Código postal').fill('28013');
    await field(page, 'Localidad').fill('Madrid');
    await field(page, 'Provincia').fill('Madrid');
    await field(page, 'Teléfono').fill('915551234');
    await field(page, 'Correo electrónico').fill('admin@farmaciaruiz.es');
    await field(page, 'Persona de contacto').fill('Elena Ruiz');

    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(field(page, 'DNI o NIE')).toHaveValue('X1234567L');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(field(page, 'NIF o CIF')).toHaveValue('B12345674');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // IT and login data: a taken username is said as it is typed.
    await expect(step(page, 'Paso 4 de 4: Datos informáticos y acceso')).toBeVisible();
    await choose(page, 'ERP', 'Farmatic');
    await choose(page, 'KAM', 'Jorge Calvo');
    await field(page, 'Nombre de usuario').fill('farmacia');
    await expect(page.getByText('Nombre de usuario no disponible')).toBeVisible();
    await field(page, 'Nombre de usuario').fill(username);
    await expect(page.getByText('Nombre de usuario disponible')).toBeVisible();
    await field(page, 'Contraseña').fill('Secreta123');
    await field(page, 'Repite la contraseña').fill('Secreta124');
    await field(page, 'Repite la contraseña').blur();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await field(page, 'Repite la contraseña').fill('Secreta123');
    await page.getByRole('checkbox', { name: 'Acepto las condiciones del servicio' }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Crear farmacia' }).click();

    // Success goes to the entity list, where the new pharmacy is found.
    await expect(page.getByText('Entidad creada correctamente')).toBeVisible();
    await expect(page).toHaveURL(/#\/app-h\/backoffice\/admin\?search=/);
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    await expectAccessible(page);

    // Its data opens again in the wizard, with the login fixed.
    await page.getByRole('button', { name: `Editar datos de ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Datos de la farmacia' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'CDM: Estándar' })).toBeChecked();
  });
});

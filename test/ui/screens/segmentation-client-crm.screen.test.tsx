import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settledTable, startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const SCREEN = '#/app-h/segmentations';
const URLS = { shopUrl: 'https://farmacia-llorente.es', termsUrl: 'https://farmacia-llorente.es/condiciones' };

/** The results' rows of clients shown with their own name and a loyalty card (so with a CRM id), and their ERP ids. */
async function clientsWithCard(app: RunningApp): Promise<{ readonly row: HTMLElement; readonly name: string; readonly erpId: string }[]> {
  await screen.findByRole('heading', { name: 'Segmentación de clientes', level: 1 });
  const rows = within(await settledTable()).getAllByRole('row').slice(1);
  const erp = await app.services.crm.erpClients(500);
  return rows.flatMap((row) => {
    const cells = within(row).getAllByRole('cell');
    const name = cells[0]?.textContent ?? '';
    const loyalty = cells[3]?.textContent ?? '';
    const matches = erp.filter((client) => client.name === name && client.loyalty === loyalty);
    return name.includes('*') || loyalty === '' || matches.length !== 1 ? [] : [{ row, name, erpId: matches[0]?.erpId ?? '' }];
  });
}

async function openPanel(app: RunningApp, row: HTMLElement, name: string): Promise<HTMLElement> {
  await app.user.click(within(row).getByRole('button', { name: `Ver cliente ${name}` }));
  const panel = await screen.findByRole('dialog', { name: 'Ficha del cliente' });
  await within(panel).findByRole('heading', { name: 'Respuestas del CRM' });
  return panel;
}

const crmSection = (panel: HTMLElement): HTMLElement => within(panel).getByRole('region', { name: 'Respuestas del CRM' });

describe("segmentation client panel: the client's loyalty-CRM answers", () => {
  it('shows the questions and the answers of a client synced with a CRM response, and says so of a client who has not answered', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: SCREEN });
    await app.services.crm.createForm(500, URLS);
    const [answered, other] = await clientsWithCard(app);
    expect(answered).toBeDefined();
    expect(other).toBeDefined();
    await app.services.crm.syncUser(500, 'crm500-r0002', answered?.erpId ?? '');

    const panel = await openPanel(app, answered!.row, answered!.name);
    const section = crmSection(panel);
    const list = await within(section).findByLabelText('Respuestas del CRM');
    const pairs = [...list.querySelectorAll('dt')].map((term) => `${term.textContent ?? ''}: ${term.nextElementSibling?.textContent ?? ''}`);
    expect(pairs.slice(0, 4)).toEqual(['Nombre: María', 'Apellidos: Sanz Ortiz', 'Email: maria.sanz251@outlook.es', 'Teléfono móvil: 722997469']);
    expect(pairs).toHaveLength(13);
    expect(pairs).toContain('Intereses: Bebés y maternidad, Salud natural, Ortopedia');
    await app.user.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ficha del cliente' })).toBeNull());

    const second = await openPanel(app, other!.row, other!.name);
    const expected = await app.services.crm.responseByMember((await app.services.clients.clientData(500, other!.erpId))?.hash?.crmId ?? '');
    if (expected === undefined) expect(await within(crmSection(second)).findByText('El cliente no ha respondido al formulario del CRM.')).toBeVisible();
    else expect(within(crmSection(second)).getByText(expected.answers.get('crm500-1') as string)).toBeVisible();
  });

  it('says when the answers cannot be read, keeps the rest of the panel, and reads them again on retry', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: SCREEN, faults: { [DEMO_FAULT.crmResponseByMember]: 500 } });
    await app.services.crm.createForm(500, URLS);
    const [answered] = await clientsWithCard(app);
    await app.services.crm.syncUser(500, 'crm500-r0002', answered?.erpId ?? '');

    const panel = await openPanel(app, answered!.row, answered!.name);
    const alert = await within(crmSection(panel)).findByRole('alert');
    expect(within(alert).getByText('No se han podido leer las respuestas del CRM')).toBeVisible();
    expect(within(panel).getByRole('heading', { name: 'Datos generales' })).toBeVisible();
    expect(within(panel).getByRole('heading', { name: 'Ventas' })).toBeVisible();
    expect(within(panel).getAllByText(answered!.name).length).toBeGreaterThan(0);

    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(crmSection(panel)).findByText('Sanz Ortiz')).toBeVisible();
    expect(within(crmSection(panel)).queryByRole('alert')).toBeNull();
  });
});

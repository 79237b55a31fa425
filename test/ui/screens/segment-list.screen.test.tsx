import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, DEMO_FAULT_STATUS } from '../../support/demo-faults';
import { captureDownloads } from '../../support/downloads';

const LIST = '#/app-h/backoffice/segmentsList';

async function openList(at: `#/${string}` = LIST): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at });
  await screen.findByText(/de 12 segmentos$/);
  return app;
}

async function search(app: RunningApp, text: string, expectedCount: string): Promise<void> {
  await app.user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
  await app.user.paste(text);
  expect(await screen.findByText(expectedCount)).toBeVisible();
}

async function deleteSegment(app: RunningApp, name: string): Promise<void> {
  await app.user.click(screen.getByRole('button', { name: `Eliminar ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Eliminar segmento' });
  expect(dialog).toHaveTextContent(`¿Seguro que quieres eliminar este segmento? Las plantillas que lo usan se quedarán sin segmento.${name}`);
  await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
}

const rowTexts = (): (string | null)[] => screen.getAllByRole('row').map((row) => row.textContent);

describe('segment list screen', () => {
  it('lists the demo segments by name with their genders, ages and last editor', async () => {
    await openList();
    await screen.findByText('Alérgicos');
    expect(screen.getByText('12 de 12 segmentos')).toBeVisible();
    expect(rowTexts().slice(0, 4)).toEqual([
      'ImagenNombreDescripciónGénerosEdadesEditado porAcciones',
      'AlérgicosClientes que compran antihistamínicos en primaveraMujerHombreOtro16–70 añoslfernandezEditar',
      'DeportistasClientes de nutrición deportiva y fisioterapiaMujerHombreOtro16–50 añoslfernandezEditar',
      'DiabéticosClientes con tratamiento para la diabetesMujerHombreOtro30–100 añosmgarciaEditar',
    ]);
  });

  it('shows the gender and age picture of a segment without thumbnail', async () => {
    await openList('#/app-h/backoffice/segmentsList?search=mujeres%20mayores');
    expect(await screen.findByText('1 de 12 segmentos')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Mujer mayor' })).toBeVisible();
  });

  it('filters by gender and sorts by ages from the address', async () => {
    await openList('#/app-h/backoffice/segmentsList?gender=male&sort-by=ages&sort-order=desc');
    expect(await screen.findByText('10 de 12 segmentos')).toBeVisible();
    expect(rowTexts()[1]).toContain('Mayores de 75 años');
    expect(screen.getByRole('combobox', { name: 'Dirigido a' })).toHaveValue('Hombre');
  });

  it('exports what the search finds as a CSV file', async () => {
    const downloads = captureDownloads();
    const app = await openList();
    await search(app, 'mujeres', '2 de 12 segmentos');
    await app.user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Exportados 2 segmentos.')).toBeVisible();
    expect(downloads.map((download) => download.fileName)).toEqual(['segmentos-2026-11-21.csv']);
    const lines = new TextDecoder().decode(await downloads[0]!.content.arrayBuffer()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toEqual([
      '"Id";"Nombre";"Descripción";"Géneros";"Edad mínima";"Edad máxima";"Creado por";"Editado por"',
      '"6";"Mujeres de 25 a 45 años";"Clientas de 25 a 45 años";"Mujer";"25";"45";"mgarcia";"mgarcia"',
      '"10";"Mujeres mayores de 70 años";"Clientas de más de 70 años: osteoporosis y densitometría";"Mujer";"71";"100";"backoffice";"backoffice"',
    ]);
  });

  it('deletes a segment no campaign uses, once confirmed', async () => {
    const app = await openList();
    await search(app, 'fumadores', '1 de 12 segmentos');
    await deleteSegment(app, 'Fumadores');
    expect(await screen.findByText('Segmento «Fumadores» eliminado.')).toBeVisible();
    expect(await screen.findByText('0 de 11 segmentos')).toBeVisible();
    expect((await app.services.segments.list()).map((segment) => segment.name)).not.toContain('Fumadores');
  });

  it('keeps a segment an active campaign uses, with the spec message', async () => {
    const app = await openList();
    await search(app, 'hipertensos', '1 de 12 segmentos');
    await deleteSegment(app, 'Hipertensos');
    expect(await screen.findByText('El segmento está siendo usado por una campaña activa y no puede ser eliminado.')).toBeVisible();
    expect(screen.getByText('1 de 12 segmentos')).toBeVisible();
  });

  it.each([
    [409, 'El segmento está siendo usado por una campaña activa y no puede ser eliminado.'],
    [500, 'Error al eliminar segmentoHubo un error. Por favor reintente.'],
    [DEMO_FAULT_STATUS.serverMessage, `Error simulado en ${DEMO_FAULT.segmentsDelete}`],
  ])('keeps the segment and the search when deleting fails with %i', async (status, message) => {
    const app = await openList();
    await search(app, 'fumadores', '1 de 12 segmentos');
    app.fail(DEMO_FAULT.segmentsDelete, status);
    await deleteSegment(app, 'Fumadores');
    await waitFor(() => expect(document.querySelector('.mantine-Notification-root')).toHaveTextContent(message));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('fumadores');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eliminar Fumadores' })).toBeEnabled());
    expect(screen.getByText('1 de 12 segmentos')).toBeVisible();
  });

  it('tells a failed load and loads again on retry', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: LIST, faults: { [DEMO_FAULT.segmentsList]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar la lista de segmentosHubo un error. Por favor reintente.Reintentar');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('12 de 12 segmentos')).toBeVisible();
  });

  it('is not open to a pharmacy user', async () => {
    await startApp({ signInAs: 'farmacia', at: LIST });
    await waitFor(() => expect(window.location.hash).toBe('#/403'));
  });
});

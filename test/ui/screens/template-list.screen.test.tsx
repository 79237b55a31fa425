import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, DEMO_FAULT_STATUS } from '../../support/demo-faults';
import { captureDownloads } from '../../support/downloads';

const LIST = '#/app-h/backoffice/campaignTemplateList';
const SOLAR = 'Protección solar: verano sin quemaduras';

async function openList(): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at: LIST });
  await screen.findByText('13 de 13 plantillas');
  return app;
}

/** Pastes `text` into the list's search box and waits for the list to narrow. */
async function search(app: RunningApp, text: string, expectedCount: string): Promise<void> {
  await app.user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
  await app.user.paste(text);
  expect(await screen.findByText(expectedCount)).toBeVisible();
}

async function deleteTemplate(app: RunningApp, name: string): Promise<void> {
  await app.user.click(screen.getByRole('button', { name: `Eliminar ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Atención' });
  expect(dialog).toHaveTextContent(`¿Esta operación eliminará la plantilla? ¿Desea continuar?${name}`);
  await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
}

describe('campaign template list screen', () => {
  it('lists the demo templates by name with their type, segment, subject and last editor', async () => {
    await openList();
    await screen.findByText('Alérgicos');
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'IdNombreDescripciónTipoSegmentoAsuntoEditada porAcciones',
      '4Alergia primaveralConsejos y productos para la alergia al polenSanitariaAlérgicosLlega la primavera: prepárate para el polenlfernandezVista previaEditar✕',
      '12Black Friday en parafarmaciaOfertas del fin de semana de Black FridayPromocional—Black Friday: ofertas solo este fin de semanabackofficeVista previaEditar✕',
      '3Control de la tensión arterialInvitación a la toma de tensión gratuita en la farmaciaSanitariaHipertensosMide tu tensión gratis en tu farmaciamgarciaVista previaEditar✕',
      '6Cribado de colesterolCampaña de medición de colesterol en la farmaciaSanitariaMayores de 65 añosConoce tu nivel de colesterolbackofficeVista previaEditar✕',
      '10Deja de fumar con tu farmaciaPrograma de deshabituación tabáquicaSanitariaFumadoresEste es el momento de dejar de fumarlfernandezVista previaEditar✕',
    ]);
    expect(screen.getByText('1–5 de 13')).toBeVisible();
  });

  it('deletes a template no campaign uses, once confirmed', async () => {
    const app = await openList();
    await search(app, 'protección solar', '1 de 13 plantillas');
    await deleteTemplate(app, SOLAR);
    expect(await screen.findByText('plantilla eliminado con éxito')).toBeVisible();
    expect(await screen.findByText('0 de 12 plantillas')).toBeVisible();
    expect(screen.getByText('Ninguna plantilla coincide con la búsqueda.')).toBeVisible();
    expect((await app.services.templates.list()).map((template) => template.name)).not.toContain(SOLAR);
  });

  it('exports what the search finds as a CSV file', async () => {
    const downloads = captureDownloads();
    const app = await openList();
    await search(app, 'promocional', '4 de 13 plantillas');
    expect(window.location.hash).toBe(`${LIST}?search=promocional`);
    await app.user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Exportadas 4 plantillas.')).toBeVisible();
    expect(downloads.map((download) => download.fileName)).toEqual(['plantillas-de-campana-2026-11-21.csv']);
    const bytes = new Uint8Array(await downloads[0]!.content.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toBe('"Id";"Nombre";"Descripción";"Tipo";"Segmento";"Asunto";"Entrada del blog";"Creada por";"Editada por"');
    expect(lines.slice(1)).toEqual([
      '"12";"Black Friday en parafarmacia";"Ofertas del fin de semana de Black Friday";"Promocional";"";"Black Friday: ofertas solo este fin de semana";"";"backoffice";"backoffice"',
      '"5";"Dermocosmética: semana de la belleza";"Descuentos en dermocosmética y cuidado facial";"Promocional";"";"Semana de la belleza: hasta un 30 % de descuento";"";"mgarcia";"mgarcia"',
      '"11";"Nutrición deportiva";"Promoción de bebidas isotónicas y suplementos para deportistas";"Promocional";"";"Rinde más y recupérate mejor";"";"lfernandez";"lfernandez"',
      '"2";"Protección solar: verano sin quemaduras";"Promoción de fotoprotectores de alta protección";"Promocional";"";"Este verano, protege tu piel";"";"lfernandez";"lfernandez"',
    ]);
  });

  it('keeps a template in use, with its message', async () => {
    const app = await openList();
    await search(app, 'gripe 2026', '1 de 13 plantillas');
    await deleteTemplate(app, 'Vacunación de la gripe 2026');
    expect(await screen.findByText('La plantilla está en uso y no puede ser eliminada.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Eliminar Vacunación de la gripe 2026' })).toBeEnabled();
    expect(screen.getByText('1 de 13 plantillas')).toBeVisible();
  });

  it.each([
    [403, 'La plantilla está en uso y no puede ser eliminada.'],
    [500, 'Error al eliminar plantillaHubo un error. Por favor reintente.'],
    [DEMO_FAULT_STATUS.serverMessage, `Error simulado en ${DEMO_FAULT.templatesDelete}`],
  ])('keeps the template and the search when deleting fails with %i', async (status, message) => {
    const app = await openList();
    await search(app, 'protección solar', '1 de 13 plantillas');
    app.fail(DEMO_FAULT.templatesDelete, status);
    await deleteTemplate(app, SOLAR);
    await waitFor(() => expect(document.querySelector('.mantine-Notification-root')).toHaveTextContent(message));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('protección solar');
    await waitFor(() => expect(screen.getByRole('button', { name: `Eliminar ${SOLAR}` })).toBeEnabled());
    expect(screen.getByText('1 de 13 plantillas')).toBeVisible();
  });

  it('tells a failed load and loads again on retry', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: LIST, faults: { [DEMO_FAULT.templatesList]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar la lista de plantillasHubo un error. Por favor reintente.Reintentar');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('13 de 13 plantillas')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

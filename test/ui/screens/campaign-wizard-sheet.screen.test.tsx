import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';

const LIST = '#/app-h/campaigns/listCampaigns';

async function write(app: RunningApp, label: string, text: string): Promise<void> {
  await app.user.click(screen.getByRole('textbox', { name: label }));
  await app.user.paste(text);
}

/** Leaves Diseño forward, saving the design through the finish dialog. */
async function finishDesign(app: RunningApp): Promise<void> {
  await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));
  const dialog = await screen.findByRole('dialog', { name: 'Terminar el diseño' });
  await app.user.click(within(dialog).getByRole('button', { name: 'Guardar y continuar' }));
  await screen.findByRole('region', { name: 'Finalizar' });
}

describe('the campaign wizard’s design in a sheet of the pharmacy', () => {
  it('saves the design in a new sheet of the pharmacy, and the next save writes the same sheet', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: LIST });
    await screen.findByText(/ de \d+ campañas/);
    await app.user.click(screen.getByRole('button', { name: 'Nueva campaña de email' }));
    await screen.findByRole('heading', { level: 1, name: 'Campaña sin nombre' });
    await write(app, 'Nombre de la campaña', 'Revisión de la vista');
    await write(app, 'Asunto del correo', '¿Cuándo revisaste tu vista?');
    await app.user.click(screen.getByRole('combobox', { name: 'Segmento' }));
    await app.user.click(await screen.findByRole('option', { name: 'Mayores de 65 años', hidden: true }));
    await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await screen.findByRole('region', { name: 'Diseño' });
    await app.user.click(await screen.findByRole('button', { name: 'Añadir bloque de texto' }));
    await write(app, 'Texto del bloque 4', 'Te esperamos en la farmacia');
    await finishDesign(app);
    const cid = window.location.hash.split('/cid/')[1]?.split('?')[0] ?? '';
    const first = await app.services.campaigns.get(cid);
    expect(first.content.sheetId).toBe('sh500-1');
    expect(first.content.json).toContain('Te esperamos en la farmacia');

    await app.user.click(screen.getByRole('button', { name: 'Anterior' }));
    await screen.findByRole('region', { name: 'Diseño' });
    await write(app, 'Texto del bloque 4', ' con tu receta');
    await finishDesign(app);
    const second = await app.services.campaigns.get(cid);
    expect(second.content.sheetId).toBe('sh500-1');
    expect(second.content.json).toContain('Te esperamos en la farmacia con tu receta');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const LIST = '#/app-h/campaigns/listCampaigns';
const field = (name: string): HTMLElement => screen.getByRole('textbox', { name });

async function openFromList(as: 'farmacia' | 'socio'): Promise<RunningApp> {
  const app = await startApp({ signInAs: as, at: LIST });
  await app.user.click(await screen.findByRole('link', { name: 'Cabecera de email' }));
  await screen.findByRole('heading', { level: 1, name: 'Cabecera de email' });
  return app;
}

describe('email header editor screen', () => {
  it('edits the pharmacy header and saves it', async () => {
    const app = await openFromList('farmacia');
    expect(await screen.findByRole('textbox', { name: 'Texto del bloque 1' })).toHaveValue('Farmacia Llorente');
    await app.user.clear(field('Texto del bloque 1'));
    await app.user.click(field('Texto del bloque 1'));
    await app.user.paste('Farmacia Llorente · Gijón');
    await app.user.click(screen.getByRole('button', { name: 'Guardar cabecera' }));
    expect(await screen.findByText('Cabecera guardada. Las nuevas campañas de email empezarán con ella.')).toBeVisible();
    const saved = await app.services.emailHeaders.get(500);
    expect(saved?.html).toContain('Farmacia Llorente · Gijón');
    expect(saved?.html).toContain('<table role="presentation" width="500"');
  });

  it('creates the header of a pharmacy that has none, and says a failed save keeping the design', async () => {
    const app = await openFromList('socio');
    expect(await screen.findByText('La farmacia todavía no tiene cabecera: empieza con una de 500 px de ancho y una columna.')).toBeVisible();
    await app.user.click(await screen.findByRole('button', { name: 'Añadir bloque de texto' }));
    await app.user.click(field('Texto del bloque 1'));
    await app.user.paste('Farmacia Castillo');
    app.fail(DEMO_FAULT.emailHeadersCreate, 500);
    await app.user.click(screen.getByRole('button', { name: 'Crear cabecera' }));
    expect(await screen.findByText('No se ha podido guardar la cabecera')).toBeVisible();
    expect(field('Texto del bloque 1')).toHaveValue('Farmacia Castillo');
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Crear cabecera' }));
    expect(await screen.findByText('Cabecera guardada. Las nuevas campañas de email empezarán con ella.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar cabecera' })).toBeVisible());
    expect((await app.services.emailHeaders.get(520))?.html).toContain('Farmacia Castillo');
  });

  it('starts a new header 500 px wide, in the preview and in the header it saves', async () => {
    const app = await openFromList('socio');
    await app.user.click(await screen.findByRole('button', { name: 'Añadir bloque de texto' }));
    await app.user.click(field('Texto del bloque 1'));
    await app.user.paste('Farmacia Castillo');
    const preview = screen.getByTitle('Vista previa del correo');
    expect(preview.getAttribute('srcdoc')).toContain('<table role="presentation" width="500"');
    expect(preview.getAttribute('srcdoc')).toContain('max-width:500px');
    expect(preview.getAttribute('srcdoc')).not.toContain('600');
    await app.user.click(screen.getByRole('button', { name: 'Crear cabecera' }));
    expect(await screen.findByText('Cabecera guardada. Las nuevas campañas de email empezarán con ella.')).toBeVisible();
    const saved = await app.services.emailHeaders.get(520);
    expect(saved?.html).toContain('<table role="presentation" width="500"');
    expect(saved?.html).not.toContain('600');
    expect(JSON.parse(saved?.json ?? '{}')).toMatchObject({ format: 'email-blocks', width: 500 });
  });

  it("sends a pharmacist to the 403 page for another pharmacy's header", async () => {
    await startApp({ signInAs: 'farmacia', at: '#/app-h/setHeader/512' });
    expect(await screen.findByRole('heading', { name: 'Acceso no autorizado' })).toBeVisible();
  });
});

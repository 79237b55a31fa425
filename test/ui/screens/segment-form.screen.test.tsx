import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const NEW = '#/app-h/segments/saveSegment/new';
const LIST = '#/app-h/backoffice/segmentsList';

async function openNew(): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at: NEW });
  await screen.findByRole('heading', { name: 'Nuevo segmento' });
  return app;
}

const field = (label: string): HTMLInputElement => screen.getByRole('textbox', { name: label });
const thumbnailInput = (): HTMLInputElement => document.querySelector('input[type="file"]') as HTMLInputElement;
const aPng = (): File => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'vista.png', { type: 'image/png' });

async function fillNew(app: RunningApp, name = 'Revisión de la vista'): Promise<void> {
  await app.user.type(field('Nombre'), name);
  await app.user.type(field('Descripción'), 'Clientes con gafas graduadas');
}

describe('segment form screen', () => {
  it('creates a segment with a thumbnail, genders and ages, and lists it', async () => {
    const app = await openNew();
    await fillNew(app);
    await app.user.upload(thumbnailInput(), aPng());
    expect(await screen.findByRole('img', { name: 'Miniatura del segmento' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    await app.user.click(screen.getByRole('checkbox', { name: 'Otro' }));
    await app.user.clear(field('Edad mínima'));
    await app.user.type(field('Edad mínima'), '45');
    await app.user.clear(field('Edad máxima'));
    await app.user.type(field('Edad máxima'), '80');
    await app.user.click(screen.getByRole('button', { name: 'Guardar segmento' }));
    expect(await screen.findByText('Segmento creado correctamente')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(LIST));
    expect(await screen.findByText('13 de 13 segmentos')).toBeVisible();
    expect(await app.services.segments.get('13')).toEqual({
      id: '13',
      thumbnail: 'data:image/png;base64,iVBORw0KGgo=',
      name: 'Revisión de la vista',
      description: 'Clientes con gafas graduadas',
      filters: { gender: ['female', 'male'], minAge: 45, maxAge: 80 },
      isDeleted: false,
      createdBy: 'backoffice',
      editedBy: 'backoffice',
    });
  });

  it('applies the age rules as the user types and when a field is left', async () => {
    const app = await openNew();
    const minimum = field('Edad mínima');
    const maximum = field('Edad máxima');
    await app.user.clear(minimum);
    await app.user.type(minimum, '5');
    expect(screen.getByText('Al salir del campo será 16.')).toBeVisible();
    await app.user.tab();
    expect(minimum).toHaveValue('16');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Edades ajustadas: de 16 a 100 años.');

    await app.user.clear(minimum);
    await app.user.type(minimum, '70');
    await app.user.clear(maximum);
    await app.user.type(maximum, '60');
    expect(screen.getByText('Al salir del campo será 71.')).toBeVisible();
    await app.user.tab();
    expect(minimum).toHaveValue('70');
    expect(maximum).toHaveValue('71');

    await app.user.clear(minimum);
    await app.user.type(minimum, '120');
    await app.user.tab();
    expect(minimum).toHaveValue('100');
    expect(maximum).toHaveValue('100');
  });

  it('shows the segment picture chosen by gender and age', async () => {
    const app = await openNew();
    expect(screen.getByRole('img', { name: 'Hombre' })).toHaveAttribute('data-picture', 'male');
    await app.user.click(screen.getByRole('checkbox', { name: 'Hombre' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Otro' }));
    expect(screen.getByRole('img', { name: 'Mujer' })).toHaveAttribute('data-picture', 'female');
    await app.user.clear(field('Edad mínima'));
    await app.user.type(field('Edad mínima'), '66');
    expect(screen.getByRole('img', { name: 'Mujer mayor' })).toHaveAttribute('data-picture', 'old-female');
    await app.user.clear(field('Edad mínima'));
    await app.user.type(field('Edad mínima'), '65');
    expect(screen.getByRole('img', { name: 'Mujer' })).toHaveAttribute('data-picture', 'female');
  });

  it('refuses a thumbnail over 10 MB and a file that is not an image, keeping the form', async () => {
    const app = await openNew();
    await fillNew(app);
    const big = aPng();
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    await app.user.upload(thumbnailInput(), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('La imagen no puede superar los 10 MB');
    fireEvent.change(thumbnailInput(), { target: { files: [new File(['hola'], 'notas.txt', { type: 'text/plain' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo elegido no es una imagen. Elige una imagen PNG, JPG, GIF, WebP o SVG.');
    expect(screen.getByText('Sin miniatura')).toBeVisible();
    expect(field('Nombre')).toHaveValue('Revisión de la vista');
  });

  it('says which fields are missing and saves nothing', async () => {
    const app = await openNew();
    await app.user.click(screen.getByRole('checkbox', { name: 'Mujer' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Hombre' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Otro' }));
    await app.user.click(screen.getByRole('button', { name: 'Guardar segmento' }));
    expect(await screen.findByText('El nombre del segmento es obligatorio')).toBeVisible();
    expect(screen.getByText('La descripción del segmento es obligatoria')).toBeVisible();
    expect(screen.getByText('Elige al menos un género')).toBeVisible();
    expect(field('Nombre')).toHaveFocus();
    expect(await app.services.segments.list()).toHaveLength(12);
  });

  it('keeps everything typed when creating fails, and saves on a second try', async () => {
    const app = await openNew();
    await fillNew(app);
    app.fail(DEMO_FAULT.segmentsCreate, 500);
    await app.user.click(screen.getByRole('button', { name: 'Guardar segmento' }));
    await waitFor(() => expect(document.querySelector('.mantine-Notification-root')).toHaveTextContent('Error al crear segmentoHubo un error. Por favor reintente.'));
    expect(window.location.hash).toBe(NEW);
    expect(field('Nombre')).toHaveValue('Revisión de la vista');
    expect(field('Descripción')).toHaveValue('Clientes con gafas graduadas');
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Guardar segmento' }));
    expect(await screen.findByText('Segmento creado correctamente')).toBeVisible();
  });

  it('edits a segment no campaign uses', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/segments/saveSegment/4' });
    await screen.findByRole('heading', { name: 'Editar segmento' });
    expect(field('Nombre')).toHaveValue('Alérgicos');
    expect(field('Edad máxima')).toHaveValue('70');
    await app.user.clear(field('Nombre'));
    await app.user.type(field('Nombre'), 'Alérgicos al polen');
    await app.user.click(screen.getByRole('button', { name: 'Guardar segmento' }));
    expect(await screen.findByText('Segmento actualizado correctamente')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(LIST));
    expect(await app.services.segments.get('4')).toMatchObject({ name: 'Alérgicos al polen', editedBy: 'backoffice', createdBy: 'lfernandez' });
  });

  it('refuses to open a segment an active campaign uses', async () => {
    await startApp({ signInAs: 'backoffice', at: '#/app-h/segments/saveSegment/1' });
    expect(await screen.findByText('El segmento está siendo usado por una campaña activa y no puede ser editado.')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(LIST));
  });

  it('goes back to the list when the update is refused as in use', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/segments/saveSegment/4' });
    await screen.findByRole('heading', { name: 'Editar segmento' });
    await app.user.type(field('Descripción'), ' y ácaros');
    app.fail(DEMO_FAULT.segmentsUpdate, 403);
    await app.user.click(screen.getByRole('button', { name: 'Guardar segmento' }));
    expect(await screen.findByText('El segmento está siendo usado por una campaña activa y no puede ser editado.')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(LIST));
  });

  it('tells a failed permission check, and opens the form once it succeeds', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/segments/saveSegment/4', faults: { [DEMO_FAULT.segmentsCheckEditPermission]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al obtener el segmentoHubo un error. Por favor reintente.');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Editar segmento' })).toBeVisible();
    expect(field('Nombre')).toHaveValue('Alérgicos');
  });

  it('tells a segment that cannot be loaded', async () => {
    await startApp({ signInAs: 'backoffice', at: '#/app-h/segments/saveSegment/4', faults: { [DEMO_FAULT.segmentsGet]: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al obtener el segmentoHubo un error. Por favor reintente.');
    expect(screen.getByRole('button', { name: 'Volver al listado' })).toBeVisible();
  });
  it('offers back what was typed after a failed save and a reload', async () => {
    const app = await openNew();
    await fillNew(app, 'Cuidado de la vista');
    await app.user.click(screen.getByRole('checkbox', { name: 'Otro' }));
    app.fail(DEMO_FAULT.segmentsCreate, -1);
    await app.user.click(screen.getByRole('button', { name: 'Guardar segmento' }));
    await waitFor(() => expect(document.querySelector('.mantine-Notification-root')).toHaveTextContent(/^Error al crear segmento/));

    // A reload: the page goes away and the application starts again in the same browser.
    cleanup();
    const reloaded = await openNew();
    expect(await screen.findByText('Tienes cambios sin guardar en este segmento')).toBeVisible();
    expect(field('Nombre')).toHaveValue('');
    await reloaded.user.click(screen.getByRole('button', { name: 'Recuperar cambios' }));
    expect(field('Nombre')).toHaveValue('Cuidado de la vista');
    expect(field('Descripción')).toHaveValue('Clientes con gafas graduadas');
    expect(screen.getByRole('checkbox', { name: 'Otro' })).not.toBeChecked();
  });

  it('asks before overwriting a change saved elsewhere since the segment was opened', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/segments/saveSegment/8' });
    await screen.findByRole('heading', { name: 'Editar segmento' });
    const stored = await app.services.segments.get('8');
    await app.services.segments.update('8', { ...stored, description: 'Cambiado en otra pestaña' }, 'mgarcia');
    await app.user.clear(field('Nombre'));
    await app.user.type(field('Nombre'), 'Deportistas y corredores');
    await app.user.click(screen.getByRole('button', { name: 'Guardar segmento' }));
    const dialog = await screen.findByRole('dialog', { name: 'El segmento ha cambiado' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar mis cambios' }));
    expect(await screen.findByText('Segmento actualizado correctamente')).toBeVisible();
    expect(await app.services.segments.get('8')).toMatchObject({ name: 'Deportistas y corredores', description: 'Clientes de nutrición deportiva y fisioterapia' });
  });
});


import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp, type StartOptions } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const LIST = '#/app-h/backoffice/promotionalCampaignsList';
const NEW = '#/app-h/promotionalCampaign/savePromotionalCampaign/new';
/** Vitamina C: recordatorio, delivered on 24/11/2026 18:30 (scheduled). */
const VITAMIN = '#/app-h/promotionalCampaign/savePromotionalCampaign/3';
const PAST_DATE = 'la fecha de envio es inferior a la fecha de hoy... por lo tanto no es valida';

const field = (name: string): HTMLElement => screen.getByRole('textbox', { name });
const select = (name: string): HTMLElement => screen.getByRole('combobox', { name });
const saveButton = (): HTMLElement => screen.getByRole('button', { name: 'Guardar campaña' });

async function openForm(at: StartOptions['at'], heading: string, options: StartOptions = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at, ...options });
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

/** Picks an option of a Mantine select (its dropdown is styled as hidden in jsdom, which lays nothing out). */
async function choose(app: RunningApp, label: string, option: string): Promise<void> {
  await app.user.click(select(label));
  await app.user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

function setDelivery(date: string, time?: string): void {
  const day = screen.getByLabelText(/^Fecha de envío/);
  fireEvent.change(day, { target: { value: date } });
  fireEvent.blur(day);
  if (time !== undefined) fireEvent.change(screen.getByLabelText(/^Hora de envío/), { target: { value: time } });
}

async function fillNewCampaign(app: RunningApp): Promise<void> {
  await app.user.click(field('Nombre'));
  await app.user.paste('Vitamina C: segunda oleada');
  setDelivery('2026-12-02', '08:15');
  await choose(app, 'Promoción', '2x1 en vitamina C · 16/11/2026–16/12/2026');
  await choose(app, 'Plantilla promocional', 'Vitamina C');
}

describe('promotional campaign form screen', () => {
  it('creates a campaign from the list and returns to it', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: LIST });
    await screen.findByText('7 de 7 campañas');
    await app.user.click(screen.getByRole('link', { name: 'Nueva campaña promocional' }));
    await screen.findByRole('heading', { level: 1, name: 'Nueva campaña promocional' });
    await fillNewCampaign(app);
    expect(screen.getByText('Asunto: Dos por uno en vitamina C')).toBeVisible();
    expect(screen.getByText('Se enviará el 02/12/2026 08:15 (hora de Madrid) con la promoción «2x1 en vitamina C».')).toBeVisible();
    await app.user.click(saveButton());
    expect(await screen.findByText('Campaña promocional creada con éxito')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(LIST));
    expect(await screen.findByText('8 de 8 campañas')).toBeVisible();
    expect(await app.services.promotionalCampaigns.get('9')).toEqual({
      id: '9',
      name: 'Vitamina C: segunda oleada',
      deliveryDate: '2026-12-02',
      deliveryTime: '08:15',
      selectedPromotion: 5,
      activePromotionalTemplateSelected: 24,
      isDeleted: false,
      createdBy: 'backoffice',
    });
  });

  it('says which fields are missing and saves nothing', async () => {
    const app = await openForm(NEW, 'Nueva campaña promocional');
    await app.user.click(saveButton());
    expect(await screen.findByText('Revisa los campos marcados: la campaña no se ha guardado.')).toBeVisible();
    expect(screen.getByText('El nombre es obligatorio.')).toBeVisible();
    expect(screen.getByText('Indica una fecha de envío válida.')).toBeVisible();
    expect(screen.getByText('Selecciona una promoción.')).toBeVisible();
    expect(screen.getByText('Selecciona una plantilla promocional.')).toBeVisible();
    expect(await app.services.promotionalCampaigns.list()).toHaveLength(7);
  });

  it('refuses a delivery in the past as soon as the date is left, and on save', async () => {
    const app = await openForm(NEW, 'Nueva campaña promocional');
    await fillNewCampaign(app);
    setDelivery('2026-11-21', '09:59');
    expect(await screen.findByText(PAST_DATE)).toBeVisible();
    await app.user.click(saveButton());
    expect(await screen.findByText('Revisa los campos marcados: la campaña no se ha guardado.')).toBeVisible();
    expect(await app.services.promotionalCampaigns.list()).toHaveLength(7);
    // A minute after now is in the future.
    setDelivery('2026-11-21', '10:01');
    await waitFor(() => expect(screen.queryByText(PAST_DATE)).toBeNull());
    await app.user.click(saveButton());
    expect(await screen.findByText('Campaña promocional creada con éxito')).toBeVisible();
  });

  it('keeps everything typed when the save fails, and saves on a second try', async () => {
    const app = await openForm(NEW, 'Nueva campaña promocional');
    await fillNewCampaign(app);
    app.fail(DEMO_FAULT.promotionalCampaignsCreate, 500);
    await app.user.click(saveButton());
    await waitFor(() => expect(document.querySelector('.mantine-Notification-root')).toHaveTextContent('Error al crear la campaña promocionalHubo un error. Por favor reintente.'));
    expect(field('Nombre')).toHaveValue('Vitamina C: segunda oleada');
    expect(screen.getByLabelText(/^Fecha de envío/)).toHaveValue('2026-12-02');
    expect(select('Promoción')).toHaveValue('2x1 en vitamina C · 16/11/2026–16/12/2026');
    expect(window.location.hash).toBe(NEW);
    app.heal();
    await app.user.click(saveButton());
    expect(await screen.findByText('Campaña promocional creada con éxito')).toBeVisible();
    expect((await app.services.promotionalCampaigns.list()).map((campaign) => campaign.name)).toContain('Vitamina C: segunda oleada');
  });

  it('shows the server message of a refused save as a warning', async () => {
    const app = await openForm(NEW, 'Nueva campaña promocional');
    await fillNewCampaign(app);
    app.fail(DEMO_FAULT.promotionalCampaignsCreate, 200);
    await app.user.click(saveButton());
    expect(await screen.findByText(`Error simulado en ${DEMO_FAULT.promotionalCampaignsCreate}`)).toBeVisible();
    expect(field('Nombre')).toHaveValue('Vitamina C: segunda oleada');
  });

  it('updates a scheduled campaign', async () => {
    const app = await openForm(VITAMIN, 'Editar campaña promocional');
    await waitFor(() => expect(field('Nombre')).toHaveValue('Vitamina C: recordatorio'));
    await app.user.type(field('Nombre'), ' final');
    await app.user.click(saveButton());
    expect(await screen.findByText('Campaña promocional actualizada con éxito')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(LIST));
    expect(await app.services.promotionalCampaigns.get('3')).toMatchObject({ name: 'Vitamina C: recordatorio final', deliveryDate: '2026-11-24', deliveryTime: '18:30', createdBy: 'lfernandez' });
  });

  it('goes back to the list when the campaign was sent meanwhile, and offers what was typed when it is opened again', async () => {
    const app = await openForm(VITAMIN, 'Editar campaña promocional');
    await waitFor(() => expect(field('Nombre')).toHaveValue('Vitamina C: recordatorio'));
    await app.user.type(field('Nombre'), ' final');
    app.fail(DEMO_FAULT.promotionalCampaignsUpdate, 409);
    await app.user.click(saveButton());
    expect(await screen.findByText('La campaña promocional ya se ha enviado y no puede modificarse.')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(LIST));
    await screen.findByRole('heading', { level: 1, name: 'Campañas promocionales' });
    app.heal();
    window.location.hash = VITAMIN;
    await screen.findByText('Tienes cambios sin guardar en esta campaña promocional');
    await app.user.click(screen.getByRole('button', { name: 'Recuperar cambios' }));
    expect(field('Nombre')).toHaveValue('Vitamina C: recordatorio final');
  });

  it('asks before overwriting a change saved elsewhere since the form was loaded', async () => {
    const app = await openForm(VITAMIN, 'Editar campaña promocional');
    await waitFor(() => expect(field('Nombre')).toHaveValue('Vitamina C: recordatorio'));
    await app.user.type(field('Nombre'), ' final');
    await app.services.promotionalCampaigns.update('3', { ...(await app.services.promotionalCampaigns.get('3')), deliveryTime: '19:00' });
    await app.user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'La campaña ha cambiado' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar mis cambios' }));
    expect(await screen.findByText('Campaña promocional actualizada con éxito')).toBeVisible();
    expect(await app.services.promotionalCampaigns.get('3')).toMatchObject({ name: 'Vitamina C: recordatorio final', deliveryTime: '18:30' });
  });

  it('asks before leaving with unsaved changes', async () => {
    const app = await openForm(VITAMIN, 'Editar campaña promocional');
    await waitFor(() => expect(field('Nombre')).toHaveValue('Vitamina C: recordatorio'));
    await app.user.type(field('Nombre'), ' final');
    await app.user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(field('Nombre')).toHaveValue('Vitamina C: recordatorio final');
    expect(window.location.hash).toBe(VITAMIN);
  });

  it('shows a sent campaign as it went out, without saving', async () => {
    await openForm('#/app-h/promotionalCampaign/savePromotionalCampaign/2', 'Campaña promocional enviada');
    expect(screen.getByText('Se muestra tal como salió; no se puede modificar ni eliminar.')).toBeVisible();
    await waitFor(() => expect(field('Nombre')).toHaveValue('Semana de la belleza: lanzamiento'));
    expect(field('Nombre')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Guardar campaña' })).toBeNull();
    expect(await screen.findByText('Se envió el 01/11/2026 10:00 (hora de Madrid) con la promoción «Semana de la belleza».')).toBeVisible();
  });

  it('asks for another template when the campaign’s one is no longer active', async () => {
    const app = await openForm('#/app-h/promotionalCampaign/savePromotionalCampaign/8', 'Editar campaña promocional');
    expect(await screen.findByText('Esta plantilla ya no está activa: elige otra.')).toBeVisible();
    expect(select('Plantilla promocional')).toHaveValue('Plantilla 26 (no activa)');
    await choose(app, 'Plantilla promocional', 'Semana de la belleza');
    await waitFor(() => expect(screen.queryByText('Esta plantilla ya no está activa: elige otra.')).toBeNull());
    await app.user.click(saveButton());
    expect(await screen.findByText('Campaña promocional actualizada con éxito')).toBeVisible();
    expect((await app.services.promotionalCampaigns.get('8')).activePromotionalTemplateSelected).toBe(21);
  });

  it('tells when the templates cannot be loaded and loads them again on retry', async () => {
    const app = await openForm(NEW, 'Nueva campaña promocional', { faults: { [DEMO_FAULT.promotionalCampaignsActiveTemplates]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se han podido cargar las promociones y las plantillas promocionalesHubo un error. Por favor reintente.Reintentar');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await choose(app, 'Plantilla promocional', 'Navidad en tu farmacia');
    expect(screen.getByText('Asunto: Este año, regala cuidado')).toBeVisible();
  });

  it('tells a campaign that does not exist', async () => {
    await openForm('#/app-h/promotionalCampaign/savePromotionalCampaign/99', 'Editar campaña promocional');
    expect(await screen.findByText('La campaña promocional no existe o se ha eliminado.')).toBeVisible();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InMemoryHealthcareCampaignGateway } from '@adapters/healthcare';
import { startApp, type RunningApp, type StartOptions } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const LIST = '#/app-h/backoffice/healthcareCampaignsList';
const NEW = '#/app-h/healthcareCampaign/saveHealthcareCampaign/new';
const FLU = '#/app-h/healthcareCampaign/saveHealthcareCampaign/1';
const PAST_DATE = 'la fecha de envio es inferior a la fecha de hoy... por lo tanto no es valida';

const saveButton = (): HTMLElement => screen.getByRole('button', { name: 'Guardar campaña' });
const segmentGroups = (): (string | null)[] => screen.getAllByRole('group').filter((group) => group.tagName === 'DIV').map((group) => group.getAttribute('aria-label'));
const notice = (): Element | null => document.querySelector('.mantine-Notification-root');

async function openForm(at: StartOptions['at'], heading: string, options: StartOptions = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at, ...options });
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

function setDelivery(date: string, time?: string): void {
  const day = screen.getByLabelText(/^Fecha de envío/);
  fireEvent.change(day, { target: { value: date } });
  fireEvent.blur(day);
  if (time !== undefined) fireEvent.change(screen.getByLabelText(/^Hora de envío/), { target: { value: time } });
}

async function pickPharmacy(app: RunningApp, search: string, name: RegExp): Promise<void> {
  const box = await screen.findByRole('searchbox', { name: 'Buscar farmacia' });
  await app.user.clear(box);
  await app.user.paste(search);
  await app.user.click(await screen.findByRole('checkbox', { name }));
}

async function fillNewCampaign(app: RunningApp): Promise<void> {
  await app.user.click(screen.getByRole('textbox', { name: 'Nombre' }));
  await app.user.paste('Semana del corazón');
  setDelivery('2026-12-02', '08:15');
  await app.user.click(await screen.findByRole('searchbox', { name: 'Buscar farmacia' }));
  await pickPharmacy(app, '500', /· 500$/);
  await pickPharmacy(app, '501', /· 501$/);
  await pickPharmacy(app, '503', /· 503$/);
  await app.user.click(screen.getByRole('checkbox', { name: 'Revisión de la medicación en mayores' }));
  await app.user.click(screen.getByRole('checkbox', { name: 'Hipertensión y sal: consejos' }));
}

describe('healthcare campaign form screen', () => {
  it('creates a campaign for three pharmacies with templates of two segments, showing the sends per segment', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: LIST });
    await screen.findByText('6 de 6 campañas');
    await app.user.click(screen.getByRole('link', { name: 'Nueva campaña sanitaria' }));
    await screen.findByRole('heading', { level: 1, name: 'Nueva campaña sanitaria' });
    await fillNewCampaign(app);
    expect(screen.getByText(/^3 de \d+ farmacias seleccionadas$/)).toBeVisible();
    expect(screen.getByText('2 plantillas de 2 segmentos')).toBeVisible();
    // One template per segment: the other template of a chosen segment is disabled.
    expect(screen.getByRole('checkbox', { name: /Vacuna de la gripe: campaña de otoño/ })).toBeDisabled();
    const perSegment = (segmentId: number) => [500, 501, 503].reduce((sum, eid) => sum + 20 + ((eid * 37 + segmentId * 53) % 180), 0);
    expect(await screen.findByText(`Mayores de 65 años: ${perSegment(1)} envíos`)).toBeVisible();
    expect(screen.getByText(`Hipertensos: ${perSegment(2)} envíos`)).toBeVisible();
    expect(screen.getByText('Se enviará el 02/12/2026 08:15 (hora de Madrid).')).toBeVisible();
    await app.user.click(saveButton());
    expect(await screen.findByText('Campaña de salud creada con éxito')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(LIST));
    expect(await screen.findByText('7 de 7 campañas')).toBeVisible();
    expect(await app.services.healthcareCampaigns.get(8)).toMatchObject({
      name: 'Semana del corazón',
      deliveryDate: '2026-12-02',
      deliveryTime: '08:15',
      status: 10,
      pharmacies: [500, 501, 503],
      templates: [
        { segmentId: 1, templateId: 101 },
        { segmentId: 2, templateId: 104 },
      ],
      createdBy: 'backoffice',
    });
  });

  it('refuses an empty form, a delivery in the past and empty selections, saving nothing', async () => {
    const app = await openForm(NEW, 'Nueva campaña sanitaria');
    await screen.findByRole('searchbox', { name: 'Buscar farmacia' });
    setDelivery('2026-11-20', '10:00');
    expect(await screen.findByText(PAST_DATE)).toBeVisible();
    await app.user.click(saveButton());
    expect(await screen.findByText('Revisa los campos marcados: la campaña no se ha guardado.')).toBeVisible();
    expect(screen.getByText('El nombre es obligatorio.')).toBeVisible();
    expect(screen.getByText('Selecciona al menos una farmacia.')).toBeVisible();
    expect(screen.getByText('Selecciona al menos una plantilla.')).toBeVisible();
    expect(await app.services.healthcareCampaigns.list()).toHaveLength(6);
  });

  it('selects every pharmacy a search finds, and all templates one per segment', async () => {
    const app = await openForm(NEW, 'Nueva campaña sanitaria');
    const box = await screen.findByRole('searchbox', { name: 'Buscar farmacia' });
    await app.user.click(box);
    await app.user.paste('50');
    const all = await screen.findByRole('checkbox', { name: /^Seleccionar todas las encontradas \(\d+\)$/ });
    const found = Number(/\((\d+)\)/.exec((all as HTMLInputElement).labels?.[0]?.textContent ?? '')?.[1] ?? Number.NaN);
    expect(found).toBeGreaterThan(1);
    await app.user.click(all);
    expect(screen.getByText(new RegExp(`^${String(found)} de \\d+ farmacias seleccionadas$`))).toBeVisible();
    await app.user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas (una por segmento)' }));
    expect(screen.getByText('6 plantillas de 6 segmentos')).toBeVisible();
    await app.user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas (una por segmento)' }));
    expect(screen.getByText('0 plantillas de 0 segmentos')).toBeVisible();
  });

  it('narrows the templates to a segment, and the segments to those with a template the search finds', async () => {
    const app = await openForm(NEW, 'Nueva campaña sanitaria');
    await screen.findByRole('checkbox', { name: 'Toma de tensión gratuita' });
    await app.user.click(screen.getByRole('searchbox', { name: 'Buscar plantilla' }));
    await app.user.paste('REVISIÓN');
    expect(segmentGroups()).toEqual(['Mayores de 65 años', 'Mujeres de 25 a 45 años']);
    await app.user.click(screen.getByRole('combobox', { name: 'Segmento' }));
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Mayores de 65 años', 'Mujeres de 25 a 45 años']);
    await app.user.click(screen.getByRole('option', { name: 'Mujeres de 25 a 45 años', hidden: true }));
    expect(segmentGroups()).toEqual(['Mujeres de 25 a 45 años']);
  });

  it('keeps what was typed when creating fails, with the spec message', async () => {
    const app = await openForm(NEW, 'Nueva campaña sanitaria', { faults: { [DEMO_FAULT.healthcareCampaignsCreate]: 500 } });
    await fillNewCampaign(app);
    await app.user.click(saveButton());
    await waitFor(() => expect(notice()).toHaveTextContent('Error al crear la campaña de salud'));
    expect(window.location.hash).toBe(NEW);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Semana del corazón');
    expect(screen.getByText(/^3 de \d+ farmacias seleccionadas$/)).toBeVisible();
  });

  it('tells when the number of sends cannot be counted', async () => {
    const app = await openForm(NEW, 'Nueva campaña sanitaria', { faults: { [DEMO_FAULT.healthcareCampaignsSegmentSendCount]: 500 } });
    await fillNewCampaign(app);
    expect(await screen.findByText('Error en el número de envios')).toBeVisible();
  });

  it('updates a ready campaign, and says so; a failed update keeps the change', async () => {
    const app = await openForm(FLU, 'Editar campaña sanitaria', { faults: { [DEMO_FAULT.healthcareCampaignsUpdate]: 500 } });
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveValue('Vacuna de la gripe 2026');
    expect(await screen.findByText(/^4 de \d+ farmacias seleccionadas$/)).toBeVisible();
    await app.user.clear(name);
    await app.user.paste('Vacuna de la gripe: segunda dosis');
    await app.user.click(saveButton());
    await waitFor(() => expect(notice()).toHaveTextContent('Error al actualizar Campaña de Salud'));
    expect(name).toHaveValue('Vacuna de la gripe: segunda dosis');
    app.heal();
    await app.user.click(saveButton());
    expect(await screen.findByText('Campaña de salud actualizada con éxito')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(LIST));
    expect((await app.services.healthcareCampaigns.get(1)).name).toBe('Vacuna de la gripe: segunda dosis');
  });

  it('shows a sent campaign without saving', async () => {
    await openForm('#/app-h/healthcareCampaign/saveHealthcareCampaign/2', 'Campaña sanitaria');
    expect(screen.getByText('Esta campaña ya no está lista: Enviada')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Guardar campaña' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Diabéticos' })).getByRole('checkbox', { name: 'Día mundial de la diabetes' })).toBeChecked();
  });

  it('says when the service has no active template to offer, and the campaign cannot be saved without one', async () => {
    // A demo backend whose templates are all inactive: it answers with no active template.
    const activeTemplates = vi.spyOn(InMemoryHealthcareCampaignGateway.prototype, 'activeTemplates').mockResolvedValue([]);
    try {
      const app = await openForm(NEW, 'Nueva campaña sanitaria');
      expect(await screen.findByText('No se encontraron plantillas activas!')).toBeVisible();
      expect(screen.getByText('No hay plantillas que elegir.')).toBeVisible();
      expect(activeTemplates).toHaveBeenCalled();
      expect(screen.getByRole('checkbox', { name: 'Seleccionar todas (una por segmento)' })).toBeDisabled();
      await app.user.click(saveButton());
      expect(await screen.findByText('Revisa los campos marcados: la campaña no se ha guardado.')).toBeVisible();
      expect(screen.getByRole('heading', { level: 1, name: 'Nueva campaña sanitaria' })).toBeVisible();
    } finally {
      activeTemplates.mockRestore();
    }
  });
});

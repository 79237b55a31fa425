import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readDraft, writeDraft } from '@ui/shared/form-draft';
import { HARNESS_NOW, startApp, type RunningApp, type StartOptions } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const FLU = '#/app-h/approvals/campaign/1';
const DASHBOARD = '#/app-h/dashboard';

/** How many clients of pharmacy 500 a demo segment reaches (the demo's fixed rule). */
const clients = (segmentId: number): number => 20 + ((500 * 37 + segmentId * 53) % 180);

const footer = (): HTMLElement => document.getElementById('campaign-footer')!;
const footerButton = (name: string): HTMLElement => within(footer()).getByRole('button', { name });
const readyList = (): HTMLElement => screen.getByRole('list', { name: 'Plantillas listas' });
const readyNames = (): string[] => within(readyList()).queryAllByRole('listitem').map((item) => item.querySelector('p')?.textContent ?? '');

async function openFlu(options: StartOptions = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'farmacia', at: FLU, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Vacuna de la gripe 2026' });
  return app;
}

async function addBySearch(app: RunningApp, search: string, template: string): Promise<void> {
  await app.user.click(footerButton('Añadir otra'));
  const box = await screen.findByRole('searchbox', { name: 'Buscar plantilla' });
  await app.user.type(box, search);
  await app.user.click(screen.getByRole('radio', { name: new RegExp(template) }));
  await app.user.click(screen.getByRole('button', { name: 'Añadir a las plantillas listas' }));
  await screen.findByRole('heading', { level: 2, name: 'Plantillas listas' });
}

describe('pharmacist campaign screen', () => {
  it('shows the proposal, changes a template, saves, sees what will be sent and confirms, back to the private area', async () => {
    const app = await openFlu();
    expect(screen.getByText('Se enviará el 26/11/2026 10:00 (hora de Madrid).')).toBeVisible();
    // Full cover, no navigation, the campaign footer with the step's actions.
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
    expect(readyNames()).toEqual(['Vacuna de la gripe: campaña de otoño', 'Toma de tensión gratuita']);
    expect(await screen.findByText(`Mayores de 65 años · ${clients(1)} clientes`)).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Quitar Toma de tensión gratuita' }));
    expect(readyNames()).toEqual(['Vacuna de la gripe: campaña de otoño']);
    await addBySearch(app, 'DIABETES', 'Día mundial de la diabetes');
    expect(readyNames()).toEqual(['Vacuna de la gripe: campaña de otoño', 'Día mundial de la diabetes']);

    await app.user.click(footerButton('Guardar'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Qué se enviará' })).toBeVisible();
    expect(await screen.findByText(`En total, ${clients(1) + clients(3)} envíos a clientes de tu farmacia.`)).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([`Mayores de 65 añosVacuna de la gripe: campaña de otoño${clients(1)}`, `DiabéticosDía mundial de la diabetes${clients(3)}`]);
    expect(await app.services.healthcareCampaigns.pharmacistCampaign(1, 500)).toMatchObject({ confirmed: false, campaign: { templates: [{ segmentId: 1, templateId: 102 }, { segmentId: 3, templateId: 105 }] } });

    await app.user.click(footerButton('Confirmar e ir al área privada'));
    expect(await screen.findByText('Campaña confirmada. Gracias: se enviará a tus clientes en la fecha prevista.')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(DASHBOARD));
    expect(await app.services.healthcareCampaigns.pharmacistCampaign(1, 500)).toMatchObject({ confirmed: true });
    // The back-office sees the campaign in use: still ready (10), and it can no longer be cancelled.
    expect((await app.services.healthcareCampaigns.get(1)).status).toBe(10);
    await expect(app.services.healthcareCampaigns.cancel(1)).rejects.toMatchObject({ status: 409 });
  });

  it('is reached from the pharmacy dashboard, which no longer shows it once confirmed', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: DASHBOARD });
    const card = await screen.findByTestId('pending-approvals');
    expect(within(card).getByRole('heading', { name: '1 campaña sanitaria por aprobar' })).toBeVisible();
    expect(within(card).getByText('Vacuna de la gripe 2026')).toBeVisible();
    expect(within(card).getByText('Se enviará el 26/11/2026 10:00 (hora de Madrid).')).toBeVisible();
    await app.user.click(within(card).getByRole('link', { name: 'Revisar y aprobar Vacuna de la gripe 2026' }));
    await screen.findByRole('heading', { level: 1, name: 'Vacuna de la gripe 2026' });
    expect(window.location.hash).toBe(FLU);
    await app.user.click(footerButton('Guardar'));
    await app.user.click(await within(footer()).findByRole('button', { name: 'Confirmar e ir al área privada' }));
    await waitFor(() => expect(window.location.hash).toBe(DASHBOARD));
    await screen.findByTestId('dashboard');
    await waitFor(() => expect(screen.queryByTestId('pending-approvals')).toBeNull());
  });

  it('chooses from selectTemplate after removing the last ready template, with the segment and search rules', async () => {
    const app = await openFlu();
    await app.user.click(screen.getByRole('button', { name: 'Quitar Toma de tensión gratuita' }));
    await app.user.click(screen.getByRole('button', { name: 'Quitar Vacuna de la gripe: campaña de otoño' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Elige un segmento y una plantilla' })).toBeVisible();
    expect(within(footer()).queryByRole('button', { name: 'Guardar' })).toBeNull();
    const add = screen.getByRole('button', { name: 'Añadir a las plantillas listas' });
    expect(add).toBeDisabled();
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar plantilla' }), 'consejos');
    expect(within(screen.getByRole('radiogroup', { name: 'Plantillas' })).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['104', '108']);
    await app.user.click(screen.getByRole('radio', { name: /Polen: consejos para casa/ }));
    await app.user.click(add);
    expect(readyNames()).toEqual(['Polen: consejos para casa']);
    // A segment with a ready template cannot take another.
    await app.user.click(footerButton('Añadir otra'));
    expect(screen.getByRole('radio', { name: /Alergia primaveral: prepárate/ })).toBeDisabled();
    // A segment limits the templates to its own; the segment of a ready template cannot be chosen.
    await app.user.click(screen.getByRole('combobox', { name: 'Segmento' }));
    expect(screen.getByRole('option', { name: 'Alérgicos (ya tiene plantilla)', hidden: true })).toHaveAttribute('aria-disabled', 'true');
    await app.user.click(screen.getByRole('option', { name: 'Hipertensos', hidden: true }));
    await waitFor(() => expect(within(screen.getByRole('radiogroup', { name: 'Plantillas' })).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['103', '104']));
    await app.user.click(screen.getByRole('button', { name: 'Volver a las plantillas listas' }));
    expect(readyNames()).toEqual(['Polen: consejos para casa']);
    expect(readDraft(2, 'pharmacist-campaign:1:500')?.value).toEqual([{ segmentId: 4, templateId: 108 }]);
    // Leaving with a choice not saved asks first; discarding forgets it.
    await app.user.click(screen.getByRole('link', { name: 'Backoffice Farmacias' }));
    const question = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    await app.user.click(within(question).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(window.location.hash).toBe(DASHBOARD));
    expect(readDraft(2, 'pharmacist-campaign:1:500')).toBeUndefined();
  });

  it('previews a template with its audience and how many clients it reaches', async () => {
    const app = await openFlu();
    await app.user.click(screen.getByRole('button', { name: 'Vista previa de Toma de tensión gratuita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vista previa de la plantilla' });
    expect(await within(dialog).findByText('Para: mujeres, hombres, otros, desde 40 años.')).toBeVisible();
    expect(await within(dialog).findByText(`Llega a ${clients(2)} clientes de tu farmacia.`)).toBeVisible();
    await app.user.keyboard('{Escape}');
    // The dialog closes after its transition, which a busy machine stretches.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  });

  it('says when the campaign cannot be loaded, and loads it on retry', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: FLU, faults: { [DEMO_FAULT.healthcareCampaignsPharmacistCampaign]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se ha podido cargar la campaña sanitaria')).toBeVisible();
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vacuna de la gripe 2026' })).toBeVisible();
  });

  it('tells another pharmacy that the campaign is not for it', async () => {
    await startApp({ signInAs: 'farmacia2', at: FLU });
    expect(await screen.findByText('Esta campaña no existe o no está dirigida a tu farmacia')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir al escritorio' })).toBeVisible();
  });

  it('tells a back-office user that the approval is the pharmacy\'s', async () => {
    await startApp({ signInAs: 'backoffice', at: FLU });
    expect(await screen.findByText('Esta página es para la farmacia')).toBeVisible();
  });

  it('keeps the selection when the save fails, and saves it on retry', async () => {
    const app = await openFlu({ faults: { [DEMO_FAULT.healthcareCampaignsSavePharmacistSelection]: 500 } });
    await app.user.click(screen.getByRole('button', { name: 'Quitar Toma de tensión gratuita' }));
    await app.user.click(footerButton('Guardar'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se ha podido guardar tu selección')).toBeVisible();
    expect(readyNames()).toEqual(['Vacuna de la gripe: campaña de otoño']);
    expect(readDraft(2, 'pharmacist-campaign:1:500')?.value).toEqual([{ segmentId: 1, templateId: 102 }]);
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Qué se enviará' })).toBeVisible();
    expect((await app.services.healthcareCampaigns.pharmacistCampaign(1, 500)).campaign.templates).toEqual([{ segmentId: 1, templateId: 102 }]);
    expect(readDraft(2, 'pharmacist-campaign:1:500')).toBeUndefined();
  });

  it('stays on the summary when the confirmation fails, and confirms on retry', async () => {
    const app = await openFlu({ faults: { [DEMO_FAULT.healthcareCampaignsConfirmPharmacistSelection]: 500 } });
    await app.user.click(footerButton('Guardar'));
    await app.user.click(await within(footer()).findByRole('button', { name: 'Confirmar e ir al área privada' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se ha podido confirmar la campaña')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Qué se enviará' })).toBeVisible();
    expect((await app.services.healthcareCampaigns.pharmacistCampaign(1, 500)).confirmed).toBe(false);
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(window.location.hash).toBe(DASHBOARD));
    expect((await app.services.healthcareCampaigns.pharmacistCampaign(1, 500)).confirmed).toBe(true);
  });

  it('detects a change by the back-office before saving, writes nothing, and reloads keeping the choice', async () => {
    const app = await openFlu();
    await app.user.click(screen.getByRole('button', { name: 'Quitar Toma de tensión gratuita' }));
    await app.services.healthcareCampaigns.update(1, {
      name: 'Vacuna de la gripe 2026',
      deliveryDate: '2026-11-27',
      deliveryTime: '11:00',
      pharmacies: [500, 501, 502, 503],
      templates: [{ segmentId: 1, templateId: 102 }],
      author: 'backoffice',
    });
    await app.user.click(footerButton('Guardar'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('La campaña ha cambiado desde que la abriste')).toBeVisible();
    expect(within(alert).getByText('La campaña ha sido modificada por el equipo de backoffice')).toBeVisible();
    expect((await app.services.healthcareCampaigns.pharmacistCampaign(1, 500)).campaign.templates).toEqual([{ segmentId: 1, templateId: 102 }]);
    await app.user.click(within(alert).getByRole('button', { name: 'Volver a cargar la campaña' }));
    expect(await screen.findByText('Se enviará el 27/11/2026 11:00 (hora de Madrid).')).toBeVisible();
    expect(readyNames()).toEqual(['Vacuna de la gripe: campaña de otoño']);
    await app.user.click(footerButton('Guardar'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Qué se enviará' })).toBeVisible();
  });

  it('says so on a network cut, loses nothing, and the kept choice comes back when the campaign opens again', async () => {
    const app = await openFlu({ faults: { [DEMO_FAULT.healthcareCampaignsCheckCampaignModification]: -1 } });
    await app.user.click(screen.getByRole('button', { name: 'Quitar Vacuna de la gripe: campaña de otoño' }));
    await app.user.click(footerButton('Guardar'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se ha podido comprobar si la campaña ha cambiado')).toBeVisible();
    expect(within(alert).getByText('No hay conexión con el servidor. Comprueba tu conexión y vuelve a intentarlo.')).toBeVisible();
    expect(within(alert).getByText('No se ha perdido nada: tu selección se conserva en este navegador.')).toBeVisible();
    expect(readyNames()).toEqual(['Toma de tensión gratuita']);
    expect(readDraft(2, 'pharmacist-campaign:1:500')?.value).toEqual([{ segmentId: 2, templateId: 103 }]);
  });

  it('offers back the choice this browser kept and can discard it', async () => {
    writeDraft(2, 'pharmacist-campaign:1:500', [{ segmentId: 4, templateId: 108 }], HARNESS_NOW);
    const app = await openFlu();
    expect(screen.getByText('Hemos recuperado tu selección sin guardar')).toBeVisible();
    expect(readyNames()).toEqual(['Polen: consejos para casa']);
    await app.user.click(screen.getByRole('button', { name: 'Descartar y ver la selección guardada' }));
    expect(readyNames()).toEqual(['Vacuna de la gripe: campaña de otoño', 'Toma de tensión gratuita']);
    await waitFor(() => expect(readDraft(2, 'pharmacist-campaign:1:500')).toBeUndefined());
  });

  it('says when the number of clients cannot be counted', async () => {
    const app = await openFlu({ faults: { [DEMO_FAULT.healthcareCampaignsSegmentSendCount]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error en el número de envios')).toBeVisible();
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(`Mayores de 65 años · ${clients(1)} clientes`)).toBeVisible();
  });
});

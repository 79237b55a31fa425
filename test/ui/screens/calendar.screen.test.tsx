import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

/** The agenda view: FullCalendar needs a real browser's layout; the Playwright journey covers the month. */
const AGENDA = '#/app-h/backoffice/campaigns/calendarCampaigns?view=list';

async function openAgenda(options: { faults?: Record<string, number> } = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at: AGENDA, faults: options.faults });
  await screen.findByRole('heading', { level: 1, name: 'Calendario de campañas' });
  return app;
}

const rowTexts = (): string[] => within(screen.getByRole('table', { name: 'Entradas y campañas del mes' })).getAllByRole('row').map((row) => row.textContent ?? '');

async function openEntry(app: RunningApp, name: string): Promise<HTMLElement> {
  await app.user.click(await screen.findByRole('button', { name: `Abrir ${name}` }));
  return screen.findByRole('dialog', { name });
}

const notice = async (text: string) => waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).toHaveTextContent(text));

describe('calendar campaigns screen', () => {
  it('shows the month’s entries of both groups with the campaigns scheduled and sent, and warns of two entries of one group on one day', async () => {
    await openAgenda();
    await screen.findByRole('table', { name: 'Entradas y campañas del mes' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('noviembre 2026');
    await waitFor(() => expect(rowTexts()).toHaveLength(13));
    expect(rowTexts()).toEqual([
      'FechaNombreTipoGrupoEstadoAcciones',
      '03/11/2026 10:00Campaña de la gripeEmailTop doctorsPlanificadaAbrir',
      '06/11/2026 10:00Bienvenida al club de saludEmailFarmacia 500Enviada',
      '09/11/2026 09:30Recordatorio de vacunaciónSMSFarmaciasPlanificadaAbrir',
      '14/11/2026 09:00Aviso de cierre por inventarioSMSFarmacia 512Enviada',
      '17/11/2026 11:00Cuidado de la piel en otoñoEmailFarmaciasPlanificadaAbrir',
      '19/11/2026 12:00Campaña de protección solarEmailFarmacia 503Enviada',
      '23/11/2026 10:00Revisión de tensión arterialEmailTop doctorsPlanificadaAbrir',
      '24/11/2026 12:00Día mundial de la diabetesEmailFarmaciasPlanificadaAbrir',
      '24/11/2026 18:00Oferta de vitamina CSMSFarmaciasPlanificadaAbrir',
      '26/11/2026 17:00Recogida de medicamentosSMSFarmacia 500Programada',
      '30/11/2026 09:00Consejos de inviernoEmailTop doctorsPlanificadaAbrir',
      '03/12/2026 10:00Semana del corazónEmailFarmacia 505Programada',
    ]);
    expect(screen.getByTestId('calendar-clashes')).toHaveTextContent('Entradas el mismo díaFarmacias tiene 2 entradas el 24/11/2026: Día mundial de la diabetes, Oferta de vitamina C');
  });

  it('hides an owner group, kept in the address, and moves between months', async () => {
    const app = await openAgenda();
    await screen.findByRole('table', { name: 'Entradas y campañas del mes' });
    await app.user.click(screen.getByRole('checkbox', { name: 'Farmacias' }));
    await waitFor(() => expect(screen.queryByText('Oferta de vitamina C')).toBeNull());
    expect(screen.queryByTestId('calendar-clashes')).toBeNull();
    expect(screen.getByText('Revisión de tensión arterial')).toBeVisible();
    expect(decodeURIComponent(window.location.hash)).toContain('hide=["farmacias"]');
    await app.user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    await screen.findByText('Navidad: horarios especiales');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('diciembre 2026');
    expect(screen.queryByText('Propósitos de año nuevo')).toBeNull();
    expect(decodeURIComponent(window.location.hash)).toContain('month=2026-12');
  });

  it('creates an entry on a day at a time, as an SMS with the default segmentation', async () => {
    const app = await openAgenda();
    await screen.findByRole('table', { name: 'Entradas y campañas del mes' });
    await app.user.click(screen.getByRole('button', { name: 'Nueva entrada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva entrada del calendario' });
    expect(within(dialog).getByLabelText(/^Día/)).toHaveValue('2026-11-21');
    await app.user.click(within(dialog).getByRole('button', { name: 'Crear entrada' }));
    expect(within(dialog).getByText('El nombre es obligatorio')).toBeVisible();
    await app.user.type(within(dialog).getByLabelText(/^Nombre/), 'Aviso de vacunas');
    fireEvent.change(within(dialog).getByLabelText(/^Día/), { target: { value: '2026-11-27' } });
    fireEvent.change(within(dialog).getByLabelText(/^Hora/), { target: { value: '16:45' } });
    await app.user.click(within(dialog).getByRole('radio', { name: 'SMS' }));
    expect(within(dialog).getByText('Segmentación: Todo sms')).toBeVisible();
    await app.user.click(within(dialog).getByRole('button', { name: 'Crear entrada' }));
    await notice('Entrada «Aviso de vacunas» creada');
    await waitFor(() => expect(rowTexts()).toContain('27/11/2026 16:45Aviso de vacunasSMSFarmaciasPlanificadaAbrir'));
    expect((await app.services.calendar.list()).find((entry) => entry.name === 'Aviso de vacunas')).toMatchObject({ type: 'sms', scheduledDate: Date.UTC(2026, 10, 27, 15, 45), owner: 'farmacias' });
  });

  it('keeps what was typed in the dialog when creating fails, and tells why', async () => {
    const app = await openAgenda();
    await screen.findByRole('table', { name: 'Entradas y campañas del mes' });
    app.fail(DEMO_FAULT.calendarCreate, 500);
    await app.user.click(screen.getByRole('button', { name: 'Nueva entrada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva entrada del calendario' });
    await app.user.type(within(dialog).getByLabelText(/^Nombre/), 'Aviso de vacunas');
    await app.user.click(within(dialog).getByRole('button', { name: 'Crear entrada' }));
    await notice('Ha ocurrido un error en el calendario');
    expect(within(dialog).getByLabelText(/^Nombre/)).toHaveValue('Aviso de vacunas');
    app.heal();
    await app.user.click(within(dialog).getByRole('button', { name: 'Crear entrada' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva entrada del calendario' })).toBeNull());
    expect((await app.services.calendar.list()).map((entry) => entry.name)).toContain('Aviso de vacunas');
  });

  it('deletes an entry once confirmed, and keeps it when deleting fails', async () => {
    const app = await openAgenda();
    app.fail(DEMO_FAULT.calendarRemove, 500);
    let dialog = await openEntry(app, 'Oferta de vitamina C');
    expect(dialog).toHaveTextContent('Fecha24/11/2026 18:00TipoSMSGrupoFarmaciasSegmentaciónTodo sms');
    await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    let confirm = await screen.findByRole('dialog', { name: 'Eliminar entrada' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await notice('Ha ocurrido un error en el calendario');
    expect(screen.getByText('Oferta de vitamina C', { selector: 'td' })).toBeVisible();
    app.heal();
    dialog = screen.getByRole('dialog', { name: 'Oferta de vitamina C' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    confirm = await screen.findByRole('dialog', { name: 'Eliminar entrada' });
    expect(confirm).toHaveTextContent('La entrada dejará de estar en el calendario. ¿Quieres eliminarla?Oferta de vitamina C');
    await app.user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await notice('Entrada «Oferta de vitamina C» eliminada');
    await waitFor(() => expect(screen.queryByText('Oferta de vitamina C', { selector: 'td' })).toBeNull());
    expect(screen.queryByTestId('calendar-clashes')).toBeNull();
  });

  it('turns an entry into a campaign draft with the default segmentation, and tells a failure', async () => {
    const app = await openAgenda();
    await app.services.calendar.savePharmacies('4', [500]);
    app.fail(DEMO_FAULT.calendarToDraft, 500);
    const dialog = await openEntry(app, 'Revisión de tensión arterial');
    await app.user.click(within(dialog).getByRole('button', { name: 'Convertir en borrador' }));
    await notice('Ha ocurrido un error en el calendario');
    app.heal();
    await app.user.click(within(dialog).getByRole('button', { name: 'Convertir en borrador' }));
    await notice('«Revisión de tensión arterial» se ha guardado como borrador de campaña');
    await waitFor(() => expect(rowTexts()).toContain('23/11/2026 10:00Revisión de tensión arterialEmailTop doctorsBorrador creadoAbrir'));
    const { entry } = await app.services.calendar.get('4');
    expect(entry).toMatchObject({ segment: 'Todo Email', subject: 'Revisión de tensión arterial' });
    // The draft is the chosen pharmacy's, in its campaign list.
    expect((await app.services.campaigns.list(500))[0]).toMatchObject({ id: entry.campaigns[0], status: 'DRAFT', content: { name: 'Revisión de tensión arterial' } });
  });

  it('leads from an entry to its pharmacies', async () => {
    const app = await openAgenda();
    const dialog = await openEntry(app, 'Consejos de invierno');
    await app.user.click(within(dialog).getByRole('link', { name: 'Ver farmacias' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Farmacias de «Consejos de invierno»' })).toBeVisible();
    expect(window.location.hash).toBe('#/app-h/backoffice/listPharmacies/7');
  });

  it('tells a failed load and loads again on retry', async () => {
    const app = await openAgenda({ faults: { [DEMO_FAULT.calendarList]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar el calendario');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Campaña de la gripe')).toBeVisible();
  });

  it('still shows the entries when the campaigns cannot be loaded', async () => {
    await openAgenda({ faults: { [DEMO_FAULT.calendarCampaigns]: 500 } });
    expect(await screen.findByText('No se han podido cargar las campañas programadas y enviadas')).toBeVisible();
    expect(await screen.findByText('Campaña de la gripe')).toBeVisible();
    expect(screen.queryByText('Bienvenida al club de salud')).toBeNull();
  });
});

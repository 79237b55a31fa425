import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const EMAIL = '#/app-h/backoffice/listPharmacies/templateEditor/7/email';
const SMS = '#/app-h/backoffice/listPharmacies/templateEditor/8/sms';

async function openEditor(at: `#/${string}`, heading: string, faults?: Record<string, number>): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at, faults });
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

const notice = async (text: string) => waitFor(() => expect(document.querySelector('.mantine-Notifications-root')).toHaveTextContent(text));

async function writeSms(app: RunningApp, text: string): Promise<void> {
  await app.user.click(screen.getByRole('textbox', { name: 'Texto del SMS' }));
  await app.user.paste(text);
  await app.user.tab();
}

describe('calendar template editor screen', () => {
  it('designs an entry’s email and turns it into a draft of its pharmacy, back on the calendar', async () => {
    const app = await openEditor(EMAIL, 'Email de «Consejos de invierno»');
    await app.services.calendar.savePharmacies('7', [500]);
    expect(screen.getByText('30/11/2026 09:00 · Segmentación: Todo Email')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Asunto/ })).toHaveValue('Consejos de invierno');
    await app.user.click(await screen.findByRole('button', { name: 'Añadir bloque de texto' }));
    await app.user.click(screen.getByRole('textbox', { name: 'Texto del bloque 1' }));
    await app.user.paste('Abrígate y cuida tu garganta');
    await app.user.clear(screen.getByRole('textbox', { name: /^Asunto/ }));
    await app.user.type(screen.getByRole('textbox', { name: /^Asunto/ }), 'Este invierno, cuídate');
    await app.user.click(screen.getByRole('button', { name: 'Guardar como borrador' }));
    await notice('«Consejos de invierno» se ha guardado como borrador de campaña');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendario de campañas' })).toBeVisible();
    const { entry } = await app.services.calendar.get('7');
    expect([entry.campaigns.length, entry.subject, entry.segment, entry.sheetId]).toEqual([1, 'Este invierno, cuídate', 'Todo Email', 's1']);
    expect((await app.services.calendar.sheet('s1')).json).toContain('Abrígate y cuida tu garganta');
    // The draft is the pharmacy's: its campaign list heads with it, its design in a sheet of its own.
    const [newest] = await app.services.campaigns.list(500);
    expect(newest).toMatchObject({ id: entry.campaigns[0], status: 'DRAFT', subtype: 'email', content: { name: 'Consejos de invierno', subject: 'Este invierno, cuídate' } });
    expect((await app.services.campaigns.get(entry.campaigns[0] as string)).content.json).toContain('Abrígate y cuida tu garganta');
  });

  it('says why an entry with no pharmacy cannot become a draft, and stays', async () => {
    const app = await openEditor(SMS, 'SMS de «Navidad: horarios especiales»');
    await writeSms(app, 'Estas fiestas abrimos de 10 a 14 h.');
    await app.user.click(screen.getByRole('button', { name: 'Guardar como borrador' }));
    await notice('La entrada no tiene farmacias: elige al menos una antes de crear el borrador');
    expect(window.location.hash).toBe(SMS);
    expect((await app.services.calendar.get('8')).entry.campaigns).toEqual([]);
  });

  it('refuses an empty email design', async () => {
    const app = await openEditor(EMAIL, 'Email de «Consejos de invierno»');
    await screen.findByRole('button', { name: 'Añadir bloque de texto' });
    await app.user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El diseño del email está vacío: añade contenido antes de guardar.')).toBeVisible();
    expect((await app.services.calendar.get('7')).entry.sheetId).toBeUndefined();
  });

  it('writes an entry’s SMS into its sheet and stays to go on editing it', async () => {
    const app = await openEditor(SMS, 'SMS de «Navidad: horarios especiales»');
    await writeSms(app, 'Estas fiestas abrimos de 10 a 14 h.');
    await app.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await notice('Plantilla guardada');
    expect(window.location.hash).toBe(SMS);
    const { entry } = await app.services.calendar.get('8');
    expect(entry.sheetId).toBe('s1');
    expect(await app.services.calendar.sheet('s1')).toEqual({ id: 's1', json: 'Estas fiestas abrimos de 10 a 14 h.', html: '' });
  });

  it('keeps the SMS on screen when saving fails, and saves it on the next try', async () => {
    const app = await openEditor(SMS, 'SMS de «Navidad: horarios especiales»');
    await app.services.calendar.savePharmacies('8', [512]);
    app.fail(DEMO_FAULT.calendarUpdate, 500);
    await writeSms(app, 'Estas fiestas abrimos de 10 a 14 h.');
    await app.user.click(screen.getByRole('button', { name: 'Guardar como borrador' }));
    await notice('Ha ocurrido un error en el calendario');
    expect(screen.getByRole('textbox', { name: 'Texto del SMS' })).toHaveValue('Estas fiestas abrimos de 10 a 14 h.');
    expect(window.location.hash).toBe(SMS);
    expect((await app.services.calendar.get('8')).entry.campaigns).toEqual([]);
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Guardar como borrador' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendario de campañas' })).toBeVisible();
    const { entry } = await app.services.calendar.get('8');
    expect(entry).toMatchObject({ segment: 'Todo sms', sheetId: 's1' });
    expect((await app.services.campaigns.get(entry.campaigns[0] as string)).content).toMatchObject({ name: 'Navidad: horarios especiales', smsContent: 'Estas fiestas abrimos de 10 a 14 h.' });
  });

  it('refuses an SMS with characters it cannot send', async () => {
    const app = await openEditor(SMS, 'SMS de «Navidad: horarios especiales»');
    await writeSms(app, 'Feliz Navidad 🎄');
    await app.user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Texto del SMS' })).toHaveAccessibleDescription(/.+/));
    expect((await app.services.calendar.get('8')).entry.sheetId).toBeUndefined();
  });

  it('tells a failed load and loads again on retry', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: SMS, faults: { [DEMO_FAULT.calendarGet]: 500 } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al cargar la plantilla de la entrada');
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SMS de «Navidad: horarios especiales»' })).toBeVisible();
  });
});

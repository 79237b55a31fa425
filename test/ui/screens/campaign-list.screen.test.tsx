import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT, DEMO_FAULT_STATUS } from '../../support/demo-faults';
import actionClasses from '@ui/campaigns/campaign-table.module.css';

const LIST = '#/app-h/campaigns/listCampaigns';
const SMS_DRAFT = 'SMS: revisión de tensión';
const FLU = 'Campaña de vacunación de la gripe';

async function openList(as: 'farmacia' | 'demo' | 'socio' = 'farmacia', at: `#/${string}` = LIST): Promise<RunningApp> {
  const app = await startApp({ signInAs: as, at });
  await screen.findByText(/ de \d+ campañas \(se muestran las 250 más recientes\)$/);
  return app;
}

/** The back-office user inside the main demo pharmacy, on the campaign list. */
async function openAsBackoffice(): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
  await app.services.session.swapToEntity(500);
  window.location.hash = LIST;
  await screen.findByText('18 de 18 campañas (se muestran las 250 más recientes)');
  return app;
}

const rows = () => screen.getAllByRole('row').map((row) => row.textContent);

async function search(app: RunningApp, text: string, count: string): Promise<void> {
  await app.user.click(screen.getByRole('searchbox', { name: 'Buscar' }));
  await app.user.paste(text);
  expect(await screen.findByText(count)).toBeVisible();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('campaign list screen', () => {
  it('shows the verified sender and the newest campaigns first, with their channel, status and dates', async () => {
    await openList();
    expect(screen.getByText('18 de 18 campañas (se muestran las 250 más recientes)')).toBeVisible();
    // The sender is a query of its own: it may answer after the list.
    expect(await screen.findByText('Verificado')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('info@farmacia-llorente.es');
    expect(screen.getByRole('textbox', { name: 'Nombre del remitente de SMS' })).toHaveValue('FLlorente');
    expect(rows()).toEqual([
      'NombreCanalEstadoCreadaEnvíoAcciones',
      'Día Mundial de la Diabetes14 de noviembre, Día Mundial de la DiabetesEmailEnviándose18/11/2026 08:1521/11/2026 09:23Ver HTMLDuplicarEliminar',
      'Black Friday en parafarmaciaBlack Friday: ofertas solo este fin de semanaEmailBorrador17/11/2026 17:15—EditarVer borradorDuplicarEliminar',
      'Piel seca en inviernoCuida tu piel del fríoEmailProgramada15/11/2026 18:0023/11/2026 11:00Modificar programaciónVer HTMLDuplicarEliminar',
      'SMS: Black FridayBLACK FRIDAY: hasta un 40% en parafarmacia de viernes a lunes. ¡No te lo pierdas!SMSProgramada14/11/2026 17:4524/11/2026 10:45Modificar programaciónVer SMSDuplicarEliminar',
      `${SMS_DRAFT}Ven a por tu revisión de tensión gratuita esta semana en tu farmacia. Sin cita previa, te atendemos en el mostrador.SMSBorrador11/11/2026 18:15—EditarVer borradorDuplicarEliminar`,
    ]);
    // A campaign being sent cannot be deleted; pending and processing show a clock beside their status.
    expect(screen.getByRole('button', { name: 'Eliminar Día Mundial de la Diabetes' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(screen.getByRole('table')).getAllByText('Programada').map((label) => label.closest('.mantine-Badge-root')?.querySelector('svg.tabler-icon-clock') !== null)).toEqual([true, true]);
  });

  it("keeps every action of a row whole, in a group that wraps in a phone's card", async () => {
    await openList();
    const groups = ['Black Friday en parafarmacia', 'Piel seca en invierno'].map((name) => screen.getByRole('group', { name: `Acciones de ${name}` }));
    expect(groups.map((group) => within(group).getAllByRole('button').map((button) => button.textContent))).toEqual([
      ['Editar', 'Ver borrador', 'Duplicar', 'Eliminar'],
      ['Modificar programación', 'Ver HTML', 'Duplicar', 'Eliminar'],
    ]);
    for (const group of groups) {
      // Mantine's Group wraps by this property; the module keeps one line only on a wide screen.
      expect(group.style.getPropertyValue('--group-wrap')).toBe('wrap');
      expect(group).toHaveClass(actionClasses.actions!);
    }
  });

  it('filters by status and channel, and keeps the filters and the search in the address', async () => {
    const app = await openList();
    await app.user.click(screen.getAllByLabelText('Filtrar por estado')[0]!);
    await app.user.click(await screen.findByRole('option', { name: 'Borrador', hidden: true }));
    expect(await screen.findByText('3 de 18 campañas (se muestran las 250 más recientes)')).toBeVisible();
    expect(window.location.hash).toBe(`${LIST}?status=DRAFT`);
    await app.user.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(await screen.findByText('2 de 18 campañas (se muestran las 250 más recientes)')).toBeVisible();
    expect(window.location.hash).toBe(`${LIST}?status=DRAFT&channel=sms`);
    await search(app, 'TENSION', '1 de 18 campañas (se muestran las 250 más recientes)');
    expect(rows()[1]).toContain(SMS_DRAFT);
  });

  it('reads a filter from a shared address, and drops one it does not know', async () => {
    await openList('farmacia', `${LIST}?status=ERROR&channel=fax`);
    expect(await screen.findByText('1 de 18 campañas (se muestran las 250 más recientes)')).toBeVisible();
    expect(rows()[1]).toContain('Cribado de colesterol en la farmacia');
  });

  it('duplicates a campaign as a draft named "copia de: ", newest first', async () => {
    const app = await openList();
    await app.user.click(screen.getByRole('button', { name: `Duplicar ${SMS_DRAFT}` }));
    expect(await screen.findByText(`Borrador creado: copia de ${SMS_DRAFT}`)).toBeVisible();
    expect(await screen.findByText('19 de 19 campañas (se muestran las 250 más recientes)')).toBeVisible();
    const copy = (await app.services.campaigns.list(500))[0];
    expect(copy?.content.name).toBe(`copia de: ${SMS_DRAFT}`);
    expect(copy?.status).toBe('DRAFT');
    expect(copy?.content.smsContent).toBe('Ven a por tu revisión de tensión gratuita esta semana en tu farmacia. Sin cita previa, te atendemos en el mostrador.');
    expect(rows()[1]).toContain(`copia de: ${SMS_DRAFT}`);
  });

  it('deletes a campaign after the spec’s confirmation, and keeps it when cancelled', async () => {
    const app = await openList();
    await search(app, 'gripe', '2 de 18 campañas (se muestran las 250 más recientes)');
    await app.user.click(screen.getByRole('button', { name: `Eliminar ${FLU}` }));
    let dialog = await screen.findByRole('dialog', { name: '¿Eliminar Campaña?' });
    expect(dialog).toHaveTextContent(`¿Estas seguro de que quieres borrar la campaña para siempre?${FLU}`);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await app.services.campaigns.list(500)).some((campaign) => campaign.content.name === FLU)).toBe(true);

    await app.user.click(screen.getByRole('button', { name: `Eliminar ${FLU}` }));
    dialog = await screen.findByRole('dialog', { name: '¿Eliminar Campaña?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(`Campaña eliminada: ${FLU}`)).toBeVisible();
    expect(await screen.findByText('1 de 17 campañas (se muestran las 250 más recientes)')).toBeVisible();
    expect((await app.services.campaigns.list(500)).some((campaign) => campaign.content.name === FLU)).toBe(false);
  });

  it('keeps the campaign and says why when the delete fails', async () => {
    const app = await openList();
    app.fail(DEMO_FAULT.campaignsRemove, 500);
    await search(app, 'gripe', '2 de 18 campañas (se muestran las 250 más recientes)');
    await app.user.click(screen.getByRole('button', { name: `Eliminar ${FLU}` }));
    await app.user.click(within(await screen.findByRole('dialog', { name: '¿Eliminar Campaña?' })).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se ha podido eliminar la campaña.')).toBeVisible();
    expect(screen.getByText('2 de 18 campañas (se muestran las 250 más recientes)')).toBeVisible();
  });

  it('says "hubo un error al crear la campaña" when a duplicate fails, and the server’s own words on success: false', async () => {
    const app = await openList();
    app.fail(DEMO_FAULT.campaignsCreateDraft, 500);
    await app.user.click(screen.getByRole('button', { name: `Duplicar ${SMS_DRAFT}` }));
    expect(await screen.findByText('hubo un error al crear la campaña')).toBeVisible();
    app.fail(DEMO_FAULT.campaignsCreateDraft, DEMO_FAULT_STATUS.serverMessage);
    await app.user.click(screen.getByRole('button', { name: `Duplicar ${SMS_DRAFT}` }));
    expect(await screen.findByText('Error simulado en campaigns.createDraft')).toBeVisible();
    expect((await app.services.campaigns.list(500)).length).toBe(18);
  });

  it('says "Hubo un error con el listado de campañas" when the list fails, and loads it on retry', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: LIST, faults: { [DEMO_FAULT.campaignsList]: 500 } });
    expect(await screen.findByText('Hubo un error con el listado de campañas')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('18 de 18 campañas (se muestran las 250 más recientes)')).toBeVisible();
  });

  it('shows an email in a sandboxed frame and an SMS as its text', async () => {
    const app = await openList();
    await app.user.click(screen.getByRole('button', { name: 'Ver HTML de Piel seca en invierno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Piel seca en invierno' });
    const frame = await within(dialog).findByTitle('Correo de la campaña Piel seca en invierno');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(within(dialog).getByText('Cuida tu piel del frío')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await app.user.click(screen.getByRole('button', { name: `Ver borrador de ${SMS_DRAFT}` }));
    const sms = await screen.findByRole('dialog', { name: SMS_DRAFT });
    expect(await within(sms).findByText('Texto del SMS')).toBeInTheDocument();
    expect(within(sms).getByText(/^Ven a por tu revisión de tensión gratuita/)).toBeInTheDocument();
  });

  it('offers no back-office action to a pharmacist', async () => {
    await openList();
    expect(screen.queryByRole('button', { name: /^Acciones de backoffice/ })).toBeNull();
  });

  it('lets the back office reset a sent campaign to pending, with the spec’s messages', async () => {
    const app = await openAsBackoffice();
    await search(app, 'gripe', '2 de 18 campañas (se muestran las 250 más recientes)');
    app.fail(DEMO_FAULT.campaignsResetToPending, 500);
    await app.user.click(screen.getByRole('button', { name: `Acciones de backoffice para ${FLU}` }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Volver a pendiente', hidden: true }));
    await app.user.click(within(await screen.findByRole('dialog', { name: '¿Volver a pendiente?' })).getByRole('button', { name: 'Volver a pendiente' }));
    expect(await screen.findByText('por favor comuniquese con un desarollador')).toBeVisible();

    app.heal();
    await app.user.click(screen.getByRole('button', { name: `Acciones de backoffice para ${FLU}` }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Volver a pendiente', hidden: true }));
    await app.user.click(within(await screen.findByRole('dialog', { name: '¿Volver a pendiente?' })).getByRole('button', { name: 'Volver a pendiente' }));
    expect(await screen.findByText('status de la campaña cambiado a pending')).toBeVisible();
    const flu = (await app.services.campaigns.list(500)).find((campaign) => campaign.content.name === FLU);
    expect(flu?.status).toBe('PENDING');
  });

  it('shows the back office a campaign’s JSON', async () => {
    const app = await openAsBackoffice();
    await search(app, 'gripe', '2 de 18 campañas (se muestran las 250 más recientes)');
    await app.user.click(screen.getByRole('button', { name: `Acciones de backoffice para ${FLU}` }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Ver JSON', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: `JSON: ${FLU}` });
    expect(await within(dialog).findByText(/"status": "SENDED"/)).toBeInTheDocument();
  });

  it('sends a user without the campaigns right to the 403 page', async () => {
    await startApp({ signInAs: 'farmacia2', at: LIST });
    expect(await screen.findByRole('heading', { name: 'Acceso no autorizado' })).toBeVisible();
  });
});

describe('the sender on the campaign list', () => {
  it('asks a pharmacy without a sender to create one, refuses empty fields, then registers it unverified', async () => {
    const app = await openList('socio');
    expect(screen.getByText('Por favor cree un remitente')).toBeVisible();
    expect(screen.getByText('Sin remitente')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Registrar remitente' }));
    expect(await screen.findByText('El campo nombre o el campo email esta vacio')).toBeVisible();

    await app.user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Farmacia Castillo');
    await app.user.type(screen.getByRole('textbox', { name: 'Email' }), 'hola@farmacia-castillo.es');
    // The SMS display name keeps 11 characters.
    await app.user.type(screen.getByRole('textbox', { name: 'Nombre del remitente de SMS' }), 'FarmaCastillo');
    expect(screen.getByRole('textbox', { name: 'Nombre del remitente de SMS' })).toHaveValue('FarmaCastil');
    await app.user.click(screen.getByRole('button', { name: 'Registrar remitente' }));
    expect(await screen.findByText('Remitente registrado correctamente')).toBeVisible();
    expect(await screen.findByText('¡Cuidado!')).toBeVisible();
    expect(screen.getByText('La campaña no se enviará a menos que verifique el remitente antes de programarla.')).toBeVisible();
    expect(await app.services.senders.get(520)).toEqual({ name: 'Farmacia Castillo', email: 'hola@farmacia-castillo.es', smsSender: 'FarmaCastil', active: false, fromEmail: undefined });
  });

  it('says "El remitente no ha podido ser registrado" and keeps what was typed when the save fails', async () => {
    const app = await openList('socio');
    app.fail(DEMO_FAULT.sendersRegister, 500);
    await app.user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Farmacia Castillo');
    await app.user.type(screen.getByRole('textbox', { name: 'Email' }), 'hola@farmacia-castillo.es');
    await app.user.type(screen.getByRole('textbox', { name: 'Nombre del remitente de SMS' }), 'FCastillo');
    await app.user.click(screen.getByRole('button', { name: 'Registrar remitente' }));
    expect(await screen.findByText('El remitente no ha podido ser registrado')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('hola@farmacia-castillo.es');
    expect(await app.services.senders.get(520)).toBeUndefined();
  });

  it('resends the verification email once a minute, counting the wait down, and the demo link verifies it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await openList('demo');
    expect(screen.getByText('¡Cuidado!')).toBeVisible();
    expect(screen.getByText('Pendiente de verificación')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Reenviar verificación' }));
    expect(await screen.findByText('Correo de verificación enviado de nuevo.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reenviar verificación (60 s)' })).toBeDisabled();
    await app.elapse(25_000);
    expect(await screen.findByRole('button', { name: 'Reenviar verificación (35 s)' })).toBeDisabled();
    await app.elapse(35_000);
    expect(await screen.findByRole('button', { name: 'Reenviar verificación' })).toBeEnabled();

    await app.user.click(screen.getByRole('button', { name: 'Abrir el enlace del correo (demostración)' }));
    expect(await screen.findByText('Verificado')).toBeVisible();
    expect(screen.queryByText('¡Cuidado!')).toBeNull();
  });
});

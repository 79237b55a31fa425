import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activePharmacy } from '@domain/session';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const MENU = '#/app-h/backoffice/campaigns/managementCampaigns';
const UNSENT = '#/app-h/backoffice/campaigns/listCampaignNotSend';
const ALL = '#/app-h/backoffice/campaigns/listAllCampaign';

/** The fault-switch operations of the back office's campaign lists. */
const FAULT = {
  listAll: DEMO_FAULT.backofficeCampaignsListAll,
  listUnsent: DEMO_FAULT.backofficeCampaignsListUnsent,
};

const FLU = 'Campaña de vacunación de la gripe';
const rows = () => screen.getAllByRole('row').map((row) => row.textContent);

async function openTable(at: `#/${string}`, count: string, options: Omit<Parameters<typeof startApp>[0] & object, 'at'> = {}): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'backoffice', at, ...options });
  expect(await screen.findByText(count)).toBeVisible();
  return app;
}

async function typeInto(app: RunningApp, name: string, text: string): Promise<void> {
  const box = screen.getByRole(name === 'Buscar' ? 'searchbox' : 'textbox', { name });
  await app.user.clear(box);
  await app.user.click(box);
  await app.user.paste(text);
}

describe('the campaign management menu', () => {
  it('shows a tile for each campaign screen that exists, in the spec’s order, and each opens its screen', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: MENU });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestión de campañas' })).toBeVisible();
    const links = within(screen.getByRole('list', { name: 'Pantallas de gestión de campañas' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Meses de campañaBloqueo de meses, siguiente mes y productos de las fotos.', '/#/app-h/backoffice/campaigns/monthList'],
      ['SegmentosPúblicos de las campañas sanitarias y promocionales por género y edad.', '/#/app-h/backoffice/segmentsList'],
      ['Plantillas de campañaPlantillas de correo para las campañas de las farmacias.', '/#/app-h/backoffice/campaignTemplateList'],
      ['Campañas no enviadasBorradores, programadas, enviándose y con error, de todas las farmacias.', '/#/app-h/backoffice/campaigns/listCampaignNotSend'],
      ['Todas las campañasLas campañas de email y SMS de todas las farmacias.', '/#/app-h/backoffice/campaigns/listAllCampaign'],
      ['CalendarioEnvíos de email y SMS planificados para grupos de farmacias.', '/#/app-h/backoffice/campaigns/calendarCampaigns'],
      ['EstadísticasCifras agregadas de las campañas enviadas, por mes y por canal.', '/#/app-h/backoffice/campaigns/backofficeCampaignsStats'],
    ]);

    links[3]?.focus();
    expect(links[3]).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campañas no enviadas' })).toBeVisible();
    expect(window.location.hash).toBe(UNSENT);

    window.location.hash = MENU;
    await app.user.click(await screen.findByRole('link', { name: /^Meses de campaña/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meses de campaña' })).toBeVisible();
    window.location.hash = MENU;
    await app.user.click(await screen.findByRole('link', { name: /^Plantillas de campaña/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plantillas de campaña' })).toBeVisible();
    window.location.hash = MENU;
    await app.user.click(await screen.findByRole('link', { name: /^Todas las campañas/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Todas las campañas' })).toBeVisible();
    window.location.hash = MENU;
    await app.user.click(await screen.findByRole('link', { name: /^Estadísticas/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Estadísticas de campañas' })).toBeVisible();
  });

  it('is opened by the dashboard’s “Gestión de campañas” tile', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/dashboard' });
    const tile = await screen.findByTestId('tile-managementCampaigns');
    expect(within(tile).getByRole('link')).toHaveAttribute('href', MENU);
    await app.user.click(within(tile).getByRole('link', { name: /^Gestión de campañas/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestión de campañas' })).toBeVisible();
  });

  it('is for the back office only, and the screens not built fall to the not-found page', async () => {
    await startApp({ signInAs: 'farmacia', at: MENU });
    expect(await screen.findByRole('heading', { name: 'Acceso no autorizado' })).toBeVisible();
    window.location.hash = '#/app-h/backoffice/campaigns/admin';
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});

const SMS_BLACK_FRIDAY = 'SMS: Black FridayBLACK FRIDAY: hasta un 40% en parafarmacia de viernes a lunes. ¡No te lo pierdas!';

describe('the back office’s unsent campaigns', () => {
  it('lists every pharmacy’s campaigns not sent, newest first, with the pharmacy and the back-office actions', async () => {
    await openTable(UNSENT, '284 de 284 campañas');
    expect(screen.getByRole('heading', { level: 1, name: 'Campañas no enviadas' })).toBeVisible();
    expect(rows()).toEqual([
      'NombreFarmaciaCanalEstadoCreadaEnvíoAcciones',
      `${SMS_BLACK_FRIDAY}537Farmacia HernándezSMSProgramada20/11/2026 18:4522/11/2026 08:00Modificar programaciónVer SMSDuplicarBackofficeEliminar`,
      'Piel seca en inviernoCuida tu piel del frío509Farmacia MorenoEmailProgramada20/11/2026 17:0027/11/2026 09:30Modificar programaciónVer HTMLDuplicarBackofficeEliminar',
      'SMS: revisión de tensiónVen a por tu revisión de tensión gratuita esta semana en tu farmacia. Sin cita previa, te atendemos en el mostrador.511Farmacia OrtegaSMSBorrador20/11/2026 15:45—Ver borradorDuplicarBackofficeEliminar',
      'Día Mundial de la Diabetes14 de noviembre, Día Mundial de la Diabetes522Farmacia LópezEmailProgramada20/11/2026 14:0023/11/2026 08:30Modificar programaciónVer HTMLDuplicarBackofficeEliminar',
      'Día Mundial de la Diabetes14 de noviembre, Día Mundial de la Diabetes533Farmacia JiménezEmailProgramada20/11/2026 14:0023/11/2026 08:00Modificar programaciónVer HTMLDuplicarBackofficeEliminar',
    ]);
    // No sent campaign is among them.
    window.location.hash = `${UNSENT}?status=SENDED`;
    expect(await screen.findByText('0 de 284 campañas')).toBeVisible();
    expect(screen.getByText('Ninguna campaña coincide con la búsqueda o los filtros.')).toBeVisible();
  });

  it('filters by pharmacy, status and channel and searches, all kept in the address, and sorts by pharmacy', async () => {
    const app = await openTable(UNSENT, '284 de 284 campañas');
    await typeInto(app, 'Farmacia (id)', '500');
    expect(await screen.findByText('7 de 284 campañas')).toBeVisible();
    expect(window.location.hash).toBe(`${UNSENT}?entity=500`);
    await app.user.click(screen.getAllByLabelText('Filtrar por estado')[0]!);
    await app.user.click(await screen.findByRole('option', { name: 'Borrador', hidden: true }));
    expect(await screen.findByText('3 de 284 campañas')).toBeVisible();
    await app.user.click(screen.getByRole('radio', { name: 'SMS' }));
    expect(await screen.findByText('2 de 284 campañas')).toBeVisible();
    expect(window.location.hash).toBe(`${UNSENT}?entity=500&status=DRAFT&channel=sms`);
    await typeInto(app, 'Buscar', 'copia');
    expect(await screen.findByText('1 de 284 campañas')).toBeVisible();
    expect(rows()[1]).toContain('copia de: SMS: alergia al polen');
    expect(rows()[1]).toContain('500Farmacia Llorente');
    await waitFor(() => expect(window.location.hash).toBe(`${UNSENT}?entity=500&status=DRAFT&channel=sms&search=copia`));

    // A pharmacy id that is not one says so and filters nothing.
    await typeInto(app, 'Farmacia (id)', '-1');
    expect(await screen.findByText('El id de farmacia es un número, por ejemplo 500.')).toBeVisible();

    // Shared, the address shows the same; sorted by pharmacy, the lowest eid first.
    window.location.hash = `${UNSENT}?sort-by=entity&sort-order=asc&channel=email&status=ERROR`;
    await waitFor(() => expect(screen.getByText(/^\d+ de 284 campañas$/)).toHaveTextContent('31 de 284 campañas'));
    expect(rows()[1]).toBe('Cribado de colesterol en la farmaciaConoce tu nivel de colesterol en 5 minutos500Farmacia LlorenteEmailError15/02/2026 09:4518/02/2026 18:45Ver HTMLDuplicarBackofficeEliminar');
    expect(rows()[2]).toContain('502Farmacia Jiménez Serrano');
  });

  it('deletes a campaign after the spec’s confirmation, and keeps it when cancelled', async () => {
    const app = await openTable(`${UNSENT}?entity=500`, '7 de 284 campañas');
    await app.user.click(screen.getByRole('button', { name: 'Eliminar Black Friday en parafarmacia' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Eliminar Campaña?' });
    expect(dialog).toHaveTextContent('¿Estas seguro de que quieres borrar la campaña para siempre?Black Friday en parafarmacia');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('7 de 284 campañas')).toBeVisible();

    await app.user.click(screen.getByRole('button', { name: 'Eliminar Black Friday en parafarmacia' }));
    dialog = await screen.findByRole('dialog', { name: '¿Eliminar Campaña?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Campaña eliminada: Black Friday en parafarmacia')).toBeVisible();
    expect(await screen.findByText('6 de 283 campañas')).toBeVisible();
    expect((await app.services.campaigns.list(500)).some((campaign) => campaign.content.name === 'Black Friday en parafarmacia')).toBe(false);
  });

  it('says "Hubo un error con el listado de campañas" when the list fails, and loads it on retry', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: UNSENT, faults: { [FAULT.listUnsent]: 500 } });
    expect(await screen.findByText('Hubo un error con el listado de campañas')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('284 de 284 campañas')).toBeVisible();
  });

  it('modifies a pending campaign’s schedule inside its pharmacy: it enters the pharmacy and opens the wizard’s last step', async () => {
    const app = await openTable(`${UNSENT}?entity=500&status=PENDING&channel=email`, '1 de 284 campañas');
    const [pending] = (await app.services.backofficeCampaigns.listUnsent()).filter((campaign) => campaign.eid === 500 && campaign.status === 'PENDING' && campaign.subtype === 'email');
    await app.user.click(screen.getByRole('button', { name: 'Modificar programación de Piel seca en invierno' }));
    expect(await screen.findByText('Proceso completado...')).toBeVisible();
    await waitFor(() => expect(window.location.hash).toBe(`#/app-h/campaigns/manageCampaign/cid/${pending?.id ?? ''}?section=2`));
    const session = app.services.session.current();
    expect(session === undefined ? undefined : activePharmacy(session)?.eid).toBe(500);
    expect(session?.backoffice).toBeDefined();
  });
});

describe('the back office’s campaigns', () => {
  it('lists every pharmacy’s campaigns, a sent one with its report', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: `${ALL}?entity=512&status=SENDED&sort-by=created&sort-order=asc` });
    expect(await screen.findByText('14 de 751 campañas')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Todas las campañas' })).toBeVisible();
    expect(rows()[1]).toMatch(/^.+512Farmacia Prieto Navarro(Email|SMS)Enviada.+Ver (HTML|SMS)Ver informeDuplicarBackofficeEliminar$/);
    const [oldest] = (await app.services.backofficeCampaigns.listAll()).filter((campaign) => campaign.eid === 512 && campaign.status === 'SENDED').sort((a, b) => a.created - b.created);
    await app.user.click(screen.getByRole('button', { name: `Ver informe de ${oldest?.content.name ?? ''}` }));
    await waitFor(() => expect(window.location.hash).toBe(`#/app-h/campaigns/viewReport/cid/${oldest?.id ?? ''}`));
    const session = app.services.session.current();
    expect(session === undefined ? undefined : activePharmacy(session)?.eid).toBe(512);
  });

  it('resets a sent campaign to pending after asking, with the spec’s messages', async () => {
    const app = await openTable(`${ALL}?entity=500&search=gripe`, '2 de 751 campañas');
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
    await waitFor(() => expect(rows().find((row) => row?.startsWith(FLU))).toContain('Programada'));
    expect((await app.services.backofficeCampaigns.listUnsent()).find((campaign) => campaign.content.name === FLU && campaign.eid === 500)?.status).toBe('PENDING');
  });

  it('shows a campaign’s JSON and duplicates it as a draft of its pharmacy', async () => {
    const app = await openTable(`${ALL}?entity=500&search=gripe`, '2 de 751 campañas');
    await app.user.click(screen.getByRole('button', { name: `Acciones de backoffice para ${FLU}` }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Ver JSON', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: `JSON: ${FLU}` });
    expect(await within(dialog).findByText(/"eid": 500,/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    await app.user.click(screen.getByRole('button', { name: `Duplicar ${FLU}` }));
    expect(await screen.findByText(`Borrador creado: copia de ${FLU}`)).toBeVisible();
    expect(await screen.findByText('3 de 752 campañas')).toBeVisible();
    expect((await app.services.campaigns.list(500))[0]).toMatchObject({ status: 'DRAFT', content: { name: `copia de: ${FLU}` } });
  });

  it('says "Hubo un error con el listado de campañas" when the list fails', async () => {
    await startApp({ signInAs: 'backoffice', at: ALL, faults: { [FAULT.listAll]: -1 } });
    expect(await screen.findByText('Hubo un error con el listado de campañas')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});

describe('the campaign table in the pharmacy’s own list', () => {
  it('offers the report of a sent campaign only, and opens it', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: '#/app-h/campaigns/listCampaigns?status=SENDED&search=gripe' });
    expect(await screen.findByText('2 de 18 campañas (se muestran las 250 más recientes)')).toBeVisible();
    expect(rows().slice(1)).toEqual([
      `${FLU}Tu vacuna de la gripe ya está disponibleEmailEnviada21/10/2026 17:4524/10/2026 10:00Ver HTMLVer informeDuplicarEliminar`,
      'SMS: vacuna de la gripeYa puedes vacunarte de la gripe. Si tienes 65 años o mas es gratuita. Pregunta en tu farmacia por el punto de vacunacion mas cercano.SMSEnviada05/10/2026 17:3009/10/2026 10:30Ver SMSVer informeDuplicarEliminar',
    ]);
    // No pharmacy column in the pharmacy's own list.
    expect(rows()[0]).toBe('NombreCanalEstadoCreadaEnvíoAcciones');
    const [flu] = (await app.services.campaigns.list(500)).filter((campaign) => campaign.content.name === FLU);
    await app.user.click(screen.getByRole('button', { name: `Ver informe de ${FLU}` }));
    await waitFor(() => expect(window.location.hash).toBe(`#/app-h/campaigns/viewReport/cid/${flu?.id ?? ''}`));

    for (const status of ['ERROR', 'PROCESSING', 'PENDING', 'DRAFT']) {
      window.location.hash = `#/app-h/campaigns/listCampaigns?status=${status}`;
      await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
      await waitFor(() => expect(screen.queryByRole('button', { name: /^Ver informe de/ })).toBeNull());
    }
  });
});

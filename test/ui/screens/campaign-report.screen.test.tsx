import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ROI_FILTER, type Campaign } from '@domain/campaigns';
import { formatMoney } from '@domain/shared-kernel';
import { DEMO_EXCEL_READY_AFTER_MS, DEMO_SENDING_MS, demoRoi } from '@adapters/campaigns';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const EID = 500;
const count = (value: number) => new Intl.NumberFormat('es-ES').format(value);
const reportOf = (cid: string) => `#/app-h/campaigns/viewReport/cid/${cid}` as const;

/** The first campaign of the main demo pharmacy with that status and channel, read whole. */
async function demoCampaign(app: RunningApp, status: Campaign['status'], subtype: Campaign['subtype']): Promise<Campaign> {
  const found = (await app.services.campaigns.list(EID)).find((campaign) => campaign.status === status && campaign.subtype === subtype);
  if (found?.id === undefined) throw new Error(`The demo pharmacy has a ${status} ${subtype} campaign`);
  return app.services.campaigns.get(found.id);
}

/** The value shown under a figure's label. */
const figure = (label: string) => screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;

async function openReport(status: Campaign['status'], subtype: Campaign['subtype'], options: Parameters<typeof startApp>[0] = {}): Promise<{ app: RunningApp; campaign: Campaign }> {
  const app = await startApp({ signInAs: 'farmacia', at: '#/app-h/dashboard', ...options });
  const campaign = await demoCampaign(app, status, subtype);
  window.location.hash = reportOf(campaign.id as string);
  await screen.findByRole('heading', { level: 1, name: `Informe: ${campaign.content.name}` });
  return { app, campaign };
}

describe('campaign report screen', () => {
  it('names the screen and says that the report of a campaign that does not exist cannot be had', async () => {
    await startApp({ signInAs: 'farmacia', at: reportOf('no-such-campaign') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Informe de campaña' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('No ha sido posible obtener el informe de marketing');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  it('shows a sent email campaign’s mailing figures, its pre-processing as a table too, and its return under the default attribution', async () => {
    const { campaign } = await openReport('SENDED', 'email');
    await screen.findByRole('heading', { name: 'Envío de emails' });
    const sent = campaign.results?.valid ?? 0;
    const bouncers = campaign.brokerData?.bouncers ?? 0;
    expect(figure('Enviados')).toBe(count(sent));
    expect(figure('Entregados')).toBe(count(sent - bouncers));
    expect(figure('Clics')).toBe(count(campaign.brokerData?.clickers ?? 0));
    expect(figure('Rebotes')).toBe(count(bouncers));
    const preProcess = screen.getByRole('table', { name: 'Preprocesado de destinatarios' });
    expect(within(preProcess).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'Destinatarios',
      `Válidos${count(sent)}`,
      `Inválidos${count(campaign.results?.invalid ?? 0)}`,
      `Vacíos${count(campaign.results?.empty ?? 0)}`,
      `Rebotados${count(campaign.results?.bounced ?? 0)}`,
      `Dados de baja${count(campaign.results?.unsubscribed ?? 0)}`,
    ]);
    const roi = demoRoi(campaign.id as string, sent - bouncers, DEFAULT_ROI_FILTER);
    expect(figure('Ventas atribuidas')).toBe(formatMoney(roi.revenueCents / 100));
    expect(figure('Compradores')).toBe(count(roi.buyers));
    expect(screen.getByTestId('roi-attribution')).toHaveTextContent(
      'Se atribuyen a la campaña las compras de sus destinatarios en los 15 días siguientes al envío, de cualquier producto, con IVA y descontadas las devoluciones.',
    );
    expect(screen.getByRole('button', { name: 'Actualizar rentabilidad' })).toBeDisabled();
  });

  it('shows a chart’s figures as a visible table on request', async () => {
    const { app, campaign } = await openReport('SENDED', 'email');
    const delivery = (await screen.findByText('Resultado del envío', { selector: 'figcaption' })).closest('figure') as HTMLElement;
    await app.user.click(within(delivery).getByRole('button', { name: 'Ver tabla' }));
    expect(within(delivery).getByRole('table')).toBeVisible();
    expect(within(delivery).getAllByRole('row')[3]?.textContent).toBe(`Rebotes${count(campaign.brokerData?.bouncers ?? 0)}`);
    expect(within(delivery).getByRole('button', { name: 'Ver gráfico' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('updates the attribution, shows the new return and states the rule', async () => {
    const { app, campaign } = await openReport('SENDED', 'email');
    const days = await screen.findByRole('textbox', { name: 'Días tras el envío' });
    await app.user.clear(days);
    await app.user.type(days, '30');
    await app.user.type(screen.getByRole('textbox', { name: /Códigos de producto/ }), '712345, 8470001234567');
    await app.user.click(screen.getByRole('button', { name: 'Actualizar rentabilidad' }));
    expect(await screen.findByText('Rentabilidad actualizada.')).toBeVisible();
    const reached = (campaign.results?.valid ?? 0) - (campaign.brokerData?.bouncers ?? 0);
    const roi = demoRoi(campaign.id as string, reached, { days: 30, productCodes: ['712345', '8470001234567'] });
    expect(figure('Ventas atribuidas')).toBe(formatMoney(roi.revenueCents / 100));
    expect(screen.getByTestId('roi-attribution')).toHaveTextContent('en los 30 días siguientes al envío, solo de los productos 712345, 8470001234567,');
    expect(screen.getByRole('button', { name: 'Actualizar rentabilidad' })).toBeDisabled();
  });

  it('says what is wrong with the filter beside its field and sends nothing', async () => {
    const { app } = await openReport('SENDED', 'email');
    const days = await screen.findByRole('textbox', { name: 'Días tras el envío' });
    await app.user.clear(days);
    await app.user.type(days, '90');
    await app.user.click(screen.getByRole('button', { name: 'Actualizar rentabilidad' }));
    expect(await screen.findByText('Indica un número de días entre 1 y 60.')).toBeVisible();
    await app.user.clear(days);
    await app.user.type(days, '20');
    await app.user.type(screen.getByRole('textbox', { name: /Códigos de producto/ }), '712345 12A45');
    await app.user.click(screen.getByRole('button', { name: 'Actualizar rentabilidad' }));
    expect(await screen.findByText('«12A45» no es un código de producto: use de 6 a 13 cifras.')).toBeVisible();
    expect(screen.queryByText('Rentabilidad actualizada.')).toBeNull();
  });

  it('keeps what was typed when the update fails, with the spec’s message', async () => {
    const { app } = await openReport('SENDED', 'email', { faults: { [DEMO_FAULT.campaignResultsUpdateRoiFilter]: 500 } });
    const days = await screen.findByRole('textbox', { name: 'Días tras el envío' });
    await app.user.clear(days);
    await app.user.type(days, '7');
    await app.user.click(screen.getByRole('button', { name: 'Actualizar rentabilidad' }));
    expect(await screen.findByText('hubo un error generando la rentabilida')).toBeVisible();
    expect(days).toHaveValue('7');
    expect(screen.getByTestId('roi-attribution')).toHaveTextContent('en los 15 días siguientes al envío');
  });

  it('says the report cannot be read, and reads it again on request', async () => {
    const { app } = await openReport('SENDED', 'email', { faults: { [DEMO_FAULT.campaignResultsEmailReport]: 500 } });
    expect(await screen.findByText('No ha sido posible obtener el informe de marketing')).toBeVisible();
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Envío de emails' })).toBeVisible();
  });

  it('says the Excel report is still being generated right after the send, and downloads it later', async () => {
    const app = await startApp({ signInAs: 'farmacia', at: '#/app-h/dashboard' });
    const draft = await demoCampaign(app, 'DRAFT', 'email');
    await app.services.campaigns.draftToCampaign({ ...draft, schedule: { sendNow: true, scheduled: undefined } });
    app.clock.advance(DEMO_SENDING_MS);
    window.location.hash = reportOf(draft.id as string);
    await app.user.click(await screen.findByRole('button', { name: 'Descargar informe Excel' }));
    expect(await screen.findByText('Estamos generando el informe, pruebe en un rato')).toBeVisible();
    app.clock.advance(DEMO_EXCEL_READY_AFTER_MS);
    const created = vi.spyOn(URL, 'createObjectURL');
    await app.user.click(screen.getByRole('button', { name: 'Descargar informe Excel' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect((created.mock.calls[0]?.[0] as Blob).type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('shows an SMS campaign’s deliveries and the SMS billed', async () => {
    const { campaign } = await openReport('SENDED', 'sms');
    await screen.findByRole('heading', { name: 'Envío de SMS' });
    const sent = campaign.results?.valid ?? 0;
    expect(figure('Enviados')).toBe(count(sent));
    expect(figure('Entregados')).toBe(count(sent - (campaign.brokerData?.bouncers ?? 0)));
    expect(screen.getByText('SMS facturados', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Entrega de los SMS' })).toBeInTheDocument();
  });

  it('says when a campaign not sent yet will have its report', async () => {
    await openReport('DRAFT', 'email');
    expect(screen.getByText('Todavía no hay informe')).toBeVisible();
    expect(screen.getByText('Esta campaña es un borrador: tendrá informe cuando se envíe.')).toBeVisible();
  });

  it('says the campaign cannot be read when it does not exist', async () => {
    await startApp({ signInAs: 'farmacia', at: reportOf('5e9a00000000000000000000') });
    expect(await screen.findByText('No ha sido posible obtener el informe de marketing')).toBeVisible();
  });
});

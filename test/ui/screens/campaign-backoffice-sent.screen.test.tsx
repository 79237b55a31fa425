import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';

const SUMMER_SMS = '#/app-h/backoffice/campaigns/backofficeCampaignsStats?dateMin=2026-06-01&dateMax=2026-08-31&subtype=sms';

/** The rows of the sent campaigns' table, as text. */
const sentRows = (): string[] =>
  within(screen.getByRole('table', { name: 'Campañas enviadas en el periodo' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()).join(' | '));

describe('the sent campaigns of the back office’s statistics', () => {
  it('lists the campaigns the figures count, most recently sent first, ten a page with the page in the address', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: SUMMER_SMS });
    const table = await screen.findByRole('table', { name: 'Campañas enviadas en el periodo' }, { timeout: 15_000 });
    const counted = within(screen.getByRole('group', { name: 'Campañas enviadas' })).getByText(/^\d+$/).textContent ?? '';
    const sent = await app.services.backofficeCampaigns.sentCampaigns({ dateMin: '2026-06-01', dateMax: '2026-08-31', eid: undefined, subtype: 'sms' });
    expect(String(sent.length)).toBe(counted);
    const pages = Math.ceil(sent.length / 10);
    expect(screen.getByText(`${sent.length} campañas · página 1 de ${pages}`)).toBeVisible();
    const rows = sentRows();
    expect(rows[0]).toBe('Campaña | Farmacia | Canal | Enviada | Enviados | Clics');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toMatch(new RegExp(`^${sent[0]?.content.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| ${sent[0]?.eid} \\| SMS \\| \\d{2}/0[678]/2026 \\d{2}:\\d{2} \\| [\\d.]+ \\| —$`));
    expect(within(table).getAllByRole('row').slice(1).every((row) => within(row).getAllByRole('cell')[1]?.textContent === 'SMS')).toBe(true);

    await app.user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(window.location.hash).toContain('page=2'));
    expect(screen.getByText(`${sent.length} campañas · página 2 de ${pages}`)).toBeVisible();
    expect(sentRows()[1]).toContain(sent[10]?.content.name ?? '-');
  });

  it('says it could not search the sent campaigns, keeps the figures, and lists them on retry', async () => {
    const app = await startApp({ signInAs: 'backoffice', at: SUMMER_SMS, faults: { [DEMO_FAULT.backofficeCampaignsSentCampaigns]: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('No se han podido buscar las campañas enviadas');
    expect(await screen.findByRole('group', { name: 'Campañas enviadas' })).toBeVisible();
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Campañas enviadas en el periodo' })).toBeVisible();
  });

  it('says when no campaign was sent with the filters', async () => {
    await startApp({ signInAs: 'backoffice', at: '#/app-h/backoffice/campaigns/backofficeCampaignsStats?dateMin=2027-01-01&dateMax=2027-01-31' });
    expect(await screen.findByText('Ninguna campaña enviada con estos filtros.', {}, { timeout: 15_000 })).toBeVisible();
  });
});

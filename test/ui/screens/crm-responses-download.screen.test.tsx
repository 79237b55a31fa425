import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';
import { captureDownloads } from '../../support/downloads';

const RESPONSES = '#/app-h/crm/editForm?tab=responses';
/** A count as the Spanish interface writes it. */
const spanish = (value: number): string => new Intl.NumberFormat('es-ES').format(value);
const LLORENTE_URLS = { shopUrl: 'https://farmacia-llorente.es', termsUrl: 'https://farmacia-llorente.es/condiciones' };

/** A downloaded CSV's lines, without the byte-order mark. */
const linesOf = async (content: Blob): Promise<string[]> => (await content.text()).replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line !== '');
/** A line's fields, unquoted (none of the values read here holds a separator or a quote). */
const fieldsOf = (line: string | undefined): string[] => (line ?? '').split(';').map((field) => field.replace(/^"(.*)"$/, '$1'));

/** Signs the pharmacist of Farmacia Llorente in, creates her CRM form and opens its responses tab. */
async function responsesTab(): Promise<RunningApp> {
  const app = await startApp({ signInAs: 'farmacia', at: '#/app-h/dashboard' });
  await screen.findByRole('heading', { level: 1, name: 'Escritorio' });
  await app.services.crm.createForm(500, LLORENTE_URLS);
  window.location.hash = RESPONSES;
  await waitFor(() => expect(screen.getByTestId('crm-responses-count')).toHaveTextContent(`${spanish(2400)} respuestas`), { timeout: 10_000 });
  return app;
}

describe('CRM responses download', () => {
  it('downloads every response as a spreadsheet: a column per question, a row per listed response, formulas shown as text', async () => {
    const downloads = captureDownloads();
    const app = await responsesTab();
    await app.services.crm.updateResponse('crm500-r0002', new Map([['crm500-1', '=HYPERLINK("http://x")']]));
    await app.user.click(screen.getByRole('button', { name: 'Descargar respuestas' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe('respuestas-crm-500.csv');
    expect(await screen.findByText(`${spanish(2400)} respuestas descargadas.`)).toBeVisible();
    const form = await app.services.crm.form(500);
    const lines = await linesOf(downloads[0]?.content ?? new Blob());
    expect(fieldsOf(lines[0])).toEqual(form?.fields.map((field) => field.title));
    expect(lines).toHaveLength(2400 + 1);
    const listed = (await app.services.crm.responses('crm500', { page: 1, size: 5000 })).records.map((response) => response.idAnswer);
    const second = lines[listed.indexOf('crm500-r0002') + 1] ?? '';
    expect(second.startsWith(`"'=HYPERLINK(""http://x"")";"Sanz Ortiz";`)).toBe(true);
  });

  it('says the download failed, downloads nothing, and downloads on a retry', async () => {
    const downloads = captureDownloads();
    const app = await responsesTab();
    app.fail(DEMO_FAULT.crmFormattedResponses, 500);
    await app.user.click(screen.getByRole('button', { name: 'Descargar respuestas' }));
    const alert = await screen.findByRole('alert', { name: 'No se han podido descargar las respuestas' }, { timeout: 10_000 });
    expect(downloads).toHaveLength(0);
    // The responses themselves stay listed.
    expect(screen.getByTestId('crm-responses-count')).toHaveTextContent(`${spanish(2400)} respuestas`);
    app.heal();
    await app.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe('respuestas-crm-500.csv');
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'No se han podido descargar las respuestas' })).toBeNull());
  });
});

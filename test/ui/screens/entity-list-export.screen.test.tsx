import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../support/app-harness';
import { DEMO_FAULT } from '../../support/demo-faults';
import { captureDownloads } from '../../support/downloads';

/** A downloaded CSV's lines, without the byte-order mark. */
const linesOf = async (content: Blob): Promise<string[]> => (await content.text()).replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line !== '');
/** A line's fields, each quoted in the file (none of these values holds a quote or a separator). */
const fieldsOf = (line: string | undefined): string[] => (line ?? '').split(';').map((field) => field.replace(/^"(.*)"$/, '$1'));

describe('entity list, export and v2 details', () => {
  it('exports the pharmacies the search finds as a CSV file with semicolons, with the v2 columns in the standard mode', async () => {
    const downloads = captureDownloads();
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/backoffice/admin?search=carmen' });
    expect(await screen.findByText(/^\d+ de 48 farmacias$/)).toBeVisible();
    expect(await screen.findByText('david.romero@farmacia-carmen.es')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe('entidades.csv');
    const lines = await linesOf(downloads[0]?.content ?? new Blob());
    expect(fieldsOf(lines[0])).toEqual(['Id', 'Farmacia', 'Contacto', 'KAM', 'ERP', 'Última subida', 'Desactualizada', 'Formulario de alta', 'Comercial', 'Administrativo', 'Correo de contacto']);
    expect(lines.map(fieldsOf)).toContainEqual(['519', 'Farmacia Carmen', 'David Romero', 'Marina Pastor', 'Nixfarma', '09/11/2026 21:41', 'Sí', 'Completado', 'Tomás Ferrer', 'Laura Martín', 'david.romero@farmacia-carmen.es']);
    expect(lines).toHaveLength(Number(/^(\d+) de/.exec(screen.getByText(/^\d+ de 48 farmacias$/).textContent ?? '')?.[1]) + 1);
  });

  it('exports the last cache and report in the cache/report mode', async () => {
    const downloads = captureDownloads();
    const app = await startApp({ signInAs: 'backoffice', at: '#/app-h/backoffice/admin?mode=cache&search=llorente' });
    expect(await screen.findByText('1 de 48 farmacias')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe('entidades-cache-informes.csv');
    const row = (await app.services.entities.list()).find((entity) => entity.id === 500);
    const month = (value: { year: number; month: number } | undefined) => (value === undefined ? '' : `${value.month}/${value.year}`);
    const lines = await linesOf(downloads[0]?.content ?? new Blob());
    expect(fieldsOf(lines[0])).toEqual(['Id', 'Farmacia', 'Contacto', 'KAM', 'ERP', 'Última subida', 'Desactualizada', 'Última caché', 'Último informe']);
    const fields = fieldsOf(lines[1]);
    expect([fields[0], fields[1], fields[4], fields[7], fields[8]]).toEqual(['500', 'Farmacia Llorente', row?.erp, month(row?.lastCache), month(row?.lastReport)]);
    expect(fields[6]).toMatch(/^(Sí|No)$/);
    expect(lines).toHaveLength(2);
  });

  it('keeps the list and offers to read the v2 details again when they cannot be loaded', async () => {
    const app = await startApp({ signInAs: 'backoffice', faults: { [DEMO_FAULT.entitiesDetails]: 500 } });
    expect(await screen.findByText('No se han podido cargar el formulario de alta, el comercial, el administrativo ni el correo de contacto.')).toBeVisible();
    expect(await screen.findByText('48 de 48 farmacias')).toBeVisible();
    expect(screen.getAllByRole('row')[1]).not.toHaveTextContent('Marina Pastor');
    app.heal();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Marina Pastor'));
    expect(screen.queryByText('No se han podido cargar el formulario de alta, el comercial, el administrativo ni el correo de contacto.')).not.toBeInTheDocument();
  });
});

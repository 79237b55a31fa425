import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { utils, write, type CellObject, type WorkSheet } from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { WorkerSpreadsheetReader } from '@adapters/client-files';
import { activateLanguage, i18n } from '@ui/i18n/i18n';
import { ClientFileProgress } from '@ui/shared/client-file-progress';
import { useClientFileReader } from '@ui/shared/client-file-reader';
import type { UiServices } from '@ui/shared/ui-services';
import { UiServicesProvider } from '@ui/shared/ui-services-context';

/** What reading a small workbook may take on a 2-core machine running another suite. */
const READ = 15_000;

beforeAll(() => activateLanguage('es'));

/** An .xlsx file of `sheet`, as a spreadsheet program saves it. */
function xlsxFile(sheet: WorkSheet, name = 'clientes.xlsx'): File {
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Clientes');
  return new File([new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** A screen that reads a recipients list (as the campaign wizard) or a client file (as the import), with the reader's state. */
function Reader({ as }: { as: 'recipients' | 'summary' }) {
  const reader = useClientFileReader({ checkEmails: true });
  const read = as === 'recipients' ? reader.readRecipients : reader.readSummary;
  return (
    <>
      <label>
        Archivo
        <input type="file" onChange={(event) => void read(event.currentTarget.files?.[0] ?? null)} />
      </label>
      {reader.state.status === 'refused' && <p role="alert">{reader.state.message}</p>}
      <ClientFileProgress state={reader.state} onCancel={reader.cancel} />
    </>
  );
}

function mount(as: 'recipients' | 'summary') {
  const services = { spreadsheets: new WorkerSpreadsheetReader() } as Pick<UiServices, 'spreadsheets'> as UiServices;
  render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <UiServicesProvider services={services}>
          <Reader as={as} />
        </UiServicesProvider>
      </I18nProvider>
    </MantineProvider>,
  );
  return { user: userEvent.setup(), input: screen.getByLabelText('Archivo') };
}

describe('the reading of a client file', () => {
  it('says which rows have a wrong email, and what they hold, naming five and counting the rest', async () => {
    const { user, input } = mount('summary');
    const wrong = Array.from({ length: 7 }, (_, index) => [`Cliente ${index + 1}`, `mal${index + 1}@`]);
    await user.upload(input, xlsxFile(utils.aoa_to_sheet([['Nombre', 'Email'], ['Ana', 'ana@example.com'], ...wrong])));
    expect(await screen.findByRole('alert', undefined, { timeout: READ })).toHaveTextContent(
      /^Hay emails incorrectos en el excel: fila 3 \(mal1@\), fila 4 \(mal2@\), fila 5 \(mal3@\), fila 6 \(mal4@\), fila 7 \(mal5@\) y 2 más$/,
    );
  });

  it('says the row and text of a single wrong email in a recipients list', async () => {
    const { user, input } = mount('recipients');
    await user.upload(input, xlsxFile(utils.aoa_to_sheet([['Nombre', 'Email'], ['Ana', 'ana@example.com'], [], ['Luis', ' no-es-correo ']])));
    expect(await screen.findByRole('alert', undefined, { timeout: READ })).toHaveTextContent(/^Hay emails incorrectos en el excel: fila 4 \(no-es-correo\)$/);
  });

  it('tells what of a recipients list was not taken as written: a reserved header renamed, formulas read as their values or empty', async () => {
    const { user, input } = mount('recipients');
    const sheet = utils.aoa_to_sheet([
      ['Nombre', 'Email', 'Puntos', '__proto__'],
      ['Ana', 'ana@example.com', null, 'x'],
      ['Luis', 'luis@example.com', null, 'y'],
    ]);
    sheet['C2'] = { t: 'n', v: 6, f: '2*3' };
    sheet['C3'] = { t: 'n', f: 'SUM(1,2)' } satisfies CellObject;
    await user.upload(input, xlsxFile(sheet, 'puntos.xlsx'));
    // The reading's progress is a status too: wait for the notice's own title, then read its notice.
    const title = await screen.findByText('puntos.xlsx: lo que no se ha leído tal cual', undefined, { timeout: READ });
    const notice = title.closest<HTMLElement>('[role="status"]');
    if (notice === null) throw new Error('The notice is not a status');
    expect(title).toBeVisible();
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'La columna D se titula «__proto__», un nombre reservado: se sube como «columna_4», con todos sus valores.',
      'Las fórmulas no se leen: la celda C2 se sube con el último valor que calculó Excel.',
      'La celda C3 tiene una fórmula sin valor calculado: se sube vacía. Abre el archivo en Excel, guárdalo y vuelve a elegirlo para subir su valor.',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing more of a recipients list taken as written, once another file is chosen', async () => {
    const { user, input } = mount('recipients');
    await user.upload(input, xlsxFile(utils.aoa_to_sheet([['Nombre', 'Email', 'prototype'], ['Ana', 'ana@example.com', 1]]), 'reservado.xlsx'));
    expect(await screen.findByText('reservado.xlsx: lo que no se ha leído tal cual', undefined, { timeout: READ })).toBeVisible();
    await user.upload(input, xlsxFile(utils.aoa_to_sheet([['Nombre', 'Email', 'Puntos'], ['Ana', 'ana@example.com', 1]]), 'limpio.xlsx'));
    // Neither the reading's progress nor a notice stays once the second file is read.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), { timeout: READ });
    expect(screen.queryByText(/lo que no se ha leído tal cual/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

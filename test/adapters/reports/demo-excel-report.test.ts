import { describe, expect, it } from 'vitest';
import { demoExcelWorkbook, demoGlobalReport } from '@adapters/reports/entity-report-demo-backend';

// The demo's today is 21/11/2026: the newest report is October 2026.
const NOW = Date.UTC(2026, 10, 21, 9);
const SPANISH_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

async function salesSheet(): Promise<unknown[][]> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(new Uint8Array(await demoExcelWorkbook('Farmacia Demo', 500, { year: 2026, month: 10 }, NOW)), { type: 'array' });
  const sheet = book.Sheets.Ventas;
  if (sheet === undefined) throw new Error('no Ventas sheet');
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
}

describe('the demo Excel report', () => {
  it("names every month of the 'Ventas' sheet by its month and year, beside its figures", async () => {
    const rows = await salesSheet();
    expect(rows[1]).toEqual(['Mes', 'Ventas (€)', 'Ticket medio (€)', 'Unidades por ticket', 'Un año antes', 'Ventas un año antes (€)', 'Ticket medio un año antes (€)', 'Unidades por ticket un año antes']);
    // November 2025 and November 2024, as the global report has them.
    expect(rows[2]?.[0]).toBe('noviembre 2025');
    expect(rows[2]?.[1]).toBe(83518.43);
    expect(rows[2]?.[4]).toBe('noviembre 2024');
    expect(rows[2]?.[5]).toBe(87417.49);
    expect(rows.at(-1)?.[0]).toBe('octubre 2026');
  });

  it('gives each month the sales the global report gives it', async () => {
    const rows = (await salesSheet()).slice(2);
    const global = new Map(demoGlobalReport(500, NOW).map((row) => [`${SPANISH_MONTHS[row.month - 1]} ${row.year}`, row.totalSales]));
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      expect(row[1]).toBe(global.get(String(row[0])));
      expect(row[5]).toBe(global.get(String(row[4])));
    }
  });
});

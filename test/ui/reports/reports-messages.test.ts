import { describe, expect, it } from 'vitest';
import type { ReportMessage } from '@domain/reports';
import { REPORT_TEXT } from '@ui/reports/reports-messages';
import { renderIn } from '../../support/messages';

describe('report messages of the screens', () => {
  it.each<[ReportMessage, string]>([
    ['STOCK_REPORT_FAILED', 'No ha sido posible obtener el informe de stock'],
    ['NO_STOCK_DATA_FOR_THIS_MONTH', 'Todavía no hay datos de stock cerrados para este mes.'],
    ['MARKETING_REPORT_FAILED', 'No ha sido posible obtener el informe de marketing'],
    // The spec lists this one in English: the Spanish interface says it in Spanish.
    ['SALES_SECTION_FAILED', 'Error al cargar la sección del informe de ventas'],
    ['EXCEL_FAILED', 'Hubo un error generando el excel'],
  ])('shows %s in Spanish as %j', async (code, text) => {
    const render = await renderIn('es', 'reports');
    expect(render(REPORT_TEXT[code])).toBe(text);
  });
});

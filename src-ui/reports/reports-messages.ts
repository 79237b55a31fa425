import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BiService } from '@domain/dashboard';
import type { ReportMessage, ReportSection } from '@domain/reports';

/** A section's path under /app-h/mainpanel. */
export type SectionPath = ReportSection;

/** The section a path shows (the sales section for the bare report address). */
export function sectionOfPath(pathname: string): SectionPath {
  const rest = pathname.replace(/^.*\/mainpanel\/?/, '').replace(/\/+$/, '');
  switch (rest) {
    case 'sales/by_family':
    case 'stock':
    case 'stock/by_family':
    case 'marketing':
    case 'staff':
      return rest;
    default:
      return 'sales';
  }
}

/** The section titles of the header (spec 3 §2). */
export const SECTION_TITLES: Record<SectionPath, MessageDescriptor> = {
  sales: msg`Ventas`,
  'sales/by_family': msg`Informe de ventas`,
  stock: msg`Stock`,
  'stock/by_family': msg`Stock por familias`,
  marketing: msg`Marketing`,
  staff: msg`Personal`,
};

/**
 * The report messages (spec 3 §8), by the domain's codes, and the screen's own. The spec gives
 * SALES_SECTION_FAILED in English only ('Error loading sales report section'): that is its English
 * text, and the Spanish interface says it in Spanish.
 */
export const REPORT_TEXT: Record<ReportMessage | 'NO_REPORTS' | 'SALES_FAILED' | 'FAMILIES_FAILED' | 'BI_FAILED' | 'BI_UNSAFE', MessageDescriptor> = {
  STOCK_REPORT_FAILED: msg`No ha sido posible obtener el informe de stock`,
  NO_STOCK_DATA_FOR_THIS_MONTH: msg`Todavía no hay datos de stock cerrados para este mes.`,
  MARKETING_REPORT_FAILED: msg`No ha sido posible obtener el informe de marketing`,
  SALES_SECTION_FAILED: msg`Error al cargar la sección del informe de ventas`,
  EXCEL_FAILED: msg`Hubo un error generando el excel`,
  NO_REPORTS: msg`Esta farmacia todavía no tiene informes.`,
  SALES_FAILED: msg`No ha sido posible obtener el informe de ventas`,
  FAMILIES_FAILED: msg`No ha sido posible obtener el stock por familias`,
  BI_FAILED: msg`No ha sido posible abrir el cuadro de mando`,
  BI_UNSAFE: msg`El servicio de BI no ha dado una dirección segura para el cuadro de mando.`,
};

/** The BI services' names (spec 2 §6). */
export const BI_TITLES: Record<BiService, MessageDescriptor> = {
  'bi-sales': msg`Ventas`,
  'bi-stocks': msg`Stock`,
  'bi-marketing': msg`Marketing`,
};

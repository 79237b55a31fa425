import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BiService, CrmDestination, DashboardTileId } from '@domain/dashboard';

/** Where a tile leads: a screen of the application, or an outside address opened in a new tab. */
export type TileTarget = { kind: 'route'; to: string; search?: Record<string, string> } | { kind: 'external'; href: string };

/** How a tile looks. */
export interface TileText {
  readonly title: MessageDescriptor;
  readonly description: MessageDescriptor;
}

/** Titles and descriptions of the dashboard tiles (spec 2 "Dashboard"). */
export const TILE_TEXT: Record<DashboardTileId, TileText> = {
  legacyReports: { title: msg`Informes`, description: msg`Informes de ventas, stock, marketing y personal de la farmacia.` },
  bi: { title: msg`Business Intelligence`, description: msg`Cuadros de mando de ventas, stock y marketing.` },
  evoCrm: { title: msg`EvoCRM`, description: msg`Clientes, segmentación y fidelización.` },
  evoMarketing: { title: msg`EvoMarketing`, description: msg`Campañas de correo electrónico y SMS a tus clientes.` },
  crossSelling: { title: msg`Cross Selling`, description: msg`Recomendaciones de venta cruzada.` },
  myWeb: { title: msg`Mi web`, description: msg`La web de la farmacia, en una pestaña nueva.` },
  timetables: { title: msg`Horarios`, description: msg`Horario habitual, cierres y guardias.` },
  expressOrders: { title: msg`Pedido exprés`, description: msg`Pedidos de la tienda online para recoger en la farmacia.` },
  appointments: { title: msg`Cita previa`, description: msg`Servicio de citas de la farmacia, en una pestaña nueva.` },
  spd: { title: msg`SPD`, description: msg`Sistema personalizado de dosificación, en una pestaña nueva.` },
  admin: { title: msg`Entidades`, description: msg`Listado de farmacias, caché e informes.` },
  jobs: { title: msg`Trabajos`, description: msg`Monitor de trabajos en segundo plano.` },
  pion: { title: msg`Pion`, description: msg`Panel de pruebas por farmacia.` },
  webManager: { title: msg`Web manager`, description: msg`Despliegue de webs y tiendas online.` },
  managementCampaigns: { title: msg`Gestión de campañas`, description: msg`Meses, segmentos, plantillas, campañas y estadísticas.` },
  developerTools: { title: msg`Herramientas de desarrollo`, description: msg`Comandos y scripts del servidor.` },
};

/** Names of the BI submenu entries. */
export const BI_TEXT: Record<BiService, MessageDescriptor> = {
  'bi-sales': msg`Ventas`,
  'bi-stocks': msg`Stock`,
  'bi-marketing': msg`Marketing`,
};

/** Where each tile leads, given what is known of the pharmacy. */
export function tileTarget(tile: DashboardTileId, context: { crmDestination: CrmDestination; website: string; shopUrl: string }): TileTarget {
  switch (tile) {
    case 'legacyReports':
      return { kind: 'route', to: '/app-h/mainpanel' };
    case 'bi':
      return { kind: 'route', to: '/app-h/entityNewReport', search: { type: 'bi-sales' } };
    case 'evoCrm':
      return { kind: 'route', to: context.crmDestination === 'crm-menu' ? '/app-h/crm/crm-menu' : '/app-h/segmentations' };
    case 'evoMarketing':
      return { kind: 'route', to: '/app-h/campaigns/listCampaigns' };
    case 'crossSelling':
      return { kind: 'route', to: '/app-h/crossSelling' };
    case 'myWeb':
      return { kind: 'external', href: context.website };
    case 'timetables':
      return { kind: 'route', to: '/app-h/timetables' };
    case 'expressOrders':
      return { kind: 'route', to: '/app-h/pharmacy/express' };
    case 'appointments':
    case 'spd':
      return { kind: 'external', href: context.shopUrl };
    case 'admin':
      return { kind: 'route', to: '/app-h/backoffice/admin' };
    case 'jobs':
      return { kind: 'route', to: '/app-h/backoffice/jobs' };
    case 'pion':
      return { kind: 'route', to: '/app-h/backoffice/pion' };
    case 'webManager':
      return { kind: 'route', to: '/app-h/backoffice/web-manager' };
    case 'managementCampaigns':
      return { kind: 'route', to: '/app-h/backoffice/campaigns/managementCampaigns' };
    case 'developerTools':
      return { kind: 'route', to: '/app-h/backoffice/developerTools' };
  }
}

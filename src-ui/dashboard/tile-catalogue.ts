import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BiService, DashboardTileId } from '@domain/dashboard';
import type { ScreenCatalogue, TileContext, TileTarget } from '../router/screen-module';
import { menuIcons, type ScreenIcon } from '../shared/menu-icons';

export type { TileTarget };


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

/** The icon of each tile (decorative: the title says what it is). */
export const TILE_ICON: Record<DashboardTileId, ScreenIcon> = {
  legacyReports: menuIcons.analytics,
  bi: menuIcons.chart,
  evoCrm: menuIcons.clients,
  evoMarketing: menuIcons.email,
  crossSelling: menuIcons.shuffle,
  myWeb: menuIcons.web,
  timetables: menuIcons.clock,
  expressOrders: menuIcons.shop,
  appointments: menuIcons.appointments,
  spd: menuIcons.pill,
  admin: menuIcons.pharmacy,
  jobs: menuIcons.jobs,
  pion: menuIcons.laboratory,
  webManager: menuIcons.website,
  managementCampaigns: menuIcons.megaphone,
  developerTools: menuIcons.developer,
};

/** Names of the BI submenu entries. */
export const BI_TEXT: Record<BiService, MessageDescriptor> = {
  'bi-sales': msg`Ventas`,
  'bi-stocks': msg`Stock`,
  'bi-marketing': msg`Marketing`,
};

/** The address of the BI report of one service (spec 2 "Dashboard", BI submenu): the BI tile's screen, for that service. */
export function biReportTarget(biTile: Extract<TileTarget, { kind: 'route' }>, service: BiService): Extract<TileTarget, { kind: 'route' }> {
  return { ...biTile, search: { ...biTile.search, type: service } };
}

/**
 * Where a tile leads: the target its context declares (`declared`, from the registered route modules)
 * or the pharmacy's own site for the outside services; undefined while no registered context has the
 * tile's screen, and the tile is then not shown (a tile never leads to a page that does not exist).
 */
export function tileTarget(tile: DashboardTileId, context: TileContext, declared: ScreenCatalogue['tiles']): TileTarget | undefined {
  const fromContext = declared[tile];
  if (fromContext !== undefined) return fromContext(context);
  switch (tile) {
    case 'myWeb':
      return { kind: 'external', href: context.website };
    case 'appointments':
    case 'spd':
      return { kind: 'external', href: context.shopUrl };
    default:
      return undefined;
  }
}

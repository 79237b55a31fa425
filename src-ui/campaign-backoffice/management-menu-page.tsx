import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createLazyRoute } from '@tanstack/react-router';
import { icons } from '../shared/icons';
import { MenuPage, type MenuTile } from '../shared/menu-page';

export const ManagementMenuRoute = createLazyRoute('/app-h/backoffice/campaigns/managementCampaigns')({ component: ManagementMenuPage });

/**
 * The menu's tiles, in the spec's order (spec 2 §2 "Management menu": months, segments, templates,
 * campaigns, unsent campaigns, all campaigns, calendar, statistics), each leading to its screen. A tile
 * whose screen does not exist yet is not shown, so that no tile leads nowhere: campaigns (the campaign
 * admin list, a placeholder in the spec, /backoffice/campaigns/admin) joins this list when its screen
 * arrives.
 */
const TILES: readonly MenuTile[] = [
  { key: 'months', to: '/app-h/backoffice/campaigns/monthList', title: msg`Meses de campaña`, description: msg`Bloqueo de meses, siguiente mes y productos de las fotos.`, icon: icons.calendarMonth },
  { key: 'segments', to: '/app-h/backoffice/segmentsList', title: msg`Segmentos`, description: msg`Públicos de las campañas sanitarias y promocionales por género y edad.`, icon: icons.clients },
  { key: 'templates', to: '/app-h/backoffice/campaignTemplateList', title: msg`Plantillas de campaña`, description: msg`Plantillas de correo para las campañas de las farmacias.`, icon: icons.template },
  { key: 'unsent', to: '/app-h/backoffice/campaigns/listCampaignNotSend', title: msg`Campañas no enviadas`, description: msg`Borradores, programadas, enviándose y con error, de todas las farmacias.`, icon: icons.clock },
  { key: 'all', to: '/app-h/backoffice/campaigns/listAllCampaign', title: msg`Todas las campañas`, description: msg`Las campañas de email y SMS de todas las farmacias.`, icon: icons.megaphone },
  { key: 'calendar', to: '/app-h/backoffice/campaigns/calendarCampaigns', title: msg`Calendario`, description: msg`Envíos de email y SMS planificados para grupos de farmacias.`, icon: icons.calendarMonth },
  { key: 'stats', to: '/app-h/backoffice/campaigns/backofficeCampaignsStats', title: msg`Estadísticas`, description: msg`Cifras agregadas de las campañas enviadas, por mes y por canal.`, icon: icons.chart },
];

/** The back office's campaign management menu (spec 2 §2 "Management menu"): a tile per screen. */
export function ManagementMenuPage() {
  const { t } = useLingui();
  return (
    <MenuPage
      title={t`Gestión de campañas`}
      description={t`Las campañas de todas las farmacias y lo que las prepara.`}
      listLabel={t`Pantallas de gestión de campañas`}
      testIdPrefix="menu-tile"
      tiles={TILES}
    />
  );
}

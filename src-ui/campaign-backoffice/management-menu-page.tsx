import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { icons, type ScreenIcon } from '../shared/icons';

export const ManagementMenuRoute = createLazyRoute('/app-h/backoffice/campaigns/managementCampaigns')({ component: ManagementMenuPage });

/** A tile of the menu: where it leads, what it says, its icon (decorative). */
interface MenuTile {
  readonly key: string;
  readonly to:
    | '/app-h/backoffice/campaigns/monthList'
    | '/app-h/backoffice/segmentsList'
    | '/app-h/backoffice/campaignTemplateList'
    | '/app-h/backoffice/campaigns/listCampaignNotSend'
    | '/app-h/backoffice/campaigns/listAllCampaign'
    | '/app-h/backoffice/campaigns/calendarCampaigns'
    | '/app-h/backoffice/campaigns/backofficeCampaignsStats';
  readonly title: MessageDescriptor;
  readonly description: MessageDescriptor;
  readonly icon: ScreenIcon;
}

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
  const { t, i18n } = useLingui();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t`Gestión de campañas`}</Title>
        <Text c="dimmed" size="sm">
          {t`Las campañas de todas las farmacias y lo que las prepara.`}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t`Pantallas de gestión de campañas`}>
        {TILES.map((tile) => {
          const Icon = tile.icon;
          return (
            <li key={tile.key} data-testid={`menu-tile-${tile.key}`}>
              <Card withBorder radius="md" padding="lg" h="100%" renderRoot={(props) => <Link {...props} to={tile.to} />}>
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
                    <Icon size={26} stroke={1.6} />
                  </ThemeIcon>
                  <div>
                    <Text fw={700} size="lg">
                      {i18n._(tile.title)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {i18n._(tile.description)}
                    </Text>
                  </div>
                </Group>
              </Card>
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

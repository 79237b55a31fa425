import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Collapse, Group, Loader, SimpleGrid, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { BACKOFFICE_TILES, NO_SERVICES, dashboardView, safeExternalUrl, type BiService, type DashboardTileId } from '@domain/dashboard';
import { activePharmacy, entityHasModule, isBackofficeUser, isPartner, userCan } from '@domain/session';
import { panelCollapsedKey, usePanelCollapsed } from '../shared/panel-state';
import { useSession } from '../shared/session-context';
import { useUiServices } from '../shared/ui-services-context';
import { useScreenCatalogue } from '../router/router-context';
import type { TileContext } from '../router/screen-module';
import { BI_TEXT, TILE_TEXT, biReportHref, tileTarget, type TileTarget } from './tile-catalogue';

export const DashboardRoute = createLazyRoute('/app-h/dashboard')({ component: DashboardPage });

/** The dashboard (spec 2 "Dashboard", §6): the tiles the user's role, rights and modules allow. */
export function DashboardPage() {
  const services = useUiServices();
  const session = useSession();
  const { t } = useLingui();
  const pharmacy = activePharmacy(session);
  const profile = useQuery({
    queryKey: ['dashboard', 'pharmacy-profile', pharmacy?.eid],
    queryFn: () => services.dashboard.pharmacyProfile(pharmacy?.eid ?? 0),
    enabled: pharmacy !== undefined,
  });

  const backoffice = isBackofficeUser(session);
  const view = dashboardView({
    backoffice,
    partner: isPartner(session.user),
    pharmacy:
      pharmacy === undefined
        ? undefined
        : {
            eid: pharmacy.eid,
            isDemo: pharmacy.isDemo,
            segmentsModule: entityHasModule(pharmacy, 'module_segments_active'),
            loyaltyModule: entityHasModule(pharmacy, 'module_loyalty_active'),
            hasWebsite: safeExternalUrl(`https://${profile.data?.website ?? ''}`) !== '' && (profile.data?.website ?? '') !== '',
          },
    can: {
      campaigns: userCan(session.user, 'campaigns'),
      segments: userCan(session.user, 'segments'),
      clients: userCan(session.user, 'clients'),
      dashboard: userCan(session.user, 'dashboard'),
    },
    enabledBiServices: (profile.data?.enabledServices ?? []).filter((service): service is BiService => service.startsWith('bi-')),
    services: {
      orderExpress: (profile.data?.services ?? NO_SERVICES).orderExpressEnabled,
      spd: (profile.data?.services ?? NO_SERVICES).spdEnabled,
      appointments: (profile.data?.services ?? NO_SERVICES).citaPreviaEnabled,
    },
    devFeatureFlag: services.config.devFeatureFlag,
    crmMenuEids: services.config.crmMenuEids,
  });

  const targetContext = {
    crmDestination: view.crmDestination,
    website: safeExternalUrl(`https://${profile.data?.website ?? ''}`),
    shopUrl: safeExternalUrl(profile.data?.services.baseUrl ?? ''),
  };
  const pharmacyTiles = view.tiles.filter((tile) => !BACKOFFICE_TILES.includes(tile));
  const backofficeTiles = view.tiles.filter((tile) => BACKOFFICE_TILES.includes(tile));

  return (
    <Stack gap="lg" data-testid="dashboard">
      <div>
        <Title order={1}>
          <Trans>Escritorio</Trans>
        </Title>
        <Text c="dimmed">{pharmacy !== undefined ? t`Hola, ${session.user.name}. Estás trabajando en ${pharmacy.name}.` : t`Hola, ${session.user.name}.`}</Text>
      </div>
      {profile.isError && (
        <Alert color="yellow" role="alert" title={t`Algunos accesos no están disponibles`}>
          <Group justify="space-between">
            <Text size="sm">
              <Trans>No se han podido cargar los servicios de la farmacia. Los accesos que dependen de ellos no se muestran.</Trans>
            </Text>
            <Button size="xs" variant="light" onClick={() => void profile.refetch()}>
              <Trans>Reintentar</Trans>
            </Button>
          </Group>
        </Alert>
      )}
      {profile.isLoading ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">
            <Trans>Cargando los servicios de la farmacia…</Trans>
          </Text>
        </Group>
      ) : pharmacyTiles.length > 0 ? (
        <TileGrid tiles={pharmacyTiles} biServices={view.biServices} targetContext={targetContext} />
      ) : (
        !backoffice && (
          <Alert color="gray" title={t`No hay accesos disponibles`}>
            <Trans>Tu usuario no tiene permisos para ningún módulo de esta farmacia. Pide a tu responsable que te los asigne.</Trans>
          </Alert>
        )
      )}
      {backofficeTiles.length > 0 && <BackofficeSection tiles={backofficeTiles} targetContext={targetContext} />}
    </Stack>
  );
}

function BackofficeSection({ tiles, targetContext }: { tiles: DashboardTileId[]; targetContext: TileContext }) {
  const [collapsed, setCollapsed] = usePanelCollapsed(panelCollapsedKey('dashboard.backoffice'));
  const { t } = useLingui();
  return (
    <Stack gap="sm" component="section" aria-labelledby="backoffice-tiles">
      <Group justify="space-between">
        <Title order={2} size="h3" id="backoffice-tiles">
          <Trans>Backoffice</Trans>
        </Title>
        <Button variant="subtle" size="xs" onClick={() => setCollapsed(!collapsed)} aria-expanded={!collapsed} aria-controls="backoffice-tile-grid">
          {collapsed ? t`Mostrar` : t`Ocultar`}
        </Button>
      </Group>
      <Collapse expanded={!collapsed} id="backoffice-tile-grid">
        <TileGrid tiles={tiles} biServices={[]} targetContext={targetContext} />
      </Collapse>
    </Stack>
  );
}

function TileGrid({ tiles, biServices, targetContext }: { tiles: DashboardTileId[]; biServices: readonly BiService[]; targetContext: TileContext }) {
  const declared = useScreenCatalogue().tiles;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
      {tiles.map((tile) => (
        <Tile key={tile} tile={tile} target={tileTarget(tile, targetContext, declared)} biServices={tile === 'bi' ? biServices : []} />
      ))}
    </SimpleGrid>
  );
}

function Tile({ tile, target, biServices }: { tile: DashboardTileId; target: TileTarget; biServices: readonly BiService[] }) {
  const { i18n } = useI18n();
  const { t } = useLingui();
  const text = TILE_TEXT[tile];
  const title = i18n._(text.title);
  const body = (
    <>
      <Text fw={700} size="lg">
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {i18n._(text.description)}
      </Text>
    </>
  );
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`tile-${tile}`} h="100%">
      {target.kind === 'external' ? (
        <UnstyledButton component="a" href={target.href} target="_blank" rel="noopener noreferrer">
          {body}
          <VisuallyHidden>{t`(se abre en una pestaña nueva)`}</VisuallyHidden>
        </UnstyledButton>
      ) : (
        <UnstyledButton component="a" href={targetHref(target)}>
          {body}
        </UnstyledButton>
      )}
      {biServices.length > 0 && (
        <Group gap="xs" mt="sm" aria-label={t`Informes de Business Intelligence`} role="group">
          {biServices.map((service) => (
            <Anchor key={service} href={targetHref(biReportHref(service))} size="sm">
              {i18n._(BI_TEXT[service])}
            </Anchor>
          ))}
        </Group>
      )}
    </Card>
  );
}

/** The hash-routing address of a tile's screen. */
function targetHref(target: Extract<TileTarget, { kind: 'route' }>): string {
  const query = target.search === undefined ? '' : `?${new URLSearchParams(target.search).toString()}`;
  return `#${target.to}${query}`;
}

import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Collapse, Group, Loader, Stack, Text, ThemeIcon, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { Suspense, lazy, useDeferredValue } from 'react';
import { BACKOFFICE_TILES, NO_SERVICES, dashboardView, safeExternalUrl, type BiService, type DashboardTileId } from '@domain/dashboard';
import { activePharmacy, entityHasModule, isBackofficeUser, isPartner, userCan } from '@domain/session';
import { panelCollapsedKey, usePanelCollapsed } from '../shared/panel-state';
import { useSession } from '../shared/session-context';
import { useUiServices } from '../shared/ui-services-context';
import { useScreenCatalogue } from '../router/router-context';
import type { DashboardCard, NavigationItem } from '../router/screen-module';
import type { ScreenIcon } from '../shared/menu-icons';
import classes from './dashboard.module.css';
import { BI_TEXT, TILE_ICON, TILE_TEXT, biReportTarget, tileTarget, type TileTarget } from './tile-catalogue';

/** The forced upload concerns four pharmacies: its card and its icons load only where it shows. */
const ForceUploadCard = lazy(() => import('./force-upload').then((module) => ({ default: module.ForceUploadCard })));

export const DashboardRoute = createLazyRoute('/app-h/dashboard')({ component: DashboardPage });

/** The dashboard (spec 2 "Dashboard", §6): the tiles the user's role, rights and modules allow. */
export function DashboardPage() {
  const services = useUiServices();
  const session = useSession();
  const { t } = useLingui();
  const { i18n } = useI18n();
  const pharmacy = activePharmacy(session);
  const profile = useQuery({
    queryKey: ['dashboard', 'pharmacy-profile', pharmacy?.eid],
    queryFn: () => services.dashboard.pharmacyProfile(pharmacy?.eid ?? 0),
    enabled: pharmacy !== undefined,
  });
  // The tiles the profile decides are drawn by an interruptible render when it arrives, not by one
  // blocking task (the greeting above them is already on screen).
  const profileData = useDeferredValue(profile.data);
  const profileLoading = profile.isLoading || (profile.data !== undefined && profileData === undefined);

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
            hasWebsite: safeExternalUrl(`https://${profileData?.website ?? ''}`) !== '' && (profileData?.website ?? '') !== '',
          },
    can: {
      campaigns: userCan(session.user, 'campaigns'),
      segments: userCan(session.user, 'segments'),
      clients: userCan(session.user, 'clients'),
      dashboard: userCan(session.user, 'dashboard'),
    },
    enabledBiServices: (profileData?.enabledServices ?? []).filter((service): service is BiService => service.startsWith('bi-')),
    services: {
      orderExpress: (profileData?.services ?? NO_SERVICES).orderExpressEnabled,
      spd: (profileData?.services ?? NO_SERVICES).spdEnabled,
      appointments: (profileData?.services ?? NO_SERVICES).citaPreviaEnabled,
    },
    devFeatureFlag: services.config.devFeatureFlag,
    crmMenuEids: services.config.crmMenuEids,
  });

  const targetContext = {
    crmDestination: view.crmDestination,
    website: safeExternalUrl(`https://${profileData?.website ?? ''}`),
    shopUrl: safeExternalUrl(profileData?.services.baseUrl ?? ''),
  };
  const declared = useScreenCatalogue();
  // A tile is shown only when its screen exists: a registered context declares where it leads.
  const shown = (tiles: readonly DashboardTileId[]): ShownTile[] =>
    tiles.flatMap((tile) => {
      const target = tileTarget(tile, targetContext, declared.tiles);
      if (target === undefined) return [];
      const biTile = tile === 'bi' && target.kind === 'route' ? target : undefined;
      return [
        {
          key: tile,
          title: i18n._(TILE_TEXT[tile].title),
          description: i18n._(TILE_TEXT[tile].description),
          icon: TILE_ICON[tile],
          target,
          links: biTile === undefined ? [] : view.biServices.map((service) => ({ label: i18n._(BI_TEXT[service]), target: biReportTarget(biTile, service) })),
        },
      ];
    });
  const pharmacyTiles = shown(view.tiles.filter((tile) => !BACKOFFICE_TILES.includes(tile)));
  // The back-office section reaches every back-office screen: the spec's tiles, then a tile for each
  // back-office screen no spec tile opens.
  const backofficeTiles = backoffice ? [...shown(view.tiles.filter((tile) => BACKOFFICE_TILES.includes(tile))), ...screenTiles(declared.navigation, session, i18n._.bind(i18n))] : [];

  return (
    <Stack gap="lg" data-testid="dashboard">
      <div>
        <Title order={1}>
          <Trans>Escritorio</Trans>
        </Title>
        <Text c="dimmed">{pharmacy !== undefined ? t`Hola, ${session.user.name}. Estás trabajando en ${pharmacy.name}.` : t`Hola, ${session.user.name}.`}</Text>
      </div>
      {declared.dashboardCards
        .filter((card) => card.visible(session))
        .map((card) => (
          <Suspense key={card.name} fallback={null}>
            <ContextCard card={card} />
          </Suspense>
        ))}
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
      {profileLoading ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">
            <Trans>Cargando los servicios de la farmacia…</Trans>
          </Text>
        </Group>
      ) : pharmacyTiles.length > 0 ? (
        <TileGrid tiles={pharmacyTiles} />
      ) : (
        !backoffice &&
        !profile.isError && (
          <Alert color="gray" role="status" title={t`No hay accesos disponibles`}>
            {view.tiles.length === 0 ? (
              <Trans>Tu usuario no tiene permisos para ningún módulo de esta farmacia. Pide a tu responsable que te los asigne.</Trans>
            ) : (
              <Trans>Ninguno de los módulos que tu usuario puede usar en esta farmacia está disponible en esta aplicación.</Trans>
            )}
          </Alert>
        )
      )}
      {view.forceUpload && pharmacy !== undefined && (
        <Suspense fallback={null}>
          <ForceUploadCard eid={pharmacy.eid} />
        </Suspense>
      )}
      {backofficeTiles.length > 0 && <BackofficeSection tiles={backofficeTiles} />}
    </Stack>
  );
}

/** A card a context adds to the dashboard (`dashboardCards` of its route module), its code fetched where it shows. */
function ContextCard({ card }: { card: DashboardCard }) {
  const Card = card.component;
  return <Card />;
}

/** A tile as the dashboard shows it. */
interface ShownTile {
  readonly key: string;
  readonly title: string;
  readonly description: string;
  readonly icon: ScreenIcon;
  readonly target: TileTarget;
  /** Links under the tile (the BI services). */
  readonly links: readonly { readonly label: string; readonly target: Extract<TileTarget, { kind: 'route' }> }[];
}

/** The tiles of the back-office screens the registry holds that no spec tile opens. */
function screenTiles(navigation: readonly NavigationItem[], session: Parameters<NavigationItem['visible']>[0], translate: (descriptor: MessageDescriptor) => string): ShownTile[] {
  return navigation.flatMap((item) =>
    item.section === 'backoffice' && item.tile !== undefined && item.visible(session)
      ? [
          {
            key: (item.route as { readonly id: string }).id,
            title: translate(item.label),
            description: translate(item.tile.description),
            icon: item.icon,
            target: { kind: 'route', to: (item.route as { readonly fullPath: string }).fullPath } as const,
            links: [],
          },
        ]
      : [],
  );
}

function BackofficeSection({ tiles }: { tiles: readonly ShownTile[] }) {
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
        <TileGrid tiles={tiles} />
      </Collapse>
    </Stack>
  );
}

function TileGrid({ tiles }: { tiles: readonly ShownTile[] }) {
  return (
    <div className={classes.tiles}>
      {tiles.map((tile) => (
        <Tile key={tile.key} tile={tile} />
      ))}
    </div>
  );
}

function Tile({ tile }: { tile: ShownTile }) {
  const { t } = useLingui();
  const { target, icon: Icon } = tile;
  const body = (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
        <Icon size={26} stroke={1.6} />
      </ThemeIcon>
      <div>
        <Text fw={700} size="lg">
          {tile.title}
        </Text>
        <Text size="sm" c="dimmed">
          {tile.description}
        </Text>
      </div>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`tile-${tile.key}`} h="100%">
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
      {tile.links.length > 0 && (
        <Group gap="xs" mt="sm" aria-label={t`Informes de Business Intelligence`} role="group">
          {tile.links.map((link) => (
            <Anchor key={link.label} href={targetHref(link.target)} size="sm">
              {link.label}
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

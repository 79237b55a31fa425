import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { WEB_MANAGER_SECTIONS, isWebManagerSectionEnabled, webToolsMode, type WebManagerSection } from '@domain/web';
import { icons } from '../shared/icons';
import { MenuPage, type MenuTile } from '../shared/menu-page';
import { useUiServices } from '../shared/ui-services-context';
import { executionModeQuery } from '../shell/execution-mode';
import { webManagerMessages } from './web-messages';

export const WebManagerRoute = createLazyRoute('/app-h/backoffice/web-manager')({ component: WebManagerPage });

/** The sections' tiles, in the spec's order (spec 3 §2: production deployment, web deployment, catalogue, new ecommerce, settings). */
const TILES: Record<WebManagerSection, Omit<MenuTile, 'key' | 'disabledReason'>> = {
  productionDeploy: { to: '/app-h/backoffice/web-manager/productionDeploy', title: msg`Puesta en producción`, description: msg`Pasa la web de una farmacia de su dominio provisional al definitivo.`, icon: icons.arrowUp },
  webDeploy: { to: '/app-h/backoffice/web-manager/webDeploy', title: msg`Despliegue web`, description: msg`Despliega una web con su tema en un servidor y sigue sus tareas.`, icon: icons.web },
  catalog: { to: '/app-h/backoffice/catalog-manager', title: msg`Catálogo`, description: msg`Exporta el catálogo de productos a las tiendas online.`, icon: icons.export },
  newEcommerce: { to: '/app-h/backoffice/web-manager/new-web', title: msg`Nueva web`, description: msg`Crea la web o tienda online de una farmacia: logo, tema, páginas y contacto.`, icon: icons.plus },
  settings: { to: '/app-h/backoffice/update-settings', title: msg`Ajustes`, description: msg`Tokens, sincronización y plugin de cada tienda.`, icon: icons.settings },
};

/**
 * The web manager (spec 3 §2 "Web manager menu"): a tile per section; production deployment, web
 * deployment and catalogue are disabled outside production, with an alert. After a website is
 * created, a notice leads to its deployment job.
 */
export function WebManagerPage() {
  const { t, i18n } = useLingui();
  const services = useUiServices();
  const { created } = WebManagerRoute.useSearch();
  const mode = useQuery(executionModeQuery(services));
  const toolsMode = webToolsMode(mode.data ?? 'production', services.config.profile === 'memory');
  const closed = i18n._(webManagerMessages.PRODUCTION_ONLY);
  const tiles = useMemo(
    (): MenuTile[] =>
      WEB_MANAGER_SECTIONS.map((section) => ({ key: section, ...TILES[section], ...(mode.isPending || isWebManagerSectionEnabled(section, toolsMode) ? {} : { disabledReason: t`Solo en producción` }) })),
    [mode.isPending, toolsMode, t],
  );
  const someClosed = !mode.isPending && WEB_MANAGER_SECTIONS.some((section) => !isWebManagerSectionEnabled(section, toolsMode));
  return (
    <MenuPage title={t`Web manager`} description={t`Las webs y tiendas online de las farmacias: creación, despliegue, puesta en producción, catálogo y ajustes.`} listLabel={t`Secciones del web manager`} testIdPrefix="web-tile" tiles={tiles}>
      {mode.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t`Comprobando el entorno…`}</Text>
        </Group>
      )}
      {someClosed && (
        <Alert color="yellow" title={closed} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          <Text size="sm">{t`Este entorno no es el de producción: la puesta en producción, el despliegue web y el catálogo están desactivados.`}</Text>
        </Alert>
      )}
      {created !== undefined && (
        <Alert color="green" title={t`Web ${created} creada`} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
          <Text size="sm">
            {t`Su despliegue está en la cola.`}{' '}
            <Anchor renderRoot={(props) => <Link {...props} to="/app-h/backoffice/web-manager/webDeploy" search={{ search: created }} />}>{t`Seguir su despliegue`}</Anchor>
          </Text>
        </Alert>
      )}
    </MenuPage>
  );
}

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createLazyRoute } from '@tanstack/react-router';
import { icons } from '../shared/icons';
import { MenuPage, type MenuTile } from '../shared/menu-page';

export const CatalogManagerRoute = createLazyRoute('/app-h/backoffice/catalog-manager')({ component: CatalogManagerPage });

const TILES: readonly MenuTile[] = [
  { key: 'export', to: '/app-h/backoffice/export-products', title: msg`Exportar productos`, description: msg`Pide la exportación del catálogo a la tienda online de una farmacia.`, icon: icons.upload },
  { key: 'results', to: '/app-h/backoffice/export-products-results', title: msg`Resultados de exportación`, description: msg`Sigue las exportaciones y descarga el informe del catálogo de cada dominio.`, icon: icons.download },
  { key: 'settings', to: '/app-h/backoffice/update-settings', title: msg`Ajustes de tienda`, description: msg`Tokens, colores, sincronización, plugin e historial de sincronizaciones.`, icon: icons.settings },
  { key: 'catalog', to: '/app-h/backoffice/catalog', title: msg`Catálogo de parafarmacia`, description: msg`Suscripciones de los dominios y exportaciones del catálogo de parafarmacia.`, icon: icons.sync },
];

/** The catalogue and shop settings menu (spec 3 §2 "/app-h/backoffice/catalog-manager"): the shared menu page, a tile per screen. */
export function CatalogManagerPage() {
  const { t } = useLingui();
  return <MenuPage title={t`Catálogo y tiendas`} description={t`Exporta catálogos a las tiendas online de las farmacias y ajusta cada tienda.`} listLabel={t`Pantallas de catálogo y tiendas`} testIdPrefix="catalog-manager-tile" tiles={TILES} />;
}

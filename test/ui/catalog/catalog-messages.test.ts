import { describe, expect, it } from 'vitest';
import type { CatalogMessageCode } from '@domain/catalog-export';
import { catalogMessages } from '@ui/catalog/catalog-messages';
import { validateCatalogSearch } from '@ui/catalog/catalog-search';
import { renderIn } from '../../support/messages';

describe('catalog messages', () => {
  it.each<[CatalogMessageCode, string]>([
    ['NO_DOMAIN_SELECTED', 'selecciona algún dominio'],
    ['NO_HEALTHY_DOMAIN', 'Ningún dominio seleccionado tiene un catálogo apto'],
    ['CHECK_ALREADY_RUNNING', 'Ya hay una comprobación del catálogo en curso'],
    ['CHECK_REQUEST_FAILED', 'Error en la petición de comprobación del catálogo'],
    ['LOAD_FAILED', 'Error'],
    ['CHECK_STATUS_FAILED', 'Error'],
    ['CHECK_WITH_ERRORS', 'check with errors'],
    ['SUBSCRIPTION_CHANGE_FAILED', 'Error al cambiar la suscripción'],
    ['JOB_DELETE_FAILED', 'Error eliminando el reporte'],
    ['EXPORT_WITHOUT_RESULTS', 'Exportación sin resultados'],
  ])('shows %s in Spanish as %j', async (code, text) => {
    const render = await renderIn('es', 'catalog');
    expect(render(catalogMessages[code])).toBe(text);
  });

  it('shows a message in English from the screen catalogue', async () => {
    const render = await renderIn('en', 'catalog');
    expect(render(catalogMessages.EXPORT_WITHOUT_RESULTS)).toBe('Export without results');
  });
});

describe('validateCatalogSearch', () => {
  it('keeps the tab, the report and the table parameters', () => {
    expect(validateCatalogSearch({ tab: 'reports', report: '4eedd62673cf293ef3429a8d', page: '2', count: '25' })).toEqual({
      tab: 'reports',
      report: '4eedd62673cf293ef3429a8d',
      page: 2,
      count: 25,
    });
  });

  it('drops an unknown tab and an empty report', () => {
    expect(validateCatalogSearch({ tab: 'ajustes', report: ' ' })).toEqual({});
  });
});

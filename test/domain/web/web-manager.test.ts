import { describe, expect, it } from 'vitest';
import {
  EXPORT_RESULTS_REFRESH_MS,
  PRODUCTION_DEPLOY_REFRESH_MS,
  PRODUCT_EXPORT_MESSAGES,
  WEB_DEPLOY_REFRESH_MS,
  WEB_MANAGER_SECTIONS,
  isWebManagerSectionEnabled,
} from '@domain/web';

describe('isWebManagerSectionEnabled', () => {
  it('lists the five sections of the menu', () => {
    expect(WEB_MANAGER_SECTIONS).toEqual(['productionDeploy', 'webDeploy', 'catalog', 'newEcommerce', 'settings']);
  });

  it.each(WEB_MANAGER_SECTIONS)('enables %s in production', (section) => {
    expect(isWebManagerSectionEnabled(section, 'production')).toBe(true);
  });

  it.each([
    ['productionDeploy', false],
    ['webDeploy', false],
    ['catalog', false],
    ['newEcommerce', true],
    ['settings', true],
  ] as const)('outside production enables %s: %s', (section, enabled) => {
    expect(isWebManagerSectionEnabled(section, 'development')).toBe(enabled);
    expect(isWebManagerSectionEnabled(section, 'preproduction')).toBe(enabled);
  });
});

describe('web manager constants', () => {
  it('refreshes production deploy jobs every 8 s, web deploy jobs every 4 s and export results every 8 s', () => {
    expect([PRODUCTION_DEPLOY_REFRESH_MS, WEB_DEPLOY_REFRESH_MS, EXPORT_RESULTS_REFRESH_MS]).toEqual([8000, 4000, 8000]);
  });

  it('reproduces the product-export texts', () => {
    expect(PRODUCT_EXPORT_MESSAGES).toEqual({
      INVALID_DOMAIN: 'Por favor, comprueba que el dominio introducido sea válido.',
      EXPORT_QUEUED: 'Petición añadida correctamente a la cola de procesamiento.',
      EXPORT_FAILED: 'Ha ocurrido un error al generar la exportación.',
    });
  });
});

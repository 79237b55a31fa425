import { describe, expect, it } from 'vitest';
import {
  NO_DOMAIN_LABEL,
  PLUGIN_MESSAGES,
  WEB_DEPLOY_MESSAGES,
  pluginUpdateOutcome,
  pluginUpdatedMessage,
  pluginsWithUpdate,
  visiblePlugins,
  vhostDomainLabel,
  type WordPressPlugin,
} from '@domain/web';

const aPlugin = (overrides: Partial<WordPressPlugin> = {}): WordPressPlugin => ({
  name: 'woocommerce',
  status: 'active',
  version: '8.0.0',
  updateVersion: '',
  updateAvailable: false,
  ...overrides,
});

describe('vhostDomainLabel', () => {
  it('shows the domain of a virtual host', () => {
    expect(vhostDomainLabel({ domain: 'farmacia.es', server: 'web-01', path: '/var/www/farmacia' })).toBe('farmacia.es');
  });

  it.each(['', '  '])('shows Dominio no disponible for a virtual host with domain %j', (domain) => {
    expect(vhostDomainLabel({ domain, server: 'web-01', path: '/var/www/x' })).toBe('Dominio no disponible');
    expect(NO_DOMAIN_LABEL).toBe('Dominio no disponible');
  });
});

describe('plugins', () => {
  const active = aPlugin({ name: 'woocommerce' });
  const outdated = aPlugin({ name: 'yoast', version: '20.1', updateVersion: '21.0', updateAvailable: true });
  const mustUse = aPlugin({ name: 'loader', status: 'must-use', updateAvailable: true });
  const inactive = aPlugin({ name: 'akismet', status: 'inactive', updateVersion: '5.3', updateAvailable: true });

  it('hides the must-use plugins', () => {
    expect(visiblePlugins([active, mustUse, outdated])).toEqual([active, outdated]);
  });

  it('lists the visible plugins with an update available', () => {
    expect(pluginsWithUpdate([active, outdated, mustUse, inactive])).toEqual([outdated, inactive]);
  });

  it('finds nothing to update when every plugin is on its last version', () => {
    expect(pluginsWithUpdate([active, mustUse])).toEqual([]);
    expect(PLUGIN_MESSAGES.ALL_UP_TO_DATE).toBe('Todos los plugins están ya en su última versión');
  });
});

describe('pluginUpdateOutcome', () => {
  it.each([
    ['20.1', '21.0', 'UPDATED'],
    ['20.1', '20.1', 'NOTHING_CHANGED'],
    ['20.1', undefined, 'UPDATE_NOT_DONE'],
    ['20.1', '', 'UPDATE_NOT_DONE'],
  ] as const)('from version %s to %j is %s', (oldVersion, newVersion, outcome) => {
    expect(pluginUpdateOutcome(oldVersion, newVersion)).toBe(outcome);
  });

  it('names the plugin and both versions on success', () => {
    expect(pluginUpdatedMessage('yoast', '20.1', '21.0')).toBe('yoast actualizado de la versión 20.1 a la 21.0');
  });

  it('reproduces the spec error texts', () => {
    expect(PLUGIN_MESSAGES.UPDATE_FAILED).toBe('Ocurrió un error durante la actualización.');
    expect(PLUGIN_MESSAGES.UPDATE_NOT_DONE).toBe('ERROR: No se pudo realizar la actualización');
  });
});

describe('web-deploy messages', () => {
  it('reproduces the spec texts, typos included', () => {
    expect(WEB_DEPLOY_MESSAGES).toEqual({
      DOMAIN_TAKEN: 'Ya existe una web con ese dominio',
      WEB_CREATED: 'Web creada correctamente',
      WEB_CREATION_FAILED: 'Hubo un error al crear la web1',
      IMAGE_UPLOAD_FAILED: 'Hubo un error al subir la imagen',
      PRODUCTION_JOB_CREATED: 'Trabajo de despliegue creado correctamente',
      PRODUCTION_FAILED: 'Hubo un error con la puesta en producción',
      WEB_DEPLOY_JOB_CREATED: 'Tarea de despligue web creada correctamente',
      WEB_DEPLOY_JOB_FAILED: 'Hubo un error al crear la tarea',
      VHOST_WITHOUT_DOMAIN: 'El vhost no tiene dominio disponible',
    });
  });
});

import { queryOptions } from '@tanstack/react-query';
import type { UiServices } from '../shared/ui-services';

const MINUTE = 60 * 1000;

/** Queries of the developer tools. */
export const developerToolsQueries = {
  all: ['developer-tools'] as const,
  setupInfo: (services: UiServices) => queryOptions({ queryKey: [...developerToolsQueries.all, 'setup'] as const, queryFn: () => services.developerTools.setupInfo(), retry: false }),
  commands: (services: UiServices) => queryOptions({ queryKey: [...developerToolsQueries.all, 'commands'] as const, queryFn: () => services.developerTools.commands(), retry: false, staleTime: 5 * MINUTE }),
  pluginVersion: (services: UiServices, name: string) => queryOptions({ queryKey: [...developerToolsQueries.all, 'plugin', name] as const, queryFn: () => services.developerTools.pluginVersion(name), retry: false }),
  scripts: (services: UiServices) => queryOptions({ queryKey: [...developerToolsQueries.all, 'scripts'] as const, queryFn: () => services.developerTools.scripts(), retry: false, staleTime: 5 * MINUTE }),
  scriptInfo: (services: UiServices, script: string) => queryOptions({ queryKey: [...developerToolsQueries.all, 'script', script] as const, queryFn: () => services.developerTools.scriptInfo(script), retry: false, staleTime: 5 * MINUTE }),
};

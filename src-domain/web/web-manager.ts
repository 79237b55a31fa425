import type { ExecutionMode } from '@domain/platform';

/** The sections of the web manager menu (spec 3 §2 "Web manager menu"). */
export const WEB_MANAGER_SECTIONS = ['productionDeploy', 'webDeploy', 'catalog', 'newEcommerce', 'settings'] as const;

/** A section of the web manager menu (spec 3 §2). */
export type WebManagerSection = (typeof WEB_MANAGER_SECTIONS)[number];

/** The sections usable only in production: production deployment, web deployment and catalogue (spec 3 §2). */
export const PRODUCTION_ONLY_SECTIONS: readonly WebManagerSection[] = ['productionDeploy', 'webDeploy', 'catalog'];

/** Production, web and catalogue are disabled outside the production environment (spec 3 §2). */
export function isWebManagerSectionEnabled(section: WebManagerSection, mode: ExecutionMode): boolean {
  return mode === 'production' || !PRODUCTION_ONLY_SECTIONS.includes(section);
}

/** The web manager's notices. */
export type WebManagerMessageCode = 'PRODUCTION_ONLY';

/**
 * The alert of a section disabled outside production. Not in the spec: it says there is an alert, not
 * its words.
 */
export const WEB_MANAGER_MESSAGES = {
  PRODUCTION_ONLY: 'Esta sección solo está disponible en el entorno de producción',
} as const satisfies Record<WebManagerMessageCode, string>;

/** How often the production-deploy jobs table refreshes: 8 s (spec 3 §4, §9). */
export const PRODUCTION_DEPLOY_REFRESH_MS = 8000;

/** How often the web-deploy jobs table refreshes: 4 s (spec 3 §4, §9). */
export const WEB_DEPLOY_REFRESH_MS = 4000;

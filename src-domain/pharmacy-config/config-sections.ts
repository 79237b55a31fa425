import type { ExecutionMode } from '@domain/platform';

/** The sections of the pharmacy configuration dialog, in order (spec 3 §2 "Pharmacy configuration dialog"). */
export const CONFIG_SECTIONS = ['settings', 'landing', 'transactional', 'mobile', 'services', 'signup'] as const;
export type ConfigSection = (typeof CONFIG_SECTIONS)[number];

/** The section an address names; the first one when it names none. */
export function configSectionOf(value: unknown): ConfigSection {
  return (CONFIG_SECTIONS as readonly unknown[]).includes(value) ? (value as ConfigSection) : 'settings';
}

/** The beta panel's address of a pharmacy (spec 3 §2: /beta/pharmacies/{eid}/form). */
export function betaPanelPath(eid: number): string {
  return `/beta/pharmacies/${eid}/form`;
}

/**
 * The legacy back-office's page that configures a pharmacy. Not in the spec (it names the link, not its
 * address): the legacy back-office is served on the same host, under /backoffice/.
 */
export function legacyConfigurationPath(eid: number): string {
  return `/backoffice/#/pharmacies/${eid}/configuration`;
}

/** The 'configure pharmacy' link to the legacy back-office works in production only (spec 3 §2). */
export function isLegacyConfigurationEnabled(mode: ExecutionMode): boolean {
  return mode === 'production';
}

/** The configuration's messages of the spec (spec 3 §8 "Configuration"), and the sign-up form's failure (spec 3 §8 "Most backoffice failures"). */
export const PHARMACY_CONFIG_MESSAGES = {
  OPEN_FAILED: 'No se pudo abrir la configuración',
  SAVE_FAILED: 'Error al configurar',
  SAVED: 'Configuración guardada',
  HEALTHIUM_FAILED: 'Error al configurar Healthium',
  HEALTHIUM_DONE: 'Healthium configurado correctamente',
  GENERIC_FAILURE: 'Hubo un error. Por favor reintente.',
} as const;
export type PharmacyConfigMessage = keyof typeof PHARMACY_CONFIG_MESSAGES;

import { isWebAddress, type ConfigFieldErrors } from './pharmacy-settings';

/** The service whose configuration the modular section edits (spec 3 §3 "Modular service config (OrderExpress)"). */
export const MODULAR_SERVICE_NAME = 'OrderExpress';

/** The OrderExpress service's configuration (spec 3 §3, §7 getServicesConfig and putServicesConfig). */
export interface ModularServiceConfig {
  readonly orderExpressEnabled: boolean;
  readonly spdEnabled: boolean;
  readonly citaPreviaEnabled: boolean;
  readonly pharmacyLegacyId: string;
  readonly username: string;
  readonly password: string;
  /** The shop's address; '' when the pharmacy has no shop. */
  readonly baseUrl: string;
}

export type ModularField = 'pharmacyLegacyId' | 'username' | 'password' | 'baseUrl';

/**
 * The modular services' rules. Not in the spec: the shop's address is an https or http address; the
 * express order needs it; with an address, the shop's username and password are required (the plugin is
 * activated with them, spec 3 §7); the legacy id is a whole number when given.
 */
export function modularErrors(config: ModularServiceConfig): ConfigFieldErrors<ModularField> {
  const errors: ConfigFieldErrors<ModularField> = {};
  const baseUrl = config.baseUrl.trim();
  if (baseUrl === '') {
    if (config.orderExpressEnabled) errors.baseUrl = 'REQUIRED';
  } else if (!isWebAddress(baseUrl)) errors.baseUrl = 'INVALID_URL';
  if (baseUrl !== '' && config.username.trim() === '') errors.username = 'REQUIRED';
  if (baseUrl !== '' && config.password === '') errors.password = 'REQUIRED';
  if (config.pharmacyLegacyId.trim() !== '' && !/^\d+$/.test(config.pharmacyLegacyId.trim())) errors.pharmacyLegacyId = 'INVALID_NUMBER';
  return errors;
}

/** The configuration to save: the address without trailing slashes, the texts trimmed (the password as typed). */
export function modularForSave(config: ModularServiceConfig): ModularServiceConfig {
  return { ...config, baseUrl: config.baseUrl.trim().replace(/\/+$/, ''), username: config.username.trim(), pharmacyLegacyId: config.pharmacyLegacyId.trim() };
}

/** After saving the modular configuration, the shop's plugin is activated when it has an address (spec 3 §7). */
export function needsPluginActivation(config: ModularServiceConfig): boolean {
  return config.baseUrl.trim() !== '';
}

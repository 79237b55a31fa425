/**
 * A pharmacy's modular services as the dashboard reads them (spec 2 §3 "Services config (dashboard)",
 * spec 3 §3 "Modular service config (OrderExpress)").
 */
export interface ServicesConfig {
  readonly orderExpressEnabled: boolean;
  readonly spdEnabled: boolean;
  readonly citaPreviaEnabled: boolean;
  readonly pharmacyLegacyId: string;
  /** The pharmacy's online shop, which hosts the order, appointment and SPD services; '' when none. */
  readonly baseUrl: string;
}

/** A pharmacy with no modular service configured. */
export const NO_SERVICES: ServicesConfig = {
  orderExpressEnabled: false,
  spdEnabled: false,
  citaPreviaEnabled: false,
  pharmacyLegacyId: '',
  baseUrl: '',
};

/**
 * Only http and https addresses may become links (ASVS 1.2.2): returns the address, or '' for anything
 * else (javascript:, data:, relative text).
 */
export function safeExternalUrl(address: string): string {
  const trimmed = address.trim();
  return /^https?:\/\/[^\s/]+/i.test(trimmed) ? trimmed : '';
}

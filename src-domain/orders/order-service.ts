import { err, ok, type Result } from '@domain/shared-kernel';

/**
 * The pharmacy's OrderExpress configuration as the shop's calls need it (spec 3 §3 "Modular service
 * config (OrderExpress)", §7 getServicesConfig). Only adapters hold one: it carries the shop's
 * credentials.
 */
export interface OrderServiceConfig {
  readonly enabled: boolean;
  readonly baseUrl: string;
  readonly username: string;
  readonly password: string;
}

/**
 * Why the express orders cannot be reached:
 * - NOT_CONFIGURED: no shop address or no credentials;
 * - DISABLED: orderExpressEnabled is off;
 * - INSECURE_ADDRESS: the address is not an https:// address, so the credentials would travel in clear
 *   or to something that is not a web address (not in the spec: we refuse rather than send them);
 * - CREDENTIALS_REFUSED: the shop answered 401 or 403 to the configured username and password.
 */
export type OrderServiceProblem = 'NOT_CONFIGURED' | 'DISABLED' | 'INSECURE_ADDRESS' | 'CREDENTIALS_REFUSED';

/** The shop's address and credentials, ready for a call. */
export interface OrderShop {
  /** The shop's https address, without a trailing slash. */
  readonly baseUrl: string;
  readonly username: string;
  readonly password: string;
}

/**
 * Whether the shop can be called, checked in this order: a missing address or credentials (blank
 * counts as missing; a pharmacy without a shop is told it has none, whether the flag is on or off),
 * then the service disabled, then an address that is not https:// with a host.
 */
export function orderShopOf(config: OrderServiceConfig): Result<OrderShop, OrderServiceProblem> {
  const baseUrl = config.baseUrl.trim();
  if (baseUrl === '' || config.username.trim() === '' || config.password === '') return err('NOT_CONFIGURED');
  if (!config.enabled) return err('DISABLED');
  if (!/^https:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/i.test(baseUrl)) return err('INSECURE_ADDRESS');
  return ok({ baseUrl: baseUrl.replace(/\/+$/, ''), username: config.username, password: config.password });
}

const UNAVAILABLE = 'OrderServiceUnavailableError';

/** The rejection of every shop call of a pharmacy whose express-order service cannot be used. */
export class OrderServiceUnavailableError extends Error {
  readonly problem: OrderServiceProblem;
  constructor(problem: OrderServiceProblem) {
    super(`Express orders unavailable: ${problem}`);
    this.name = UNAVAILABLE;
    this.problem = problem;
  }
}

/** Whether `error` is an {@link OrderServiceUnavailableError} (also across bundles, by name and shape). */
export function isOrderServiceUnavailable(error: unknown): error is OrderServiceUnavailableError {
  return error instanceof OrderServiceUnavailableError || (error instanceof Error && error.name === UNAVAILABLE && 'problem' in error);
}

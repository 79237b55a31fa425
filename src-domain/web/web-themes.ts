import { cleanDomain } from './domain-name';

/** The web themes offered by default (spec 3 §9 "Default web themes: Divi, Techgostore"). */
export const WEB_THEMES = ['Divi', 'Techgostore'] as const;

/** A web theme (spec 3 §9). */
export type WebTheme = (typeof WEB_THEMES)[number];

/** Whether a theme lets the new web have an online shop: the Divi theme does not (spec 3 §5). */
export function isShopOptionAvailable(theme: string): boolean {
  return theme !== 'Divi';
}

/** The shop option actually sent: the Divi theme forces it off, other themes keep the choice (spec 3 §5). */
export function shopOnlineFor(theme: string, requested: boolean): boolean {
  return requested && isShopOptionAvailable(theme);
}

/** A new-web deployment request (spec 3 §7 "POST /api/v1/webtools/new-web-deployment"). */
export interface NewWebDeployment {
  readonly eid: number;
  readonly server: string;
  readonly domain: string;
  readonly theme: string;
  readonly wskey: string;
  readonly shopOnline: boolean;
}

/**
 * The request of the web-deploy form: the domain cleaned of protocol and trailing slash, and the shop
 * option forced off for the Divi theme (spec 3 §5).
 */
export function newWebDeployment(form: NewWebDeployment): NewWebDeployment {
  return { ...form, domain: cleanDomain(form.domain), shopOnline: shopOnlineFor(form.theme, form.shopOnline) };
}

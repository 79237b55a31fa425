import { escapeWebVariables } from './web-variables';

/**
 * A page of a website template (spec 3 §9 "Web templates"). Not in the spec: the names of the legal
 * pages; a Spanish shop needs a legal notice (LSSI), a privacy policy (GDPR) and a cookie policy, named
 * 'legal-notice', 'privacy-policy' and 'cookie-policy'.
 */
export type WebTemplatePage =
  | 'account'
  | 'checkout'
  | 'cart'
  | 'shop'
  | 'legal-notice'
  | 'privacy-policy'
  | 'cookie-policy'
  | 'product'
  | 'shipping'
  | 'payment'
  | 'returns'
  | 'blog'
  | 'contact';

/** What a new website has (spec 3 §3 "Website config"). */
export interface WebsiteFeatures {
  readonly hasEcommerce: boolean;
  readonly hasBlog: boolean;
  readonly hasContact: boolean;
}

/** The configuration a website is deployed with (spec 3 §3 "Website config"). */
export interface WebsiteConfig extends WebsiteFeatures {
  /** Template variables by name, including the logo image address. */
  readonly variables: Readonly<Record<string, string>>;
  readonly templates: readonly WebTemplatePage[];
}

/** A website deployment (spec 3 §3 "Deploy request", §7 "deploy_website"). */
export interface DeployRequest {
  readonly server: string;
  readonly eid: number;
  readonly logo: string;
  readonly stripeKey: string;
  readonly recaptchaKey: string;
  readonly contact: { readonly email: string; readonly phone: string };
  readonly config: WebsiteConfig;
}

const ALWAYS: readonly WebTemplatePage[] = ['account', 'checkout', 'cart', 'shop', 'legal-notice', 'privacy-policy', 'cookie-policy'];
const ECOMMERCE: readonly WebTemplatePage[] = ['product', 'shipping', 'payment', 'returns'];

/**
 * The template pages of a website: always account, checkout, cart, shop and the legal pages;
 * e-commerce adds product, shipping, payment and returns; blog and contact when enabled (spec 3 §9).
 */
export function websiteTemplatePages(features: WebsiteFeatures): WebTemplatePage[] {
  return [
    ...ALWAYS,
    ...(features.hasEcommerce ? ECOMMERCE : []),
    ...(features.hasBlog ? (['blog'] as const) : []),
    ...(features.hasContact ? (['contact'] as const) : []),
  ];
}

/**
 * The configuration of a new website: its template pages for the features, and its variables with
 * newlines removed and single quotes escaped (spec 3 §5, §9).
 */
export function websiteConfig(features: WebsiteFeatures, variables: Readonly<Record<string, string>>): WebsiteConfig {
  return {
    hasEcommerce: features.hasEcommerce,
    hasBlog: features.hasBlog,
    hasContact: features.hasContact,
    variables: escapeWebVariables(variables),
    templates: websiteTemplatePages(features),
  };
}

import type { ExecutionMode } from '@domain/platform';
import { err, ok, type Result } from '@domain/shared-kernel';

/** The two addresses a new CRM form needs: the online shop and the terms and conditions. */
export interface CrmFormUrls {
  readonly shopUrl: string;
  readonly termsUrl: string;
}

/** Why the CRM form addresses were refused: they do not start with https:// (spec 2 §5). */
export type CrmFormUrlError = 'URLS_NOT_HTTPS';

function hasAllowedScheme(url: string, schemes: readonly string[]): boolean {
  const lower = url.toLowerCase();
  return schemes.some((scheme) => lower.startsWith(scheme) && url.length > scheme.length);
}

/**
 * Creating a CRM form needs the shop URL and the terms URL both to start with https://; in development
 * http:// is also allowed (spec 2 §5). Otherwise URLS_NOT_HTTPS ('Por favor, asegúrate de que las URL's
 * empiezan por https://'). Not in the spec: the URLs are trimmed, the scheme is compared without letter
 * case (as URLs are), and something must follow it ('https://' alone is refused). Returns the trimmed URLs.
 */
export function checkCrmFormUrls(urls: CrmFormUrls, mode: ExecutionMode): Result<CrmFormUrls, CrmFormUrlError> {
  const schemes = mode === 'development' ? ['https://', 'http://'] : ['https://'];
  const shopUrl = urls.shopUrl.trim();
  const termsUrl = urls.termsUrl.trim();
  return hasAllowedScheme(shopUrl, schemes) && hasAllowedScheme(termsUrl, schemes) ? ok({ shopUrl, termsUrl }) : err('URLS_NOT_HTTPS');
}

import type { Job, WebToolsJobSubtype } from '@domain/jobs';
import { portMethods, token, type FileHandle } from '@domain/shared-kernel';
import type { NewWebDeployment } from './web-themes';
import type { DeployRequest } from './website-config';

/** A website of a pharmacy (spec 3 §7 GET /api/v1/websites/list_by_eid/{eid}). */
export interface PharmacyWebsite {
  readonly domain: string;
  readonly server: string;
  readonly eid: number;
  /** 'pre' while the website lives on its provisional domain, 'pro' once moved to production. */
  readonly stage: 'pre' | 'pro';
}

/** A move of a website to production (spec 3 §7 POST /api/v1/webtools/web-to-production). */
export interface ProductionMove {
  readonly server: string;
  readonly oldDomain: string;
  readonly newDomain: string;
  readonly clientEmail: string;
  readonly eid: number;
}

/** A logo to upload: its name, media type and bytes. */
export interface LogoFile extends FileHandle {
  readonly name: string;
  readonly type: string;
}

/**
 * The web manager's calls (spec 3 §7 "Catalogue and shop settings", "WordPress and web tools", "Jobs"):
 * the websites and domains, the logo upload, the website deployment, the move to production, the new
 * web deployment and the web-tool jobs.
 */
export interface WebsiteGateway {
  /** Every domain with a website (GET /api/v1/websites/get_all_domains). */
  allDomains(): Promise<readonly string[]>;
  /** A pharmacy's websites (GET /api/v1/websites/list_by_eid/{eid}). */
  websitesOf(eid: number): Promise<readonly PharmacyWebsite[]>;
  /** Stores a logo and answers its address (file storage: path not shown in the spec). */
  uploadLogo(file: LogoFile): Promise<string>;
  /** Creates a website and its deployment job (POST /api/v1/websites/deploy_website). */
  deployWebsite(request: DeployRequest): Promise<void>;
  /** Creates a move-to-production job (POST /api/v1/webtools/web-to-production). */
  moveToProduction(move: ProductionMove): Promise<void>;
  /** Creates a new-web deployment job (POST /api/v1/webtools/new-web-deployment). */
  deployNewWeb(request: NewWebDeployment): Promise<void>;
  /** The web-tool jobs of a subtype, newest first, at most 200 (POST /api/v1/job/search). */
  webToolJobs(subtype: WebToolsJobSubtype): Promise<readonly Job[]>;
}

export const WebsiteGateway = token<WebsiteGateway>('web.WebsiteGateway');
export const WebsiteGatewayMethods = portMethods<WebsiteGateway>()('allDomains', 'websitesOf', 'uploadLogo', 'deployWebsite', 'moveToProduction', 'deployNewWeb', 'webToolJobs');

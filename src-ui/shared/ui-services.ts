import type { DashboardGateway } from '@domain/dashboard';
import type { EntityDirectory } from '@domain/entities';
import type { CatalogCheckService, CatalogGateway } from '@domain/catalog-export';
import type { ExecutionMode, FrontVersionGateway, ServerInfoGateway } from '@domain/platform';
import type { LegalTermsGateway, SessionService } from '@domain/session';
import type { Clock } from '@domain/shared-kernel';
import type { MonthGateway } from '@domain/months';
import type { CampaignReportGateway } from '@domain/campaign-reports';
import type { BlogPostDirectory, EmailDesigner, SegmentDirectory, TemplateRepository } from '@domain/templates';

/** What the composition root tells the UI about this build and deployment. */
export interface AppConfig {
  /** Which adapters are plugged in: the in-memory demo or the documented API. */
  readonly profile: 'memory' | 'http';
  readonly appName: string;
  /** The version of the running build, compared with the deployed one every 5 minutes. */
  readonly appVersion: string;
  /** The developer feature flag (developer tools tile). */
  readonly devFeatureFlag: boolean;
  /** Pharmacies whose clients tile goes to the CRM menu without the loyalty module (spec 2 §6). */
  readonly crmMenuEids: readonly number[];
}

/** A documented demo account, shown on the login page of the memory profile. */
export interface DemoAccount {
  readonly username: string;
  readonly password: string;
  readonly name: string;
  readonly role: 'backoffice' | 'pharmacist' | 'limited' | 'partner' | 'demo';
}

/** Controls of the memory profile's demo data. */
export interface DemoControls {
  readonly accounts: readonly DemoAccount[];
  /** The token the embedded login (/redirect) accepts. */
  readonly embeddedToken: string;
  /**
   * Sample input of the campaign-reports screen: a demo pharmacy and, one a line, emails or phones of
   * clients who bought, one who did not, a stranger and an invalid line.
   */
  readonly campaignReportSample?: () => Promise<{ readonly pharmacyId: string; readonly emails: string; readonly phones: string }>;
  /** Throws every change away and regenerates the data set. */
  reset(): void;
}

/**
 * The UI's driving port: everything screens may call. The composition root builds it; screens get it
 * from router context (loaders) or `useUiServices()` (components), never from the container.
 */
export interface UiServices {
  readonly config: AppConfig;
  readonly clock: Clock;
  readonly session: SessionService;
  readonly legalTerms: LegalTermsGateway;
  readonly serverInfo: ServerInfoGateway;
  readonly frontVersion: FrontVersionGateway;
  readonly dashboard: DashboardGateway;
  readonly entities: EntityDirectory;
  readonly catalog: CatalogGateway;
  readonly catalogCheck: CatalogCheckService;
  readonly months: MonthGateway;
  readonly campaignReports: CampaignReportGateway;
  readonly templates: TemplateRepository;
  /** The segments a template can be meant for. */
  readonly templateSegments: SegmentDirectory;
  readonly blogPosts: BlogPostDirectory;
  readonly emailDesigner: EmailDesigner;
  /** Present only in the memory profile. */
  readonly demo: DemoControls | undefined;
}

/** The execution modes the shell can show. */
export type { ExecutionMode };

import type { ExecutionMode } from '@domain/platform';
import type { Clock } from '@domain/shared-kernel';

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
  /** The product's name, as its API names things with it (`{product}_SEGMENT`, `x-{product}-uid`). */
  readonly productName: string;
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
  /** Throws every change away and regenerates the data set, in every open tab. */
  reset(): Promise<void>;
  /** Whether changes survive a reload: 'volatile' when the browser refuses storage (private mode, quota). */
  storageStatus(): 'persistent' | 'volatile';
  /** Calls `listener` when another tab changes or resets the data, or when storage fails; returns the unsubscribe. */
  onChange(listener: (change: { readonly kind: 'external' | 'reset' | 'storage' }) => void): () => void;
}

/**
 * The UI's driving port: everything screens may call. The composition root builds it; screens get it
 * from router context (loaders) or `useUiServices()` (components), never from the container.
 *
 * This interface holds what every screen shares; each context's route module (`src-ui/<context>/
 * <context>.routes.tsx`) adds its own ports to it, and the composition root's registry checks that
 * every port the UI declares is provided.
 */
export interface UiServices {
  readonly config: AppConfig;
  readonly clock: Clock;
  /** Present only in the memory profile. */
  readonly demo: DemoControls | undefined;
}

/** The execution modes the shell can show. */
export type { ExecutionMode };

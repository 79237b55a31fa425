import * as v from 'valibot';
import { parseExecutionMode, type ExecutionMode } from '@domain/platform';
import type { ServiceUrls } from '@adapters/shared';

/** A yes/no variable ('1', 'true', 'yes', 'on' are yes); absent, undefined. */
const optionalFlag = v.optional(v.pipe(v.string(), v.transform((value) => ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase()))));
const whole = (fallback: number) => v.pipe(v.optional(v.string(), String(fallback)), v.transform(Number), v.integer(), v.minValue(0));
const url = v.optional(v.pipe(v.string(), v.trim()));
/** A path of the main API ('/api/v2/...'); empty or absent, the adapter's own. */
const apiPath = v.pipe(
  v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(\/\S*)?$/, 'a path starts with /')), ''),
  v.transform((value) => (value === '' ? undefined : value)),
);

/** The environment variables the application reads (README "Configuration"). */
const envSchema = v.object({
  VITE_ADAPTER_PROFILE: v.optional(v.picklist(['memory', 'http']), 'memory'),
  VITE_APP_NAME: v.optional(v.string(), 'Backoffice Farmacias'),
  VITE_PRODUCT_NAME: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]+$/i)), 'farmacias'),
  VITE_API_URL: url,
  VITE_CAMPAIGN_API_URL: url,
  VITE_CAMPAIGN_REPORTS_API_URL: url,
  VITE_AUTH_URL: url,
  VITE_DIGITAL_SERVICES_URL: url,
  VITE_BLOG_API_URL: url,
  VITE_CALENDAR_API_URL: url,
  VITE_BI_REPORT_URL: v.optional(v.pipe(v.string(), v.trim()), ''),
  VITE_FRONT_VERSION_URL: v.optional(v.pipe(v.string(), v.trim()), '/'),
  /** Absent, on in the memory profile (the demo shows the developer tools) and off in the http one. */
  VITE_DEV_FEATURES: optionalFlag,
  VITE_EXECUTION_MODE: v.optional(v.string(), 'preproduction'),
  VITE_CRM_MENU_EIDS: v.optional(v.string(), ''),
  VITE_MARKETING_REPORT_SERVICE: v.optional(v.picklist(['campaigns', 'api']), 'campaigns'),
  VITE_ALL_CAMPAIGNS_CALL: v.optional(v.picklist(['getAllCampaign', 'getAllCampaigns']), 'getAllCampaign'),
  VITE_TEMPLATE_HTML_PATH: apiPath,
  VITE_TEMPLATE_EDIT_PERMISSION_PATH: apiPath,
  VITE_HEALTHIUM_URL: url,
  VITE_HEALTHIUM_USER: v.optional(v.string(), ''),
  VITE_HEALTHIUM_PASSWORD: v.optional(v.string(), ''),
  VITE_DEMO_PHARMACIES: whole(48),
  VITE_DEMO_LATENCY_MS: whole(150),
});

/** The configuration, parsed once at start-up. */
export interface Configuration {
  readonly profile: 'memory' | 'http';
  readonly appName: string;
  /** The product's name in the services' own headers and ids (x-{product}-uid, {product}_SEGMENT). */
  readonly productName: string;
  readonly appVersion: string;
  readonly urls: ServiceUrls;
  readonly devFeatureFlag: boolean;
  /** The execution mode the memory profile reports (the http profile asks the server). */
  readonly memoryExecutionMode: ExecutionMode;
  readonly crmMenuEids: readonly number[];
  readonly demoPharmacies: number;
  readonly demoLatencyMs: number;
  /** The embedded BI report's address (https), to which the BI token's answer is added as parameters; '' when none. */
  readonly biReportUrl: string;
  /** Where POST /api/v1/reports/campaignReport goes: the campaign service (spec 2 §7, the default) or the main API (spec 3 §7). */
  readonly marketingReportService: 'campaigns' | 'api';
  /** The back office's list of every campaign: GET /campaign/getAllCampaign/false (the default) or GET /campaign/getAllCampaigns (spec 2 §7 lists both; ADR 28). */
  readonly allCampaignsCall: 'getAllCampaign' | 'getAllCampaigns';
  /** The main API's paths of the template lookups the spec names without a path (spec 1 §7, parameter ctId); undefined, the adapter's. */
  readonly templateLookupPaths: { readonly html: string | undefined; readonly editPermission: string | undefined };
  /** The healthcare platform a pharmacy is registered on after its landing is saved (spec 3 §7), and its administrator's account. */
  readonly healthium: { readonly url: string | undefined; readonly user: string; readonly password: string };
}

/** Parses the environment; a wrong value stops start-up with a message naming the variable. */
export function readConfiguration(env: Record<string, unknown>, appVersion: string): Configuration {
  const parsed = v.safeParse(envSchema, env);
  if (!parsed.success) throw new Error(`Configuración no válida: ${v.summarize(parsed.issues)}`);
  const e = parsed.output;
  return {
    profile: e.VITE_ADAPTER_PROFILE,
    appName: e.VITE_APP_NAME,
    productName: e.VITE_PRODUCT_NAME,
    appVersion,
    urls: {
      api: e.VITE_API_URL,
      campaigns: e.VITE_CAMPAIGN_API_URL,
      campaignReports: e.VITE_CAMPAIGN_REPORTS_API_URL,
      auth: e.VITE_AUTH_URL,
      digitalServices: e.VITE_DIGITAL_SERVICES_URL,
      blog: e.VITE_BLOG_API_URL,
      calendar: e.VITE_CALENDAR_API_URL,
      frontVersion: e.VITE_FRONT_VERSION_URL,
    },
    devFeatureFlag: e.VITE_DEV_FEATURES ?? e.VITE_ADAPTER_PROFILE === 'memory',
    memoryExecutionMode: parseExecutionMode(e.VITE_EXECUTION_MODE),
    crmMenuEids: e.VITE_CRM_MENU_EIDS.split(',')
      .map((part) => Number(part.trim()))
      .filter((eid) => Number.isInteger(eid) && eid > 0),
    demoPharmacies: e.VITE_DEMO_PHARMACIES,
    demoLatencyMs: e.VITE_DEMO_LATENCY_MS,
    biReportUrl: e.VITE_BI_REPORT_URL,
    marketingReportService: e.VITE_MARKETING_REPORT_SERVICE,
    allCampaignsCall: e.VITE_ALL_CAMPAIGNS_CALL,
    templateLookupPaths: { html: e.VITE_TEMPLATE_HTML_PATH, editPermission: e.VITE_TEMPLATE_EDIT_PERMISSION_PATH },
    healthium: { url: e.VITE_HEALTHIUM_URL, user: e.VITE_HEALTHIUM_USER, password: e.VITE_HEALTHIUM_PASSWORD },
  };
}

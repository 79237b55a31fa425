/** The dashboard's tiles, in the order the dashboard shows them (spec 2 "Dashboard"). */
export const DASHBOARD_TILES = [
  'legacyReports',
  'bi',
  'evoCrm',
  'evoMarketing',
  'crossSelling',
  'myWeb',
  'timetables',
  'expressOrders',
  'appointments',
  'spd',
  'admin',
  'jobs',
  'pion',
  'webManager',
  'managementCampaigns',
  'developerTools',
] as const;

/** One of the dashboard's tiles. */
export type DashboardTileId = (typeof DASHBOARD_TILES)[number];

/** The BI services a pharmacy may have enabled (spec 2 §6). */
export const BI_SERVICES = ['bi-sales', 'bi-stocks', 'bi-marketing'] as const;

/** One BI service: an embedded report of the external reporting service. */
export type BiService = (typeof BI_SERVICES)[number];

/**
 * The BI dashboards a user opens in a pharmacy (spec 2 §6 "BI services"): every one for the back office;
 * for the pharmacy's own users, those among the pharmacy's enabled services (`enabledServices`, where
 * BI services are named `bi-…` beside others), in the order of {@link BI_SERVICES}.
 */
export function availableBiServices(backoffice: boolean, enabledServices: readonly string[]): BiService[] {
  return backoffice ? [...BI_SERVICES] : BI_SERVICES.filter((service) => enabledServices.includes(service));
}

/** The tiles a demo account keeps: its dashboard is reduced to these (spec 2 "Dashboard"). */
export const DEMO_TILES: readonly DashboardTileId[] = ['bi', 'evoCrm', 'evoMarketing'];

/** The tiles only the back-office sees (spec 2 "Dashboard": admin, jobs, pion, web-manager, managementCampaigns, developerTools). */
export const BACKOFFICE_TILES: readonly DashboardTileId[] = ['admin', 'jobs', 'pion', 'webManager', 'managementCampaigns', 'developerTools'];

/** The only eid that sees Cross Selling (spec 2 §6). */
export const CROSS_SELLING_EID = 500;

/**
 * The pharmacies whose dashboard has the 'force upload' button (spec 2 §6: "Eids 149, 501, 138 and
 * 689 get a 'force upload' button (note: up to 45 minutes)").
 */
export const FORCE_UPLOAD_EIDS: readonly number[] = [149, 501, 138, 689];

/** How long a forced upload may take, as the button's note says (spec 2 §6: "up to 45 minutes"). */
export const FORCE_UPLOAD_MAX_MINUTES = 45;

/** Everything the tile rules look at; all of it known before the dashboard renders. */
export interface DashboardContext {
  /** A back-office user (eid -1, or inside a pharmacy with a back-office context). */
  readonly backoffice: boolean;
  /** A partner user (owner is or contains the partner marker). */
  readonly partner: boolean;
  /** The pharmacy the session acts for, undefined for the back-office identity. */
  readonly pharmacy:
    | {
        readonly eid: number;
        readonly isDemo: boolean;
        readonly segmentsModule: boolean;
        readonly loyaltyModule: boolean;
        readonly hasWebsite: boolean;
      }
    | undefined;
  /** userCan for the rights the tiles need. */
  readonly can: { readonly campaigns: boolean; readonly segments: boolean; readonly clients: boolean; readonly dashboard: boolean };
  /** BI services enabled for the pharmacy. */
  readonly enabledBiServices: readonly BiService[];
  /** The pharmacy's modular services (spec 2 §3 "Services config (dashboard)"). */
  readonly services: { readonly orderExpress: boolean; readonly spd: boolean; readonly appointments: boolean };
  /** The developer feature flag (spec 2 "Dashboard": developerTools only when it is on). */
  readonly devFeatureFlag: boolean;
  /** Pharmacies whose clients tile goes to the CRM menu without the loyalty module (spec 2 §6; the list is configuration). */
  readonly crmMenuEids: readonly number[];
}

/** Where the CRM tile leads (spec 2 §6). */
export type CrmDestination = 'crm-menu' | 'segmentations';

/** The dashboard as the rules compute it. */
export interface DashboardView {
  readonly tiles: readonly DashboardTileId[];
  /** The entries of the BI submenu, when the BI tile shows. */
  readonly biServices: readonly BiService[];
  readonly crmDestination: CrmDestination;
  /** Whether the dashboard offers the 'force upload' button: inside one of {@link FORCE_UPLOAD_EIDS} only. */
  readonly forceUpload: boolean;
}

/**
 * The dashboard's tiles (spec 2 "Dashboard" and §6), each rule independent of the others:
 * - legacy Reports: back-office only, never for partners;
 * - BI: the services enabled for the pharmacy, all of them for the back-office; pharmacy users also
 *   need userCan dashboard; hidden when no service is left;
 * - EvoCRM: the pharmacy's module_segments_active plus userCan segments or clients; it leads to the
 *   CRM menu with module_loyalty_active or for the configured eids, else to the segmentations;
 * - EvoMarketing: userCan campaigns inside a pharmacy;
 * - Cross Selling: eid 500 only;
 * - My Web: a pharmacy with a website;
 * - Timetables and Express order: pharmacies, never partners; Express also needs orderExpressEnabled;
 * - appointment services and SPD: the pharmacy's citaPreviaEnabled and spdEnabled;
 * - back-office extras (admin, jobs, pion, web-manager, managementCampaigns) for the back-office,
 *   developerTools only with the dev feature flag;
 * - a demo account's dashboard is reduced to BI, EvoCRM and EvoMarketing;
 * - the 'force upload' button: inside a pharmacy of {@link FORCE_UPLOAD_EIDS}, whoever the user.
 */
export function dashboardView(context: DashboardContext): DashboardView {
  const { backoffice, partner, pharmacy, can, services } = context;
  const biServices = availableBiServices(backoffice, context.enabledBiServices);
  const crmDestination: CrmDestination =
    pharmacy !== undefined && (pharmacy.loyaltyModule || context.crmMenuEids.includes(pharmacy.eid)) ? 'crm-menu' : 'segmentations';

  const rules: Record<DashboardTileId, boolean> = {
    legacyReports: backoffice && !partner,
    bi: biServices.length > 0 && (backoffice || can.dashboard),
    evoCrm: pharmacy !== undefined && pharmacy.segmentsModule && (can.segments || can.clients),
    evoMarketing: pharmacy !== undefined && can.campaigns,
    crossSelling: pharmacy?.eid === CROSS_SELLING_EID,
    myWeb: pharmacy !== undefined && pharmacy.hasWebsite,
    timetables: pharmacy !== undefined && !partner,
    expressOrders: pharmacy !== undefined && !partner && services.orderExpress,
    appointments: pharmacy !== undefined && services.appointments,
    spd: pharmacy !== undefined && services.spd,
    admin: backoffice,
    jobs: backoffice,
    pion: backoffice,
    webManager: backoffice,
    managementCampaigns: backoffice,
    developerTools: backoffice && context.devFeatureFlag,
  };

  const demo = pharmacy?.isDemo === true;
  const tiles = DASHBOARD_TILES.filter((tile) => rules[tile] && (!demo || DEMO_TILES.includes(tile)));
  const forceUpload = pharmacy !== undefined && FORCE_UPLOAD_EIDS.includes(pharmacy.eid);
  return { tiles, biServices: tiles.includes('bi') ? biServices : [], crmDestination, forceUpload };
}

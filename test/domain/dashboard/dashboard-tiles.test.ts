import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BI_SERVICES, DASHBOARD_TILES, FORCE_UPLOAD_EIDS, dashboardView, type BiService, type DashboardContext, type DashboardTileId } from '@domain/dashboard';

/** Every boolean input of the tile rules, in a fixed order, so that one number encodes a combination. */
const FLAGS = [
  'backoffice',
  'partner',
  'hasPharmacy',
  'isDemo',
  'segmentsModule',
  'loyaltyModule',
  'hasWebsite',
  'canCampaigns',
  'canSegments',
  'canClients',
  'canDashboard',
  'orderExpress',
  'spd',
  'appointments',
  'devFeatureFlag',
  'eid500',
  'inCrmMenuList',
] as const;
type Flags = Record<(typeof FLAGS)[number], boolean>;

function flagsOf(code: number): Flags {
  return Object.fromEntries(FLAGS.map((flag, bit) => [flag, (code & (1 << bit)) !== 0])) as Flags;
}

function contextOf(flags: Flags, enabledBiServices: BiService[]): DashboardContext {
  const eid = flags.eid500 ? 500 : 731;
  return {
    backoffice: flags.backoffice,
    partner: flags.partner,
    pharmacy: flags.hasPharmacy
      ? { eid, isDemo: flags.isDemo, segmentsModule: flags.segmentsModule, loyaltyModule: flags.loyaltyModule, hasWebsite: flags.hasWebsite }
      : undefined,
    can: { campaigns: flags.canCampaigns, segments: flags.canSegments, clients: flags.canClients, dashboard: flags.canDashboard },
    enabledBiServices,
    services: { orderExpress: flags.orderExpress, spd: flags.spd, appointments: flags.appointments },
    devFeatureFlag: flags.devFeatureFlag,
    crmMenuEids: flags.inCrmMenuList ? [eid] : [],
  };
}

/**
 * The spec's rules restated tile by tile, as a second formulation to compare with (spec 2 "Dashboard"
 * and §6). A demo account keeps only BI, EvoCRM and EvoMarketing.
 */
function expectedTiles(f: Flags, bi: BiService[]): Set<DashboardTileId> {
  const tiles = new Set<DashboardTileId>();
  const inPharmacy = f.hasPharmacy;
  if (f.backoffice && !f.partner) tiles.add('legacyReports');
  if ((f.backoffice || (f.canDashboard && bi.length > 0))) tiles.add('bi');
  if (inPharmacy && f.segmentsModule && (f.canSegments || f.canClients)) tiles.add('evoCrm');
  if (inPharmacy && f.canCampaigns) tiles.add('evoMarketing');
  if (inPharmacy && f.eid500) tiles.add('crossSelling');
  if (inPharmacy && f.hasWebsite) tiles.add('myWeb');
  if (inPharmacy && !f.partner) tiles.add('timetables');
  if (inPharmacy && !f.partner && f.orderExpress) tiles.add('expressOrders');
  if (inPharmacy && f.appointments) tiles.add('appointments');
  if (inPharmacy && f.spd) tiles.add('spd');
  if (f.backoffice) for (const tile of ['admin', 'jobs', 'pion', 'webManager', 'managementCampaigns'] as const) tiles.add(tile);
  if (f.backoffice && f.devFeatureFlag) tiles.add('developerTools');
  if (inPharmacy && f.isDemo) for (const tile of [...tiles]) if (!['bi', 'evoCrm', 'evoMarketing'].includes(tile)) tiles.delete(tile);
  return tiles;
}

const BI_SUBSETS: BiService[][] = [[], ['bi-sales'], ['bi-stocks', 'bi-marketing'], [...BI_SERVICES]];

describe('dashboardView', () => {
  // The 2^17 combinations of the flags times the BI subsets are half a million: too many to run on every
  // change. A rule of a tile reads at most four flags together, and 2,000 drawings of the seventeen
  // give each combination of any four flags about 125 times; the shrunk counterexample names the flags.
  it('agrees with the spec restated tile by tile over any combination of its inputs', () => {
    const flagsArb = fc.record(Object.fromEntries(FLAGS.map((flag) => [flag, fc.boolean()])) as Record<keyof Flags, fc.Arbitrary<boolean>>);
    fc.assert(
      fc.property(flagsArb, fc.constantFrom(...BI_SUBSETS), (flags, bi) => {
        const expected = expectedTiles(flags, bi);
        expect(dashboardView(contextOf(flags, bi)).tiles).toEqual(DASHBOARD_TILES.filter((tile) => expected.has(tile)));
      }),
      { numRuns: 2000 },
    );
  });

  it('lists the tiles in the dashboard order', () => {
    const view = dashboardView(contextOf(flagsOf(2 ** FLAGS.length - 1 - (1 << FLAGS.indexOf('isDemo')) - (1 << FLAGS.indexOf('partner'))), [...BI_SERVICES]));
    expect(view.tiles).toEqual(DASHBOARD_TILES);
  });

  it('gives the back-office every BI report even when the pharmacy has none enabled', () => {
    const flags = flagsOf(1 << FLAGS.indexOf('backoffice'));
    expect(dashboardView(contextOf(flags, [])).biServices).toEqual(['bi-sales', 'bi-stocks', 'bi-marketing']);
  });

  it('offers a pharmacy only its enabled BI reports, in the fixed order', () => {
    const flags = { ...flagsOf(0), hasPharmacy: true, canDashboard: true };
    expect(dashboardView(contextOf(flags, ['bi-marketing', 'bi-sales'])).biServices).toEqual(['bi-sales', 'bi-marketing']);
  });

  it('hides BI for a pharmacy user without the dashboard right', () => {
    const flags = { ...flagsOf(0), hasPharmacy: true, canDashboard: false };
    const view = dashboardView(contextOf(flags, ['bi-sales']));
    expect(view.tiles).not.toContain('bi');
    expect(view.biServices).toEqual([]);
  });

  it('sends the CRM tile to the CRM menu with the loyalty module or for a listed eid, else to the segmentations', () => {
    const base = { ...flagsOf(0), hasPharmacy: true, segmentsModule: true, canClients: true };
    expect(dashboardView(contextOf({ ...base, loyaltyModule: true }, [])).crmDestination).toBe('crm-menu');
    expect(dashboardView(contextOf({ ...base, inCrmMenuList: true }, [])).crmDestination).toBe('crm-menu');
    expect(dashboardView(contextOf(base, [])).crmDestination).toBe('segmentations');
  });

  it('shows Cross Selling to eid 500 only', () => {
    const base = { ...flagsOf(0), hasPharmacy: true };
    expect(dashboardView(contextOf({ ...base, eid500: true }, [])).tiles).toContain('crossSelling');
    expect(dashboardView(contextOf({ ...base, eid500: false }, [])).tiles).not.toContain('crossSelling');
  });

  it("offers the 'force upload' button inside pharmacies 149, 501, 138 and 689 only, whoever the user", () => {
    const inPharmacy = (eid: number, backoffice: boolean): DashboardContext => ({ ...contextOf({ ...flagsOf(0), hasPharmacy: true, backoffice }, []), pharmacy: { eid, isDemo: false, segmentsModule: false, loyaltyModule: false, hasWebsite: false } });
    for (const eid of [149, 501, 138, 689]) {
      expect(dashboardView(inPharmacy(eid, false)).forceUpload).toBe(true);
      expect(dashboardView(inPharmacy(eid, true)).forceUpload).toBe(true);
    }
    for (const eid of [500, 502, 139, 690, 900]) expect(dashboardView(inPharmacy(eid, false)).forceUpload).toBe(false);
    expect(dashboardView(contextOf({ ...flagsOf(0), backoffice: true }, [])).forceUpload).toBe(false);
    expect(FORCE_UPLOAD_EIDS).toEqual([149, 501, 138, 689]);
  });

  it('keeps partners away from the legacy reports, timetables and express orders', () => {
    const everything = { ...flagsOf(2 ** FLAGS.length - 1), isDemo: false };
    const partner = dashboardView(contextOf({ ...everything, partner: true }, [...BI_SERVICES])).tiles;
    expect(partner).not.toContain('legacyReports');
    expect(partner).not.toContain('timetables');
    expect(partner).not.toContain('expressOrders');
    expect(partner).toContain('appointments');
  });

  it('reduces a demo account to BI, EvoCRM and EvoMarketing', () => {
    const everything = { ...flagsOf(2 ** FLAGS.length - 1), backoffice: false, partner: false };
    expect(dashboardView(contextOf(everything, [...BI_SERVICES])).tiles).toEqual(['bi', 'evoCrm', 'evoMarketing']);
  });
});

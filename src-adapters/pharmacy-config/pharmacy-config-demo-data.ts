import { MOBILE_MODULES, type HealthiumResult, type MobileAppData, type ModularServiceConfig, type PharmacySettings, type SignUpForm } from '@domain/pharmacy-config';
import { PHARMACY_CONFIG_COLLECTION, SIGN_UP_COMPLETION_MS, demoSignUpStart, pharmacyConfigChanges, type DemoDatabase, type DemoPharmacy, type SeededRandom } from '@adapters/demo';

/** A pharmacy's whole configuration in the demo, one record per pharmacy. */
export interface DemoPharmacyConfig {
  readonly eid: number;
  readonly settings: PharmacySettings;
  readonly mobile: MobileAppData;
  readonly services: ModularServiceConfig;
  readonly signUp: SignUpForm;
  /** When the sign-up form was last sent (epoch ms): the demo pharmacy completes it {@link SIGN_UP_COMPLETION_MS} later. */
  readonly signUpSentAt: number | undefined;
  /** How many links were generated: each new one has its own address. */
  readonly signUpLinks: number;
  readonly healthium: HealthiumResult | undefined;
  /** Whether the shop's plugin was activated with the shop's current credentials. */
  readonly pluginActive: boolean;
}

export { SIGN_UP_COMPLETION_MS };

/** The address sign-up links are made under in the demo. */
export const DEMO_SIGN_UP_BASE = 'https://alta.farmacias.example';

/** The trainee's changes (only configurations that were saved are stored; the rest are generated on demand), shared with the entity list. */
const changes = (db: DemoDatabase) => pharmacyConfigChanges<DemoPharmacyConfig>(db);

const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#1b7f5a', '#f2a516', '#ffffff'],
  ['#0b5cad', '#e4572e', '#f5f7fa'],
  ['#6a2c70', '#f08a5d', '#fffbe6'],
  ['#2d6a4f', '#95d5b2', '#ffffff'],
  ['#c1121f', '#003049', '#fdf0d5'],
];
const FONTS = ['Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Nunito'];
const SCHEDULES = ['L-V 9:00-21:00, S 10:00-14:00', 'L-S 9:30-20:30', 'Abierto 24 horas', 'L-V 9:00-14:00 y 17:00-20:30'];

/** A sign-up link of the demo. */
export function demoSignUpLinks(eid: number, serial: number): { readonly formLink: string; readonly previewFormLink: string } {
  return { formLink: `${DEMO_SIGN_UP_BASE}/f/${eid}-${serial}`, previewFormLink: `${DEMO_SIGN_UP_BASE}/preview/${eid}-${serial}` };
}

function generate(pharmacy: DemoPharmacy, random: SeededRandom): DemoPharmacyConfig {
  const { eid } = pharmacy;
  const [color1, color2, color3] = PALETTES[eid % PALETTES.length] ?? ['#1b7f5a', '#f2a516', '#ffffff'];
  const domain = pharmacy.website;
  const site = domain === '' ? '' : `https://${domain}`;
  const mailDomain = domain === '' ? 'farmacias.example' : domain;
  const { status, hasLink } = demoSignUpStart(eid);
  const healthiumActive = random.chance(0.4);
  const settings: PharmacySettings = {
    eid,
    status: 'active',
    qrIdentifier: `QR-${eid}`,
    profile: {
      commercialName: pharmacy.name,
      socialName: `${pharmacy.name} C.B.`,
      nif: '',
      address: `${pharmacy.street}, ${pharmacy.number}, ${pharmacy.postalCode} ${pharmacy.city}`,
      city: pharmacy.city,
      phone: pharmacy.phone,
      mobilePhone: `6${String(10_000_000 + ((eid * 7919) % 89_999_999)).padStart(8, '0')}`,
      email: pharmacy.contactEmail,
      mainEmail: `info@${mailDomain}`,
      ordersEmail: `pedidos@${mailDomain}`,
      schedule: random.pick(SCHEDULES),
      domain,
      logo: site === '' ? '' : `${site}/logo.png`,
      socialNetworks: site === '' ? '' : `https://instagram.com/${domain.replace(/\.es$/, '')}`,
      legalPhone: pharmacy.phone,
      legalEmail: `legal@${mailDomain}`,
      legalAddress: `${pharmacy.street}, ${pharmacy.number}, ${pharmacy.postalCode} ${pharmacy.city}`,
      commercialRecord: `Registro Mercantil de ${pharmacy.province}, hoja ${1000 + eid}`,
      activateSanitaryCampaigns: random.chance(0.5),
    },
    landing: {
      color1,
      color2,
      color3,
      font: FONTS[eid % FONTS.length] ?? 'Roboto',
      fontImport: '',
      healthiumLink: healthiumActive ? `https://healthium.example/farmacias/${eid}` : '',
      healthiumActive,
      fidelizationLink: site === '' ? '' : `${site}/fidelizacion`,
      fidelizationActive: site !== '' && random.chance(0.6),
      reviewLink: `https://g.page/r/farmacia-${eid}/review`,
      reviewActive: random.chance(0.5),
      qrLogo: '',
    },
    transactional: { afterPurchase: random.chance(0.7), monthlyReminder: random.chance(0.5), returnBack: random.chance(0.4), pointsValue: random.pick([0.01, 0.05, 0.1]) },
  };
  const modules = Object.fromEntries(MOBILE_MODULES.map((module) => [module, random.chance(0.5)])) as Record<(typeof MOBILE_MODULES)[number], boolean>;
  const mobile: MobileAppData = {
    mobileIconUrl: site === '' ? '' : `${site}/app/icon.png`,
    bundleId: `es.farmacias.f${eid}`,
    isOnlineStore: pharmacy.services.baseUrl !== '',
    mobileUrl: site === '' ? '' : `${site}/app`,
    modules: { ...modules, expressOrder: pharmacy.services.orderExpressEnabled },
    expressOrderPhone: pharmacy.services.orderExpressEnabled ? pharmacy.phone : '',
    expressOrderWhatsapp: '',
    expressOrderForm: pharmacy.services.orderExpressEnabled,
    loginBackground: site === '' ? '' : `${site}/app/fondo.jpg`,
    lateralMenu: '',
    principalMenu: '',
    carousel: site === '' ? [] : [{ image: `${site}/app/carrusel-1.jpg`, isEnabled: true }, { image: `${site}/app/carrusel-2.jpg`, isEnabled: false }],
    aboutUsUrl: site === '' ? '' : `${site}/quienes-somos`,
    mapsUrl: `https://maps.example/?q=${encodeURIComponent(settings.profile.address)}`,
  };
  const services: ModularServiceConfig = {
    ...pharmacy.services,
    username: pharmacy.services.baseUrl === '' ? '' : `pedidos-${eid}`,
    password: pharmacy.services.baseUrl === '' ? '' : `clave-${eid}`,
  };
  const links = hasLink ? demoSignUpLinks(eid, 1) : { formLink: '', previewFormLink: '' };
  const signUp: SignUpForm = {
    type: 'corporate',
    status,
    isApproved: status === 'approved',
    ...links,
    destinationMail: status === 'sent' || status === 'open' || status === 'completed' || status === 'approved' ? pharmacy.contactEmail : '',
  };
  return {
    eid,
    settings,
    mobile,
    services,
    signUp,
    signUpSentAt: undefined,
    signUpLinks: hasLink ? 1 : 0,
    healthium: healthiumActive ? { healthiumId: `HLT-${eid}`, link: settings.landing.healthiumLink } : undefined,
    pluginActive: services.baseUrl !== '',
  };
}

/** The configurations of the demo pharmacies: generated from the seed, the trainee's saves over them. */
export interface PharmacyConfigDemo {
  /** A pharmacy's configuration; undefined when there is no such pharmacy. */
  get(eid: number): DemoPharmacyConfig | undefined;
  put(record: DemoPharmacyConfig): void;
}

/** The pharmacy configurations of a demo database. */
export function pharmacyConfigDemo(db: DemoDatabase): PharmacyConfigDemo {
  const stored = changes(db);
  return {
    get: (eid) => {
      const saved = stored.get(String(eid));
      if (saved !== undefined) return saved;
      const pharmacy = db.read().pharmacies.find((candidate) => candidate.eid === eid);
      if (pharmacy === undefined) return undefined;
      return db.generatedRecord(PHARMACY_CONFIG_COLLECTION, String(eid), ({ random }) => generate(pharmacy, random));
    },
    put: (record) => stored.put(record),
  };
}

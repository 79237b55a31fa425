import type { PublishedProduct, ShopSettings, SyncRecord, SyncSettings } from '@domain/shop-catalog';
import { SeededRandom, type DemoCollection, type DemoDatabase, type DemoGenerationContext } from '@adapters/demo';
import { demoShopDomain } from '@adapters/jobs';

/** A shop of the demo: its domain, pharmacy, web type, settings, sync settings and history, and plugin versions. */
export interface DemoShop {
  readonly domain: string;
  readonly eid: number;
  readonly webType: string;
  readonly settings: ShopSettings;
  readonly sync: SyncSettings;
  readonly history: readonly SyncRecord[];
  readonly plugins: Readonly<Record<string, string>>;
}

/** The plugins' latest versions in the demo: an update installs these. */
export const LATEST_SHOP_PLUGIN_VERSIONS: Readonly<Record<string, string>> = { 'farmacia-sync': '3.2.0', 'farmacia-ecommerce': '1.8.4' };

/** How many demo pharmacies have a shop. */
export const DEMO_SHOP_COUNT = 12;

const WEB_TYPES = ['ecommerce', 'divi', 'techgostore'] as const;
const COLORS = ['#1c7ed6', '#2f9e44', '#e8590c', '#7048e8', '#0c8599'] as const;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const token = (random: SeededRandom, prefix: string, length: number): string => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let text = prefix;
  for (let index = 0; index < length; index += 1) text += alphabet.charAt(random.int(0, alphabet.length - 1));
  return text;
};

/**
 * The demo's shops: the first {@link DEMO_SHOP_COUNT} pharmacies, each with tokens, colours, sync
 * settings, a daily sync for the 30 days before the data set's "now" and its plugins (some out of date).
 */
export function generateDemoShops({ random, now, data }: DemoGenerationContext): DemoShop[] {
  return data.pharmacies.slice(0, DEMO_SHOP_COUNT).map((pharmacy, index) => {
    const domain = demoShopDomain(pharmacy.name);
    const base = demoPublishedProducts(domain).length;
    const history: SyncRecord[] = [];
    for (let day = 30; day >= 1; day -= 1) {
      const at = now - day * DAY + random.int(1, 5) * HOUR;
      history.push({ at, published: random.chance(0.1) ? 0 : base - random.int(0, 12) });
    }
    return {
      domain,
      eid: pharmacy.eid,
      webType: WEB_TYPES[index % WEB_TYPES.length] ?? 'ecommerce',
      settings: {
        tokens: {
          WC_CONSUMER_KEY: token(random, 'ck_', 24),
          WC_CONSUMER_SECRET: token(random, 'cs_', 24),
          STRIPE_PUBLIC_KEY: index % 3 === 2 ? '' : token(random, 'pk_live_', 20),
          STRIPE_SECRET_KEY: index % 3 === 2 ? '' : token(random, 'sk_live_', 20),
          RECAPTCHA_KEY: token(random, '6L', 30),
        },
        colors: { PRIMARY_COLOR: COLORS[index % COLORS.length] ?? '#1c7ed6', SECONDARY_COLOR: '#f1f3f5', TEXT_COLOR: '#212529' },
      },
      sync: { active: index % 4 !== 3, withEc: true, zeroStockUpload: index % 2 === 0, medicalUpload: index % 3 !== 0, internalCodes: false },
      history,
      plugins: { 'farmacia-sync': index % 2 === 0 ? '3.1.4' : '3.2.0', 'farmacia-ecommerce': index % 3 === 0 ? '1.7.9' : '1.8.4' },
    };
  });
}

/** The demo's shops collection. */
export function demoShops(db: DemoDatabase): DemoCollection<DemoShop> {
  return db.collection<DemoShop>('shopCatalog.shops', { version: 1, key: (shop) => shop.domain, generate: generateDemoShops });
}

const NAMES = ['Ibuprofeno 400 mg', 'Crema hidratante facial', 'Protector solar SPF 50', 'Champú anticaspa', 'Vitamina C 1000 mg', 'Colutorio sin alcohol', 'Gel de aloe vera', 'Tiritas surtidas', 'Termómetro digital', 'Suero fisiológico', 'Leche infantil 1', 'Magnesio con colágeno', 'Repelente de mosquitos', 'Pasta dental sensible', 'Toallitas bebé'];
const CATEGORIES = ['Dermocosmética', 'Higiene', 'Infantil', 'Nutrición', 'Botiquín', 'Solares'];

function hashText(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}

/** The products published on a demo shop: 40 to 120, the same for the same domain. */
export function demoPublishedProducts(domain: string): PublishedProduct[] {
  const random = new SeededRandom(hashText(domain));
  const count = random.int(40, 120);
  return Array.from({ length: count }, (_, index) => ({
    code: String(100000 + random.int(0, 499999)),
    name: `${NAMES[index % NAMES.length] ?? 'Producto'} ${Math.floor(index / NAMES.length) + 1}`,
    price: random.int(150, 4500) / 100,
    stock: random.int(0, 80),
    category: CATEGORIES[random.int(0, CATEGORIES.length - 1)] ?? 'Higiene',
  }));
}

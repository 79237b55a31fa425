import type { PionResult, PionTest } from '@domain/pion';
import type { DemoCollection, DemoDatabase, DemoGenerationContext } from '@adapters/demo';

const HOUR = 3_600_000;

interface DemoTestKind {
  readonly id: string;
  readonly testName: string;
  readonly funcName: string;
  /** How likely a pharmacy fails it. */
  readonly failure: number;
  readonly reasons: readonly string[];
}

/** The demo's tests; the last names a function the demo server does not offer (its parameters are wrong). */
const KINDS: readonly DemoTestKind[] = [
  { id: 'pion-erp-sync', testName: 'Sincronización con el ERP', funcName: 'check_erp_sync', failure: 0.25, reasons: ['Sin ventas recibidas en 48 h', 'Credenciales del ERP rechazadas', 'Tiempo de espera agotado'] },
  { id: 'pion-web-online', testName: 'Web en línea', funcName: 'check_website_up', failure: 0.1, reasons: ['La web responde 503', 'DNS sin resolver'] },
  { id: 'pion-shop-stock', testName: 'Stock de la tienda', funcName: 'check_shop_stock', failure: 0.3, reasons: ['Stock sin actualizar desde hace 3 días', 'Productos publicados sin precio'] },
  { id: 'pion-ssl', testName: 'Certificado SSL', funcName: 'check_ssl_certificate', failure: 0.08, reasons: ['El certificado caduca en menos de 7 días', 'Certificado caducado'] },
  { id: 'pion-crm-feed', testName: 'Envío de clientes al CRM', funcName: 'check_crm_feed', failure: 0.15, reasons: ['Fichero de clientes vacío', 'Formato de fichero no válido'] },
  { id: 'pion-sms-legacy', testName: 'Pasarela SMS (antigua)', funcName: 'check_sms_gateway_v1', failure: 0.5, reasons: ['Pasarela sin respuesta'] },
];

/** The test functions the demo server runs (GET /api/v1/PION/get_fnames): all but the old SMS gateway's. */
export const DEMO_PION_FUNCTIONS: readonly string[] = KINDS.slice(0, -1).map((kind) => kind.funcName);

/** The id of the demo's test whose parameters are wrong (its function is not offered). */
export const DEMO_PION_BROKEN_TEST = 'pion-sms-legacy';

/** How many pharmacies the demo's tests check: the first ones of the data set. */
export const DEMO_PION_PHARMACIES = 24;

/** A whole number from text, the same every time (FNV-1a). */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The demo's tests, each with a result per pharmacy taken in the hours before the data set's "now". */
export function generateDemoPionTests({ random, now, data }: DemoGenerationContext): PionTest[] {
  const pharmacies = data.pharmacies.slice(0, DEMO_PION_PHARMACIES);
  return KINDS.map((kind) => ({
    id: kind.id,
    testName: kind.testName,
    funcName: kind.funcName,
    latestResults: pharmacies.map((pharmacy): PionResult => {
      const passed = !random.chance(kind.failure);
      const reason = passed ? 'OK' : (kind.reasons[random.int(0, kind.reasons.length - 1)] ?? 'Error');
      return { eid: pharmacy.eid, passed, reason, at: now - random.int(1, 20) * HOUR };
    }),
  }));
}

/** The demo's tests collection. */
export function demoPionTests(db: DemoDatabase): DemoCollection<PionTest> {
  return db.collection<PionTest>('pion.tests', { version: 1, key: (test) => test.id, generate: generateDemoPionTests });
}

/**
 * A test run again at `now`: each pharmacy's outcome follows from the test, the pharmacy and the
 * minute, so the same run answers the same results.
 */
export function rerunDemoTest(test: PionTest, now: number): PionTest {
  const kind = KINDS.find((candidate) => candidate.id === test.id);
  const failure = kind?.failure ?? 0.2;
  const minute = Math.floor(now / 60_000);
  return {
    ...test,
    latestResults: test.latestResults.map((result) => {
      const roll = hash(`${test.id}:${result.eid}:${minute}`) / 0x1_0000_0000;
      const passed = roll >= failure;
      const reasons = kind?.reasons ?? ['Error'];
      return { eid: result.eid, passed, reason: passed ? 'OK' : (reasons[hash(`${result.eid}:${minute}`) % reasons.length] ?? 'Error'), at: now };
    }),
  };
}

import {
  CATALOG_SECTIONS,
  excludedWorkingCategories,
  type CatalogIssue,
  type CatalogJob,
  type DomainExport,
  type ExportRequest,
  type JobStatus,
} from '@domain/catalog-export';
import { DEMO_SEED, SeededRandom, type DemoGenerationContext } from '@adapters/demo';

/** A pharmacy domain of the demo: its subscriptions, whether it is offered selected for export, and its catalog health. */
export interface DemoCatalogDomain {
  readonly id: string;
  readonly domain: string;
  readonly eid: number;
  readonly name: string;
  email: string;
  prescription: boolean;
  parapharmacy: boolean;
  selected: boolean;
  readonly healthy: boolean;
}

/** A working category of the demo catalog, with the faults its data has. */
export interface DemoCatalogCategory {
  readonly termId: number;
  readonly name: string;
  readonly products: number;
  /** Product codes (CN) of the category, for the names of image files. */
  readonly codes: readonly number[];
  excluded: boolean;
  readonly categoryIssues: readonly CatalogIssue[];
  readonly productIssues: readonly CatalogIssue[];
}

/** One step of a job's timeline: a 'section.subsection' position and how long it lasts, in ms. */
export interface DemoJobStep {
  readonly position: string;
  readonly duration: number;
}

/**
 * A job as the demo keeps it: what it will find, decided when it starts, and its timeline. What the job
 * shows at an instant is computed from the time elapsed since `registered` (see {@link jobAt}).
 */
export interface DemoStoredJob {
  readonly id: string;
  readonly registered: number;
  readonly description: string;
  readonly reuseJobDate: number | null;
  readonly steps: readonly DemoJobStep[];
  readonly categoryIssues: readonly CatalogIssue[];
  readonly productIssues: readonly CatalogIssue[];
  readonly imageTotal: number;
  readonly imageIssues: readonly CatalogIssue[];
  readonly domains: readonly { readonly domain: string; readonly result: 'success' | 'error' }[];
  /** The status the job ends with when it is not cancelled. */
  readonly endStatus: 'finished' | 'finished_with_errors' | 'stopped';
  cancelledAt: number | null;
}

/** The catalog-export part of the demo data set. */
export interface DemoCatalogState {
  readonly domains: DemoCatalogDomain[];
  readonly categories: DemoCatalogCategory[];
  jobs: DemoStoredJob[];
  sequence: number;
}

/** Bumped whenever the records of {@link DemoCatalogState} change shape. */
export const CATALOG_DATA_VERSION = 1;

/** How long each step of a job lasts in the demo, in ms: a whole export stays under a minute. */
export const DEMO_STEP_MS = {
  productCategories: 6_000,
  products: 8_000,
  readingTotalProducts: 5_000,
  images: 12_000,
  imagesChecked: 18_000,
  perDomainMin: 2_500,
  perDomainMax: 5_000,
  exportMax: 20_000,
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const CATEGORIES: readonly (readonly [termId: number, name: string])[] = [
  [2101, 'Dermocosmética'],
  [2102, 'Higiene bucal'],
  [2103, 'Nutrición infantil'],
  [2104, 'Ortopedia'],
  [2105, 'Fitoterapia'],
  [2106, 'Protección solar'],
  [2107, 'Cuidado capilar'],
  [2108, 'Bebé y maternidad'],
  [2109, 'Óptica'],
  [2110, 'Veterinaria'],
  [2111, 'Salud sexual'],
  [2112, 'Dietética'],
];

/** Categories left out by default: the trainee starts with these excluded. */
const EXCLUDED_BY_DEFAULT = new Set([2109, 2110]);

const IMAGE_FAULTS = [
  'Imagen no encontrada en el servidor de origen (404)',
  'Formato no admitido (image/bmp)',
  'Resolución insuficiente: 240 × 240 px (mínimo 500 × 500)',
  'Tiempo de espera agotado al subir al servidor de medios',
  'Archivo dañado: no se puede leer la imagen',
];

function categoryFaults(termId: number, codes: readonly number[]): { categoryIssues: CatalogIssue[]; productIssues: CatalogIssue[] } {
  const code = (index: number): string => String(codes[index] ?? 150_000 + index);
  switch (termId) {
    case 2101:
      return {
        categoryIssues: [],
        productIssues: [
          { id: code(0), message: 'Crema hidratante facial 50 ml: sin precio de venta' },
          { id: code(1), message: `Sérum vitamina C 30 ml: EAN duplicado con el CN ${code(2)}` },
        ],
      };
    case 2106:
      return {
        categoryIssues: [{ id: '2106-14', message: 'La subcategoría «Protección infantil» no tiene categoría padre' }],
        productIssues: [{ id: code(0), message: 'Fotoprotector SPF 50+ spray 200 ml: descripción vacía' }],
      };
    case 2110:
      return {
        categoryIssues: [{ id: '2110', message: 'La categoría «Veterinaria» no tiene productos publicables en la web' }],
        productIssues: [{ id: code(0), message: 'Pipetas antiparasitarias perro 20-40 kg: requiere receta veterinaria' }],
      };
    default:
      return { categoryIssues: [], productIssues: [] };
  }
}

/** A 24-digit hexadecimal id, as the check service names its jobs. */
function jobId(random: SeededRandom): string {
  return Array.from({ length: 24 }, () => random.int(0, 15).toString(16)).join('');
}

/** The seeded random source of the `sequence`-th job: each run finds its own, repeatable faults. */
export function jobRandom(sequence: number): SeededRandom {
  return new SeededRandom(DEMO_SEED + sequence * 7_919);
}

/** What starts a demo job: a check with its excluded categories, or an export request. */
export type DemoJobStart = { readonly kind: 'check'; readonly excluded: readonly number[] } | { readonly kind: 'export'; readonly request: ExportRequest };

/**
 * Plans a job started at `registered` (spec 1 §4 sections in order): what its check, image upload and
 * export will find, and how long each step lasts. A check runs the check, reads the products and uploads
 * their new images; an export does the same (or reuses an earlier job's results) and then exports to its
 * domains one after the other. Faults come from the catalog data (categories with broken products), the
 * job's own random source (image failures, a domain whose export fails) and the domains' health. An
 * export that does not bypass section errors stops after a check that found errors.
 */
export function planJob(state: DemoCatalogState, start: DemoJobStart, registered: number, sequence: number): DemoStoredJob {
  const random = jobRandom(sequence);
  const id = jobId(random);
  const request = start.kind === 'export' ? start.request : undefined;
  const reused = request?.reuseJob === undefined ? undefined : state.jobs.find((job) => job.id === request.reuseJob);
  const excluded = new Set(start.kind === 'check' ? start.excluded : start.request.excludeWorkingCategories);
  const included = state.categories.filter((category) => !excluded.has(category.termId));

  const categoryIssues = reused?.categoryIssues ?? included.flatMap((category) => category.categoryIssues);
  const productIssues = reused?.productIssues ?? included.flatMap((category) => category.productIssues);
  const productTotal = included.reduce((sum, category) => sum + category.products, 0);
  const checkImages = request?.config.checkImages === true && reused === undefined;
  const imageTotal = reused?.imageTotal ?? (checkImages ? Math.round(productTotal * 1.3) : Math.round(productTotal * 0.06) + random.int(20, 60));
  const imageIssues =
    reused?.imageIssues ??
    Array.from({ length: included.length === 0 ? 0 : random.int(checkImages ? 6 : 2, checkImages ? 14 : 8) }, (_, index): CatalogIssue => {
      const category = random.pick(included);
      const code = category.codes[index % Math.max(1, category.codes.length)] ?? 150_000 + index;
      return { id: `cn-${code}-${random.int(1, 3)}.jpg`, message: random.pick(IMAGE_FAULTS) };
    });

  const checkErrors = categoryIssues.length + productIssues.length > 0;
  const stops = request !== undefined && !request.config.bypassSectionErrors && checkErrors;
  const domains =
    request === undefined || stops
      ? (request?.domains ?? []).map((domain) => ({ domain, result: 'error' as const }))
      : request.domains.map((domain) => {
          const known = state.domains.find((candidate) => candidate.domain === domain);
          const fails = known === undefined || !known.healthy || random.chance(0.2);
          return { domain, result: fails ? ('error' as const) : ('success' as const) };
        });

  const steps: DemoJobStep[] = [];
  if (reused === undefined) {
    steps.push({ position: 'check.product_categories', duration: DEMO_STEP_MS.productCategories }, { position: 'check.products', duration: DEMO_STEP_MS.products });
    if (!stops) {
      steps.push(
        { position: 'reading_total_products', duration: DEMO_STEP_MS.readingTotalProducts },
        { position: 'uploading_images_to_media_server', duration: checkImages ? DEMO_STEP_MS.imagesChecked : DEMO_STEP_MS.images },
      );
    }
  }
  if (request !== undefined && !stops) {
    const perDomain = Math.min(DEMO_STEP_MS.perDomainMax, Math.max(DEMO_STEP_MS.perDomainMin, DEMO_STEP_MS.exportMax / Math.max(1, domains.length)));
    steps.push({ position: 'exporting_catalog_to_domains', duration: perDomain * domains.length });
  }

  const anyErrors = checkErrors || imageIssues.length > 0 || domains.some((entry) => entry.result === 'error');
  return {
    id,
    registered,
    description: request?.description ?? '',
    reuseJobDate: reused?.registered ?? null,
    steps,
    categoryIssues,
    productIssues,
    imageTotal,
    imageIssues,
    domains: request === undefined ? [] : domains,
    endStatus: stops ? 'stopped' : anyErrors ? 'finished_with_errors' : 'finished',
    cancelledAt: null,
  };
}

const ORDER: readonly string[] = ['check.product_categories', 'check.products', ...CATALOG_SECTIONS.slice(1)];

/** When the job's timeline ends. */
export function jobEnd(job: DemoStoredJob): number {
  return job.registered + job.steps.reduce((sum, step) => sum + step.duration, 0);
}

/** Whether the job is still running at `now`. */
export function isRunning(job: DemoStoredJob, now: number): boolean {
  return job.cancelledAt === null && now < jobEnd(job);
}

/**
 * The job as the check service reports it at `now`: the section it is in, computed from the time elapsed
 * since it started, and what each section has found so far. Errors appear as their section advances,
 * images are processed one by one, and each domain goes from 'pending' to 'in_progress' to its result.
 */
export function jobAt(job: DemoStoredJob, now: number): JobStatus {
  const running = isRunning(job, now);
  const until = Math.min(now, job.cancelledAt ?? Number.POSITIVE_INFINITY, jobEnd(job));
  const elapsed = Math.max(0, until - job.registered);

  let offset = 0;
  let currentIndex = job.steps.length - 1;
  let fraction = 1;
  for (const [index, step] of job.steps.entries()) {
    if (elapsed < offset + step.duration) {
      currentIndex = index;
      fraction = (elapsed - offset) / step.duration;
      break;
    }
    offset += step.duration;
  }
  const firstOrder = ORDER.indexOf(job.steps[0]?.position ?? 'exporting_catalog_to_domains');
  /** How far `position` is, 0–1: steps the job skipped because it reused a job count as done. */
  const progress = (position: string): number => {
    const index = job.steps.findIndex((step) => step.position === position);
    if (index === -1) return ORDER.indexOf(position) < firstOrder ? 1 : 0;
    if (index < currentIndex) return 1;
    return index === currentIndex ? fraction : 0;
  };
  const revealed = <T>(items: readonly T[], position: string): T[] => items.slice(0, Math.floor(progress(position) * items.length));

  const exportProgress = progress('exporting_catalog_to_domains') * job.domains.length;
  const domainExports = job.domains.map(({ domain, result }, index): DomainExport => {
    if (exportProgress >= index + 1) return { domain, status: result };
    if (exportProgress > index) return { domain, status: job.cancelledAt === null ? 'in_progress' : 'cancelled' };
    return { domain, status: 'pending' };
  });

  const currentSection = job.steps[currentIndex]?.position ?? 'check.products';
  const status = running ? 'in_progress' : job.cancelledAt !== null ? 'cancelled' : job.endStatus;
  const catalogJob: CatalogJob = {
    externalId: job.id,
    status,
    lastModified: job.registered + elapsed,
    registered: job.registered,
    reuseJobDate: job.reuseJobDate ?? undefined,
    currentSection,
    description: job.description,
    check: {
      productCategories: revealed(job.categoryIssues, 'check.product_categories'),
      products: revealed(job.productIssues, 'check.products'),
    },
    imageUpload: {
      processed: Math.round(progress('uploading_images_to_media_server') * job.imageTotal),
      total: job.imageTotal,
      errors: revealed(job.imageIssues, 'uploading_images_to_media_server'),
    },
    domainExports,
  };
  return { phase: running ? 'in-progress' : 'finished', job: catalogJob };
}

/**
 * Generates the catalog part of the demo: the pharmacies with a website as subscribed domains (a few
 * selected for export, two with an unhealthy catalog), twelve working categories with their faults, and a
 * history of jobs over the last two weeks (exports with and without results, checks, a cancelled check).
 */
export function generateCatalogState({ random, now, data }: DemoGenerationContext): DemoCatalogState {
  const domains: DemoCatalogDomain[] = data.pharmacies
    .filter((pharmacy) => pharmacy.website !== '')
    .map((pharmacy, index) => {
      const parapharmacy = index < 5 || random.chance(0.7);
      return {
        id: `sub-${pharmacy.eid}`,
        domain: pharmacy.website,
        eid: pharmacy.eid,
        name: pharmacy.name,
        email: random.chance(0.25) ? `${pharmacy.contactEmail}, pedidos@${pharmacy.website}` : pharmacy.contactEmail,
        prescription: index % 3 === 0 || random.chance(0.4),
        parapharmacy,
        selected: index < 4,
        // The fourth domain offered by default has a broken catalog, and one more further down.
        healthy: index !== 3 && index !== 9,
      };
    });

  const categories: DemoCatalogCategory[] = CATEGORIES.map(([termId, name]) => {
    const codes = Array.from({ length: 6 }, () => random.int(150_000, 199_999));
    return { termId, name, products: random.int(120, 950), codes, excluded: EXCLUDED_BY_DEFAULT.has(termId), ...categoryFaults(termId, codes) };
  });

  const state: DemoCatalogState = { domains, categories, jobs: [], sequence: 0 };
  const offered = domains.filter((domain) => domain.parapharmacy && domain.healthy).map((domain) => domain.domain);
  const exportRequest = (overrides: { domains: readonly string[]; bypass: boolean; description: string; excluded: readonly number[] }): ExportRequest => ({
    type: 'parapharmacy',
    domains: overrides.domains,
    excludeWorkingCategories: overrides.excluded,
    config: { checkImages: false, bypassSectionErrors: overrides.bypass, maintainDeletedProducts: true, testEmails: [] },
    domainsInfo: [],
    description: overrides.description,
    reuseJob: undefined,
  });
  const defaultExcluded = excludedWorkingCategories(categories.map((category) => ({ termId: category.termId, selected: category.excluded })));
  const history: readonly { daysAgo: number; hour: number; start: DemoJobStart; cancelAfter?: number }[] = [
    {
      daysAgo: 13,
      hour: 8.5,
      start: { kind: 'export', request: exportRequest({ domains: offered.slice(0, 3), bypass: false, description: 'Exportación inicial de temporada', excluded: [2101, 2106, 2109, 2110] }) },
    },
    { daysAgo: 9, hour: 16.25, start: { kind: 'check', excluded: defaultExcluded }, cancelAfter: 22_000 },
    {
      daysAgo: 6,
      hour: 10,
      start: { kind: 'export', request: exportRequest({ domains: offered.slice(0, 2), bypass: false, description: 'Actualización de precios', excluded: defaultExcluded }) },
    },
    { daysAgo: 3, hour: 9.75, start: { kind: 'check', excluded: defaultExcluded } },
    {
      daysAgo: 2,
      hour: 9.2,
      start: { kind: 'export', request: exportRequest({ domains: offered.slice(0, 4), bypass: true, description: 'Exportación semanal de parafarmacia', excluded: defaultExcluded }) },
    },
  ];
  for (const entry of history) {
    state.sequence += 1;
    // Madrid is one hour ahead of UTC in winter: `hour` is the local time of day the job started.
    const registered = Math.floor((now - entry.daysAgo * DAY) / DAY) * DAY + Math.round((entry.hour - 1) * HOUR);
    const job = planJob(state, entry.start, registered, state.sequence);
    if (entry.cancelAfter !== undefined) job.cancelledAt = registered + entry.cancelAfter;
    state.jobs.push(job);
  }
  return state;
}


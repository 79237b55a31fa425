import type { BiService } from '@domain/dashboard';
import { addMonths, type CampaignResult, type FamilyRow, type GlobalReportRow, type LowRotationProduct, type MarketingReport, type ReportEntry, type SalesReport, type StaffResume, type StockFigures, type StockReport, type YearMonth, type YearOverYear } from '@domain/reports';
import { FIRST_NAMES, SURNAMES, SeededRandom } from '@adapters/demo';

/**
 * The entity reports of the demo data set, made on demand from the pharmacy's eid and the month alone:
 * nothing is stored and nothing is made for a pharmacy nobody opens, so 10,000 demo pharmacies cost
 * nothing until one is read. Every figure is a function of (eid, month), so a month's figures are the
 * same in every report that shows it (this month's sales in the sales report, next year's previous-year
 * series and the global report) and in the simulated BI service's page.
 */

/** How many monthly reports each pharmacy has: two years and a bit, up to the month before today. */
export const DEMO_REPORT_MONTHS = 26;

/** keys.coverage.value of the demo: coverage above 3 months is bad. */
export const DEMO_COVERAGE_THRESHOLD = 3;

/** The month before `now`'s month (the newest report: a month is reported once it is over). */
export function newestReportMonth(now: number): YearMonth {
  const date = new Date(now);
  return addMonths({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 }, -1);
}

/** The pharmacy's reports, newest first: one a month for DEMO_REPORT_MONTHS months. */
export function demoReportList(eid: number, now: number): ReportEntry[] {
  const newest = newestReportMonth(now);
  return Array.from({ length: DEMO_REPORT_MONTHS }, (_, index) => {
    const month = addMonths(newest, -index);
    return { id: reportId(eid, month), year: month.year, month: month.month };
  });
}

/** A report's id: eid and month, 'r500-202610'. */
export function reportId(eid: number, month: YearMonth): string {
  return `r${eid}-${month.year}${String(month.month).padStart(2, '0')}`;
}

/** The month of a report id of `eid`, or undefined for an id that is not one. */
export function monthOfReportId(eid: number, id: string): YearMonth | undefined {
  const match = /^r(-?\d+)-(\d{4})(\d{2})$/.exec(id);
  if (match === null || Number(match[1]) !== eid) return undefined;
  const month = Number(match[3]);
  return month >= 1 && month <= 12 ? { year: Number(match[2]), month } : undefined;
}

/** The month the demo's stock is not finished for: the newest one (its stock is closed a few days later). */
export function stockDone(month: YearMonth, now: number): boolean {
  const newest = newestReportMonth(now);
  return !(month.year === newest.year && month.month === newest.month);
}

// ----- the pharmacy's shape: size, staff and families, from its eid -----

interface PharmacyShape {
  /** Average monthly sales in euros. */
  readonly size: number;
  /** Yearly growth, as a fraction. */
  readonly growth: number;
  readonly averageTicket: number;
  readonly unitsPerTicket: number;
  readonly staff: readonly { readonly name: string; readonly share: number; readonly ticketFactor: number }[];
  /** Months of sales the stock holds, around which it moves. */
  readonly stockMonths: number;
  readonly prescriptionShare: number;
  readonly familyWeights: readonly number[];
}

const shapes = new Map<number, PharmacyShape>();
const SHAPE_CACHE = 256;

function hash(...parts: readonly number[]): number {
  let value = 0x811c9dc5;
  for (const part of parts) {
    value = Math.imul(value ^ (part & 0xffff), 0x01000193);
    value = Math.imul(value ^ (part >>> 16), 0x01000193);
  }
  return value >>> 0;
}

function shapeOf(eid: number): PharmacyShape {
  const cached = shapes.get(eid);
  if (cached !== undefined) return cached;
  const random = new SeededRandom(hash(eid, 71));
  const count = random.int(6, 10);
  const names = new Set<string>();
  while (names.size < count) names.add(`${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`);
  const weights = [...names].map(() => 0.5 + random.next());
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shape: PharmacyShape = {
    size: random.int(60, 220) * 1000,
    growth: (random.next() - 0.3) * 0.12,
    averageTicket: 14 + random.next() * 10,
    unitsPerTicket: 1.5 + random.next() * 0.9,
    staff: [...names].map((name, index) => ({ name, share: (weights[index] ?? 1) / total, ticketFactor: 0.85 + random.next() * 0.3 })),
    stockMonths: 1.8 + random.next() * 2,
    prescriptionShare: 0.5 + random.next() * 0.2,
    familyWeights: FAMILIES.map(() => 0.4 + random.next()),
  };
  if (shapes.size >= SHAPE_CACHE) shapes.delete(shapes.keys().next().value as number);
  shapes.set(eid, shape);
  return shape;
}

/** Spain's pharmacy season: winter colds, summer sun care, a quiet August. */
const SEASON = [1.12, 1.04, 1.0, 0.97, 0.98, 1.02, 1.06, 0.86, 0.97, 1.0, 1.05, 1.13];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One month's sales of the pharmacy: amount, tickets and units. */
interface MonthSales {
  readonly amount: number;
  readonly tickets: number;
  readonly units: number;
}

function monthIndex(month: YearMonth): number {
  return month.year * 12 + month.month - 1;
}

function monthSales(eid: number, month: YearMonth): MonthSales {
  const shape = shapeOf(eid);
  const random = new SeededRandom(hash(eid, monthIndex(month), 3));
  const years = (monthIndex(month) - 2024 * 12) / 12;
  const amount = shape.size * (SEASON[month.month - 1] ?? 1) * (1 + shape.growth * years) * (0.94 + random.next() * 0.12);
  const ticket = shape.averageTicket * (0.95 + random.next() * 0.1);
  const tickets = Math.round(amount / ticket);
  const units = Math.round(tickets * shape.unitsPerTicket * (0.95 + random.next() * 0.1));
  return { amount: round2(amount), tickets, units };
}

function evolution(eid: number, last: YearMonth, measure: (sales: MonthSales) => number): YearOverYear {
  const months = Array.from({ length: 12 }, (_, index) => addMonths(last, index - 11));
  return {
    previousYear: months.map((month) => round2(measure(monthSales(eid, addMonths(month, -12))))),
    currentYear: months.map((month) => round2(measure(monthSales(eid, month)))),
  };
}

function employeeMonth(eid: number, index: number, month: YearMonth): MonthSales {
  const shape = shapeOf(eid);
  const employee = shape.staff[index];
  const sales = monthSales(eid, month);
  const random = new SeededRandom(hash(eid, monthIndex(month), 5, index));
  const share = (employee?.share ?? 0) * (0.9 + random.next() * 0.2);
  const tickets = Math.max(1, Math.round(sales.tickets * share / (employee?.ticketFactor ?? 1)));
  return { amount: round2(sales.amount * share), tickets, units: Math.round(tickets * (sales.units / sales.tickets) * (0.95 + random.next() * 0.1)) };
}

const perTicket = (sales: MonthSales) => (sales.tickets === 0 ? 0 : sales.amount / sales.tickets);
const unitsPer = (sales: MonthSales) => (sales.tickets === 0 ? 0 : sales.units / sales.tickets);

/** The month's sales report: the pharmacy's and every employee's 12 months, this year and the one before. */
export function demoSalesReport(eid: number, month: YearMonth): SalesReport {
  const shape = shapeOf(eid);
  const staffResumes: StaffResume[] = shape.staff.map((employee, index) => {
    const series = (measure: (sales: MonthSales) => number): YearOverYear => {
      const months = Array.from({ length: 12 }, (_, offset) => addMonths(month, offset - 11));
      return {
        previousYear: months.map((each) => round2(measure(employeeMonth(eid, index, addMonths(each, -12))))),
        currentYear: months.map((each) => round2(measure(employeeMonth(eid, index, each)))),
      };
    };
    const evolutionOf = {
      operations: series((sales) => sales.tickets),
      salesAmount: series((sales) => sales.amount),
      averageTicket: series(perTicket),
      unitsPerTicket: series(unitsPer),
    };
    const yearly = (measure: (sales: MonthSales) => number) => {
      const months = Array.from({ length: 12 }, (_, offset) => addMonths(month, offset - 11));
      const total = (year: number) => months.map((each) => employeeMonth(eid, index, addMonths(each, year))).reduce((sum, sales) => ({ amount: sum.amount + sales.amount, tickets: sum.tickets + sales.tickets, units: sum.units + sales.units }), { amount: 0, tickets: 0, units: 0 });
      return { previousYear: round2(measure(total(-12))), currentYear: round2(measure(total(0))) };
    };
    return {
      employee: employee.name,
      operations: yearly((sales) => sales.tickets),
      salesAmount: yearly((sales) => sales.amount),
      averageTicket: yearly(perTicket),
      unitsPerTicket: yearly(unitsPer),
      evolution: evolutionOf,
    };
  });
  return {
    totalSales: evolution(eid, month, (sales) => sales.amount),
    averageTicketEvolution: evolution(eid, month, perTicket),
    unitsPerTicketEvolution: evolution(eid, month, unitsPer),
    staffResumes,
  };
}

// ----- stock -----

function stockValue(eid: number, month: YearMonth, kind: 'free' | 'prescription'): number {
  const shape = shapeOf(eid);
  const random = new SeededRandom(hash(eid, monthIndex(month), kind === 'free' ? 11 : 13));
  const cost = monthSales(eid, month).amount * 0.7;
  const share = kind === 'prescription' ? shape.prescriptionShare : 1 - shape.prescriptionShare;
  return round2(cost * shape.stockMonths * share * (0.85 + random.next() * 0.3) * (kind === 'free' ? 1.25 : 0.9));
}

function figures(eid: number, month: YearMonth, value: (at: YearMonth) => number, lowShare: number): StockFigures {
  const now = value(month);
  const before = value(addMonths(month, -1));
  const cost = monthSales(eid, month).amount * 0.7;
  return {
    totalValue: round2(now),
    lastMonthDelta: round2(before === 0 ? 0 : ((now - before) / before) * 100),
    coverage: round2(cost === 0 ? 0 : now / cost),
    lowRotationAmount: round2(now * lowShare),
    lowRotationPercent: lowRotationPercentOf(round2(now * lowShare), round2(now)),
  };
}

/**
 * The low-rotation share of a stock in percent, from the amounts the report gives, unrounded: it is
 * rounded once where it is shown, as the family table's share of the same amounts is.
 */
function lowRotationPercentOf(lowRotationAmount: number, value: number): number {
  return value === 0 ? 0 : (lowRotationAmount / value) * 100;
}

function lowShareOf(eid: number, month: YearMonth, salt: number): number {
  return 0.06 + new SeededRandom(hash(eid, monthIndex(month), salt)).next() * 0.18;
}

/** The month's three stock tables: free, prescription, and their total (whose low rotation is theirs added up). */
function stockTables(eid: number, month: YearMonth): { readonly total: StockFigures; readonly free: StockFigures; readonly prescription: StockFigures } {
  const free = (at: YearMonth) => stockValue(eid, at, 'free');
  const prescription = (at: YearMonth) => stockValue(eid, at, 'prescription');
  const freeFigures = figures(eid, month, free, lowShareOf(eid, month, 17));
  const prescriptionFigures = figures(eid, month, prescription, lowShareOf(eid, month, 19));
  const totalLow = freeFigures.lowRotationAmount + prescriptionFigures.lowRotationAmount;
  const total = figures(eid, month, (at) => free(at) + prescription(at), 0);
  return {
    total: { ...total, lowRotationAmount: round2(totalLow), lowRotationPercent: lowRotationPercentOf(round2(totalLow), total.totalValue) },
    free: freeFigures,
    prescription: prescriptionFigures,
  };
}

/** The month's stock report; its `done` is false for the newest month, whose stock is not closed yet. */
export function demoStockReport(eid: number, month: YearMonth, now: number): StockReport {
  const tables = stockTables(eid, month);
  return {
    totalStock: tables.total,
    freeStock: tables.free,
    prescriptionStock: tables.prescription,
    lowRotationProducts: lowRotationProducts(eid, month),
    links: { families: `/app-h/mainpanel/stock/by_family` },
    coverageThreshold: DEMO_COVERAGE_THRESHOLD,
    done: stockDone(month, now),
  };
}

/** Products that sell slowly, with their national codes: parapharmacy (free) and 6xxxxx–9xxxxx prescription. */
const SLOW_PRODUCTS: readonly (readonly [code: string, description: string, cost: number])[] = [
  ['154209', 'Isdin Fotoprotector Fusion Water SPF 50 50 ml', 13.9],
  ['183640', 'La Roche-Posay Effaclar Duo+ 40 ml', 12.4],
  ['166173', 'Avène Cicalfate+ crema reparadora 100 ml', 9.8],
  ['312785', 'Mustela Stelatopia crema emoliente 200 ml', 11.2],
  ['176958', 'Eucerin Hyaluron-Filler día SPF 30 50 ml', 21.5],
  ['189325', 'Vichy Dercos champú anticaspa 200 ml', 8.6],
  ['352148', 'Bioderma Sensibio H2O agua micelar 500 ml', 9.1],
  ['162547', 'Lacer Pasta dentífrica encías 125 ml', 3.9],
  ['171030', 'Arkopharma Arkocápsulas Alcachofa 84 cápsulas', 7.2],
  ['184812', 'Nutribén Innova 1 leche de inicio 800 g', 16.3],
  ['324657', 'Cerave Loción hidratante 236 ml', 8.4],
  ['155874', 'Heliocare 360 Water Gel SPF 50+ 50 ml', 17.9],
  ['658210', 'Omeprazol Cinfa 20 mg 28 cápsulas gastrorresistentes', 1.9],
  ['712546', 'Sintrom 4 mg 20 comprimidos', 2.4],
  ['654321', 'Ibuprofeno Normon 600 mg 40 comprimidos', 1.6],
  ['787935', 'Atorvastatina Kern Pharma 40 mg 28 comprimidos', 3.7],
  ['699874', 'Enalapril Stada 20 mg 28 comprimidos', 1.4],
  ['836452', 'Seretide Accuhaler 50/500 mcg 60 dosis', 38.2],
  ['902134', 'Eutirox 75 microgramos 100 comprimidos', 2.9],
  ['745612', 'Lyrica 75 mg 56 cápsulas duras', 27.5],
  ['964587', 'Sertralina Aurobindo 50 mg 30 comprimidos', 2.2],
  ['683201', 'Adiro 100 mg 30 comprimidos gastrorresistentes', 1.1],
  ['881476', 'Spiriva Respimat 2,5 microgramos 60 pulsaciones', 41.6],
  ['621579', 'Paracetamol Kern Pharma 1 g 40 comprimidos', 1.3],
];

function lowRotationProducts(eid: number, month: YearMonth): LowRotationProduct[] {
  const random = new SeededRandom(hash(eid, monthIndex(month), 23));
  return SLOW_PRODUCTS.filter(() => random.chance(0.7)).map(([idProduct, description, cost]) => {
    const stockUnits = random.int(3, 40);
    const averageSale = round2(random.next() * 1.2);
    return {
      idProduct,
      description,
      stockUnits,
      averageSale,
      cost,
      coverage: averageSale === 0 ? 99 : round2(Math.min(99, stockUnits / averageSale)),
      stockPrice: round2(stockUnits * cost),
    };
  });
}

/** Super-families and their families, as the per-family table groups them. */
export const FAMILIES: readonly (readonly [superFamily: string, family: string])[] = [
  ['Medicamentos', 'Sistema cardiovascular'],
  ['Medicamentos', 'Sistema nervioso'],
  ['Medicamentos', 'Aparato digestivo'],
  ['Medicamentos', 'Aparato respiratorio'],
  ['Medicamentos', 'Antiinfecciosos'],
  ['Dermocosmética', 'Cuidado facial'],
  ['Dermocosmética', 'Solares'],
  ['Dermocosmética', 'Cuidado corporal'],
  ['Higiene', 'Higiene bucal'],
  ['Higiene', 'Higiene capilar'],
  ['Higiene', 'Higiene íntima'],
  ['Nutrición', 'Infantil'],
  ['Nutrición', 'Complementos alimenticios'],
  ['Ortopedia', 'Calzado y plantillas'],
  ['Ortopedia', 'Ayudas técnicas'],
];

/**
 * Splits an amount in euros into parts in proportion to `weights`, in whole cents that add up to the
 * amount exactly: each part gets its share rounded down, and the cents left over go to the parts that
 * lost most to the rounding (the first of equals first).
 */
function splitInCents(amount: number, weights: readonly number[]): number[] {
  const cents = Math.round(amount * 100);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0) return [];
  const exact = weights.map((weight) => (weightSum === 0 ? cents / weights.length : (cents * weight) / weightSum));
  const parts = exact.map(Math.floor);
  const left = cents - parts.reduce((sum, part) => sum + part, 0);
  const byLoss = exact.map((value, index) => ({ index, loss: value - Math.floor(value) })).sort((a, b) => b.loss - a.loss || a.index - b.index);
  for (const { index } of byLoss.slice(0, left)) parts[index] = (parts[index] ?? 0) + 1;
  return parts.map((part) => part / 100);
}

/**
 * The month's per-family stock: each super-family row (id -1) then its families. One source with the
 * stock report: the families split the total stock's value and its low rotation to the cent, so the
 * family table's totals are the "Stock total" table's figures, and each super-family's figures are its
 * families' added up.
 */
export function demoFamilyStock(eid: number, month: YearMonth): FamilyRow[] {
  const shape = shapeOf(eid);
  const total = stockTables(eid, month).total;
  const cost = monthSales(eid, month).amount * 0.7;
  const random = new SeededRandom(hash(eid, monthIndex(month), 29));
  const amounts = splitInCents(total.totalValue, shape.familyWeights);
  // Each family's low rotation is the stock's share, from half to one and a half times it.
  const lows = splitInCents(total.lowRotationAmount, amounts.map((amount) => amount * (0.5 + random.next())));
  const supers = [...new Set(FAMILIES.map(([superFamily]) => superFamily))];
  const share = (low: number, amount: number) => (amount === 0 ? 0 : low / amount);
  return supers.flatMap((superName, superIndex) => {
    const superId = superIndex + 1;
    const families: FamilyRow[] = FAMILIES.flatMap(([owner, name], index) => {
      if (owner !== superName) return [];
      const stockAmount = amounts[index] ?? 0;
      const lowRotationAmount = lows[index] ?? 0;
      return [{ superId, id: index + 1, name, stockUnits: Math.round(stockAmount / (6 + random.next() * 10)), stockAmount, coverage: round2(cost === 0 ? 0 : (stockAmount / cost) * FAMILIES.length / 4), lowRotationAmount, lowRotationPercent: share(lowRotationAmount, stockAmount) }];
    });
    const inCents = (values: readonly number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;
    const stockAmount = inCents(families.map((row) => row.stockAmount));
    const lowRotationAmount = inCents(families.map((row) => row.lowRotationAmount));
    const superRow: FamilyRow = {
      superId,
      id: -1,
      name: superName,
      stockUnits: families.reduce((sum, row) => sum + row.stockUnits, 0),
      stockAmount,
      coverage: round2(families.reduce((sum, row) => sum + row.coverage * row.stockAmount, 0) / Math.max(1, stockAmount)),
      lowRotationAmount,
      lowRotationPercent: share(lowRotationAmount, stockAmount),
    };
    return [superRow, ...families];
  });
}

// ----- marketing -----

const CAMPAIGN_NAMES = [
  'Protección solar en familia', 'Vuelta al cole sin piojos', 'Campaña de la gripe', 'Cuida tu piel en invierno',
  'Semana del corazón', 'Alergia primaveral', 'Día de la madre: dermocosmética', 'Control del colesterol',
  'Salud bucodental', 'Nutrición infantil', 'Descanso y sueño', 'Defensas en otoño',
];

/** The month's campaigns and their results. */
export function demoMarketingReport(eid: number, month: YearMonth): MarketingReport {
  const random = new SeededRandom(hash(eid, monthIndex(month), 31));
  const count = random.int(1, 5);
  const campaigns: CampaignResult[] = Array.from({ length: count }, (_, index) => {
    const channel = random.chance(0.65) ? 'email' : 'sms';
    const sent = random.int(150, 2400);
    const opened = channel === 'email' ? Math.round(sent * (0.2 + random.next() * 0.3)) : 0;
    const clicked = Math.round((channel === 'email' ? opened : sent) * (0.04 + random.next() * 0.12));
    const buyers = Math.round(sent * (0.02 + random.next() * 0.05));
    return { name: CAMPAIGN_NAMES[(monthIndex(month) + index * 5) % CAMPAIGN_NAMES.length] ?? '', channel, sent, opened, clicked, buyers, salesAmount: round2(buyers * (18 + random.next() * 25)) };
  });
  return {
    emailCampaigns: campaigns.filter((campaign) => campaign.channel === 'email').length,
    smsCampaigns: campaigns.filter((campaign) => campaign.channel === 'sms').length,
    sent: campaigns.reduce((sum, campaign) => sum + campaign.sent, 0),
    opened: campaigns.reduce((sum, campaign) => sum + campaign.opened, 0),
    clicked: campaigns.reduce((sum, campaign) => sum + campaign.clicked, 0),
    campaigns,
  };
}

// ----- global report and BI -----

/** The pharmacy's global report: one row per report month, oldest first. */
export function demoGlobalReport(eid: number, now: number): GlobalReportRow[] {
  return demoReportList(eid, now)
    .reverse()
    .map((entry) => {
      const month = { year: entry.year, month: entry.month };
      const sales = monthSales(eid, month);
      const stock = stockValue(eid, month, 'free') + stockValue(eid, month, 'prescription');
      return {
        year: entry.year,
        month: entry.month,
        totalSales: sales.amount,
        operations: sales.tickets,
        averageTicket: round2(perTicket(sales)),
        unitsPerTicket: round2(unitsPer(sales)),
        stockValue: round2(stock),
        coverage: round2(stock / (sales.amount * 0.7)),
      };
    });
}

/**
 * The figures the simulated BI service's page draws for a service: 12 months of the pharmacy's own
 * sales, stock or marketing, as a compact text the page reads ('label:value,label:value').
 */
export function demoBiFigures(eid: number, service: BiService, now: number): string {
  const newest = newestReportMonth(now);
  const months = Array.from({ length: 12 }, (_, index) => addMonths(newest, index - 11));
  const value = (month: YearMonth): number => {
    switch (service) {
      case 'bi-sales':
        return Math.round(monthSales(eid, month).amount);
      case 'bi-stocks':
        return Math.round(stockValue(eid, month, 'free') + stockValue(eid, month, 'prescription'));
      default:
        return demoMarketingReport(eid, month).sent;
    }
  };
  return months.map((month) => `${month.year}-${String(month.month).padStart(2, '0')}:${value(month)}`).join(',');
}

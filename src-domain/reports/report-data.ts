/** Twelve monthly values of the previous year and of the current year (spec 3 §3 "Report data"). */
export interface YearOverYear {
  readonly previousYear: readonly number[];
  readonly currentYear: readonly number[];
}

/** One measure for the previous year and the current year. */
export interface YearPair {
  readonly previousYear: number;
  readonly currentYear: number;
}

/**
 * One employee's yearly resume (spec 3 §3: per-user resume arrays of ten entries — the employee, then
 * operations, sales amount, average ticket and units per ticket, each for the prior and the current
 * year). The adapter maps the ten-entry array to these fields.
 */
export interface StaffResume {
  readonly employee: string;
  readonly operations: YearPair;
  readonly salesAmount: YearPair;
  readonly averageTicket: YearPair;
  readonly unitsPerTicket: YearPair;
  /**
   * The employee's months, previous and current year (spec 3 §2 "Staff report screen": per-employee
   * charts over 12 months). Not in the spec's list of report fields, which gives only the yearly
   * resume: the screen needs the months, so the report carries them beside the resume.
   */
  readonly evolution: StaffEvolution;
}

/** One employee's four measures month by month, previous and current year. */
export interface StaffEvolution {
  readonly operations: YearOverYear;
  readonly salesAmount: YearOverYear;
  readonly averageTicket: YearOverYear;
  readonly unitsPerTicket: YearOverYear;
}

/** The sales report of an entity (spec 3 §3, §2 "Staff report screen"). */
export interface SalesReport {
  readonly totalSales: YearOverYear;
  readonly averageTicketEvolution: YearOverYear;
  readonly unitsPerTicketEvolution: YearOverYear;
  readonly staffResumes: readonly StaffResume[];
}

/** The figures of one stock table: total, free or prescription stock (spec 3 §3). */
export interface StockFigures {
  /** Stock value in euros. */
  readonly totalValue: number;
  /** Change against the previous month, in percent (-3.5 means -3.5 %). */
  readonly lastMonthDelta: number;
  /** Months of sales the stock covers. */
  readonly coverage: number;
  readonly lowRotationAmount: number;
  /** The low-rotation share of the stock, in percent. */
  readonly lowRotationPercent: number;
}

/** A product that sells slowly (spec 3 §3 "Low-rotation product"). */
export interface LowRotationProduct {
  /** The product code; codes 600000–999999 are prescription products. */
  readonly idProduct: string;
  readonly description: string;
  readonly stockUnits: number;
  /** Average units sold per month (the wire's qty). */
  readonly averageSale: number;
  readonly cost: number;
  readonly coverage: number;
  readonly stockPrice: number;
}

/** The stock report of an entity for a month (spec 3 §3). */
export interface StockReport {
  readonly totalStock: StockFigures;
  readonly freeStock: StockFigures;
  readonly prescriptionStock: StockFigures;
  readonly lowRotationProducts: readonly LowRotationProduct[];
  /** Named addresses of the report (shape not in the spec). */
  readonly links: Readonly<Record<string, string>>;
  /** The coverage in months above which coverage is bad (the wire's keys.coverage.value). */
  readonly coverageThreshold: number;
  /** Whether the month's stock data is finished (the wire's status.done). */
  readonly done: boolean;
}

/**
 * A row of the per-family stock table (spec 3 §3 "Family row"). A row whose id is -1 is a
 * super-family; its families carry its `superId`.
 */
export interface FamilyRow {
  readonly superId: number;
  readonly id: number;
  readonly name: string;
  readonly stockUnits: number;
  readonly stockAmount: number;
  readonly coverage: number;
  readonly lowRotationAmount: number;
  /** The low-rotation share of the family's stock as a fraction (0.2 is 20 %). */
  readonly lowRotationPercent: number;
}

/** One campaign's results in the month's marketing report. */
export interface CampaignResult {
  readonly name: string;
  readonly channel: 'email' | 'sms';
  readonly sent: number;
  readonly opened: number;
  readonly clicked: number;
  /** Clients who bought after the campaign, and what they spent (euros). */
  readonly buyers: number;
  readonly salesAmount: number;
}

/** The month's marketing report (spec 3 §7 campaignReport {eid, year, month}): counts and the pharmacy's campaigns. */
export interface MarketingReport {
  readonly emailCampaigns: number;
  readonly smsCampaigns: number;
  readonly sent: number;
  readonly opened: number;
  readonly clicked: number;
  readonly campaigns: readonly CampaignResult[];
}

/** A month of the pharmacy's global report, as the demo writes the CSV of spec 3 §7 getGlobalReport. */
export interface GlobalReportRow {
  readonly year: number;
  readonly month: number;
  readonly totalSales: number;
  readonly operations: number;
  readonly averageTicket: number;
  readonly unitsPerTicket: number;
  readonly stockValue: number;
  readonly coverage: number;
}

/**
 * A month's sales in the global cache (spec 3 §7 GET /api/v2/global-cache), from which the client
 * computes the sales variation against the same month of the previous year.
 */
export interface MonthSales {
  readonly year: number;
  readonly month: number;
  readonly totalSales: number;
}

/** Where the generated Excel report is (spec 3 §7: "returns a target with a web URL"). */
export interface ExcelTarget {
  readonly webUrl: string;
}

/** An embedded BI report: the reporting service's address and the BI token's answer as its parameters. */
export interface BiReport {
  readonly base: string;
  readonly parameters: Readonly<Record<string, string>>;
}

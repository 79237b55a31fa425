/** Segmentation results show this many clients per page, paginated by the server (spec 2 §2, §9). */
export const SEGMENTATION_PAGE_SIZE = 50;

/** The client panel's sales table shows this many sales per page (spec 2 §2, §9). */
export const CLIENT_SALES_PAGE_SIZE = 5;

/** The client panel's profile shows the top this-many families, super-families and products (spec 2 §2, §9). */
export const CLIENT_PROFILE_SIZE = 3;

/** Where a client's data comes from (spec 2 §3 "Client row" sources). */
export interface ClientSources {
  readonly erp: boolean;
  readonly ecommerce: boolean;
}

/** One client in the segmentation results (spec 2 §3 "Client row"; its actions are the screen's). */
export interface ClientRow {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly loyalty: string;
  readonly sources: ClientSources;
}

/** One sale of a client in the ERP (spec 2 §3 "Client data" erp.sales). */
export interface ClientSale {
  /** The sale's date as the server gives it (ISO 8601). */
  readonly date: string;
  readonly total: number;
  readonly description: string;
  readonly familyName: string;
  readonly superFamilyName: string;
}

/** A client's data in the pharmacy's ERP (spec 2 §3 "Client data" erp). */
export interface ErpClientData {
  readonly name: string;
  readonly sales: readonly ClientSale[];
  readonly points: number | null;
  readonly idCode: string;
  readonly loyalty: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly email: string;
  readonly phone: string;
  readonly birthday: string;
  readonly sex: string;
  readonly lopdSigned: boolean;
}

/** A client's data in the CRM identity hash (spec 2 §3 "Client data" hash). */
export interface ClientHashData {
  readonly sex: string;
  readonly birthday: string;
  readonly loyalty: string;
  readonly crmId: string;
  readonly name: string;
}

/**
 * Everything the client panel shows for one client (spec 2 §3 "Client data"): ERP data, digital
 * services (ds) billing fields, whose names the spec does not list, and the CRM hash; each may be absent.
 */
export interface ClientData {
  readonly erp: ErpClientData | undefined;
  readonly ds: ReadonlyMap<string, string> | undefined;
  readonly hash: ClientHashData | undefined;
}

/** The client panel's profile: the names of the top families, super-families and products. */
export interface ClientProfile {
  readonly families: readonly string[];
  readonly superFamilies: readonly string[];
  readonly products: readonly string[];
}

function topNames(sales: readonly ClientSale[], nameOf: (sale: ClientSale) => string): string[] {
  const totals = new Map<string, number>();
  for (const sale of sales) {
    const name = nameOf(sale).trim();
    if (name !== '' && Number.isFinite(sale.total)) totals.set(name, (totals.get(name) ?? 0) + sale.total);
  }
  return [...totals]
    .sort(([nameA, totalA], [nameB, totalB]) => totalB - totalA || nameA.localeCompare(nameB, 'es'))
    .slice(0, CLIENT_PROFILE_SIZE)
    .map(([name]) => name);
}

/**
 * The client's profile: the top 3 families, super-families and products (spec 2 §2 "Client panel").
 * Not in the spec: they are ranked by the sum of the client's sales totals, ties by name; blank names
 * and non-finite totals are left out; products are named by the sale description.
 */
export function clientProfile(sales: readonly ClientSale[]): ClientProfile {
  return {
    families: topNames(sales, (sale) => sale.familyName),
    superFamilies: topNames(sales, (sale) => sale.superFamilyName),
    products: topNames(sales, (sale) => sale.description),
  };
}

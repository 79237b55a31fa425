/** The options of a product export to an online shop (spec 3 §3 "Export request"). */
export interface ProductExportOptions {
  readonly importImages: boolean;
  readonly importCategories: boolean;
  readonly onlyCreatedByUser: boolean;
  readonly onlyPublished: boolean;
  readonly tags: readonly string[];
}

/** A request to export a shop's products (spec 3 §3 "Export request", §7 "export_products"). */
export interface ProductExportRequest {
  readonly outputType: string;
  readonly webType: string;
  /** The shop's domain, cleaned of protocol and trailing slash. */
  readonly domain: string;
  readonly dbName: string;
  readonly eid: number;
  readonly dbPrefix: string;
  readonly options: ProductExportOptions;
}

/** The product-export notices (spec 3 §8 "Catalogue"). */
export type ProductExportMessageCode = 'INVALID_DOMAIN' | 'EXPORT_QUEUED' | 'EXPORT_FAILED';

/** Verbatim texts of the product-export notices (spec 3 §8 "Catalogue"). */
export const PRODUCT_EXPORT_MESSAGES = {
  INVALID_DOMAIN: 'Por favor, comprueba que el dominio introducido sea válido.',
  EXPORT_QUEUED: 'Petición añadida correctamente a la cola de procesamiento.',
  EXPORT_FAILED: 'Ha ocurrido un error al generar la exportación.',
} as const satisfies Record<ProductExportMessageCode, string>;

/** How often the export results screen refreshes: 8 s (spec 3 §2, §9). */
export const EXPORT_RESULTS_REFRESH_MS = 8000;

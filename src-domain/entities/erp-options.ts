/** The ERPs an entity-list row may show (spec 3 §3 "Entity list row (v1)", settings.DATA_UPLOADER_CLASS). */
export const ENTITY_LIST_ERPS = ['Farmatic', 'Unycop', 'Nixfarma', 'Bitfarma', 'Farmalog'] as const;

/** An ERP of the entity list (spec 3 §3). */
export type EntityListErp = (typeof ENTITY_LIST_ERPS)[number];

/** The choices of the back-office "regenerate by ERP" dialog, 'all' first (spec 3 §9). */
export const REPORT_BY_ERP_OPTIONS = ['all', 'Farmatic', 'Nixfarma', 'Unycop', 'Bitfarma'] as const;

/** A choice of the "regenerate by ERP" dialog (spec 3 §9). */
export type ReportByErpOption = (typeof REPORT_BY_ERP_OPTIONS)[number];

/**
 * The ERP choices of the wizard (spec 3 §9 "ERP options in the wizard: Farmatic, Unicoop", spelled as
 * the spec spells them). The server's ERP list replaces them once it loads.
 */
export const WIZARD_ERP_OPTIONS = ['Farmatic', 'Unicoop'] as const;

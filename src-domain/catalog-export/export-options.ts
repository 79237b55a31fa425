/** The export's configuration (spec 1 §3 "Export config options", §5). */
export interface ExportOptions {
  readonly maintainDeletedProducts: boolean;
  readonly checkImages: boolean;
  readonly bypassSectionErrors: boolean;
  readonly description: string;
  readonly testEmails: readonly string[];
  /** The external id of the earlier job whose results are reused; `undefined` for a fresh export. */
  readonly reuseJob: string | undefined;
}

/**
 * Export defaults (spec 1 §5): maintain_deleted_products true, check_images and bypass_section_errors
 * false. Not in the spec: no description, no test emails and no reused job.
 */
export const DEFAULT_EXPORT_OPTIONS: ExportOptions = {
  maintainDeletedProducts: true,
  checkImages: false,
  bypassSectionErrors: false,
  description: '',
  testEmails: [],
  reuseJob: undefined,
};

/** An export option the form may switch off (spec 1 §5). */
export type ExportOptionField = 'checkImages' | 'description';

/**
 * Reusing an earlier job disables check_images and description (spec 1 §5): the fields they drive are
 * switched off. Not in the spec: the description is cleared, since the reused job keeps its own.
 * Idempotent; choosing no job (`undefined`) only clears `reuseJob`.
 */
export function withReusedJob(options: ExportOptions, jobId: string | undefined): ExportOptions {
  if (jobId === undefined) return { ...options, reuseJob: undefined };
  return { ...options, reuseJob: jobId, checkImages: false, description: '' };
}

/** The fields the export form disables: check_images and description while a job is reused (spec 1 §5). */
export function disabledExportFields(options: ExportOptions): readonly ExportOptionField[] {
  return options.reuseJob === undefined ? [] : ['checkImages', 'description'];
}

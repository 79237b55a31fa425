import type { CheckStartError } from './check-answers';
import type { ExportValidationError } from './export-request';

/** Every message of the catalog screen (spec 1 §5, §8); the screen words them. */
export type CatalogMessageCode =
  | ExportValidationError
  | CheckStartError
  | 'LOAD_FAILED'
  | 'CHECK_STATUS_FAILED'
  | 'CHECK_WITH_ERRORS'
  | 'SUBSCRIPTION_CHANGE_FAILED'
  | 'JOB_DELETE_FAILED'
  | 'EXPORT_WITHOUT_RESULTS';

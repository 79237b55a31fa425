import type { CrmFormUrlError } from './crm-form-urls';

/** Codes of the CRM screens' messages. */
export type CrmMessageCode = CrmFormUrlError | 'FORM_REQUIRED' | 'FORM_CREATE_FAILED' | 'SAVE_FAILED' | 'STORE_NAME_MISSING';

/**
 * The CRM messages, verbatim (spec 2 §8 "CRM" and §5 for the URL rule). STORE_NAME_MISSING is shown to
 * the back-office when the pharmacy has no web store name. A `success: false` answer shows the server's
 * own message instead.
 */
export const CRM_MESSAGES = {
  URLS_NOT_HTTPS: "Por favor, asegúrate de que las URL's empiezan por https://",
  FORM_REQUIRED: 'Es necesario crear el formulario',
  FORM_CREATE_FAILED: 'Hubo un error creando el formulario',
  SAVE_FAILED: 'Hubo un error guardando',
  STORE_NAME_MISSING: 'No está definido el nombre web',
} as const satisfies Record<CrmMessageCode, string>;

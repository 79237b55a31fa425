import type { WizardMode } from './wizard-steps';

/** The wizard's notices (spec 3 §8 "Wizard"). */
export type WizardMessageCode =
  | 'USERNAME_CHECK_FAILED'
  | 'KAM_LOAD_FAILED'
  | 'ERP_LOAD_FAILED'
  | 'PHARMACY_LOAD_FAILED'
  | 'CHECK_FIELDS'
  | 'SUBMISSION_IN_PROGRESS'
  | 'ENTITY_FAILED'
  | 'ENTITY_CREATED'
  | 'ENTITY_EDITED';

/** Verbatim texts of the wizard's notices (spec 3 §8 "Wizard"). */
export const WIZARD_MESSAGES = {
  USERNAME_CHECK_FAILED: 'Error comprobando nombre de usuario',
  KAM_LOAD_FAILED: 'No se pueden cargar los datos de KAM',
  ERP_LOAD_FAILED: 'No se pueden cargar los ERP',
  PHARMACY_LOAD_FAILED: 'Error cargando los datos de la farmacia',
  CHECK_FIELDS: 'Por favor, comprueba los campos señalados',
  SUBMISSION_IN_PROGRESS: 'Farmacia en proceso de creación, espere por favor',
  ENTITY_FAILED: 'Hubo un error con la entidad',
  ENTITY_CREATED: 'Entidad creada correctamente',
  ENTITY_EDITED: 'Entidad modificada correctamente',
} as const satisfies Record<WizardMessageCode, string>;

/** The success notice of a submit: created in creation mode, modified in edit mode (spec 3 §8). */
export function wizardSuccessMessage(mode: WizardMode): 'ENTITY_CREATED' | 'ENTITY_EDITED' {
  return mode === 'create' ? 'ENTITY_CREATED' : 'ENTITY_EDITED';
}


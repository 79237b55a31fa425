import { isClientErrorStatus } from '@domain/shared-kernel';
import type { TemplateSaveError } from './campaign-template';

/**
 * Codes of the template screens' messages (spec 1 §5, §8; spec 2 §8); the screens word them. A
 * `success: false` answer shows the server's own message as a warning instead.
 */
export type TemplateMessageCode =
  | TemplateSaveError
  | 'LIST_LOAD_FAILED'
  | 'DELETE_CONFIRM_TITLE'
  | 'DELETE_CONFIRM_TEXT'
  | 'DELETE_IN_USE'
  | 'DELETE_FAILED'
  | 'DELETED'
  | 'UPDATE_IN_USE'
  | 'UPDATE_FAILED'
  | 'CREATE_FAILED'
  | 'SAVED'
  | 'PREVIEW_LOAD_FAILED'
  | 'NOT_FOUND';

/** What the template list and form ask the server to do. */
export type TemplateOperation = 'create' | 'update' | 'delete';

/**
 * The message for a failed template call from its HTTP status (spec 1 §8): a 40x delete or update means the
 * template is in use; any other failure gets the operation's generic error; a create failure is always
 * CREATE_FAILED. "40x" is read as the 400 range, as the shared kernel reads it; spec 1 §8 words the update
 * rule "status contains 40", which this reading covers for every 40x status.
 */
export function templateFailureMessage(operation: TemplateOperation, status: number): TemplateMessageCode {
  const inUse = isClientErrorStatus(status);
  switch (operation) {
    case 'create':
      return 'CREATE_FAILED';
    case 'update':
      return inUse ? 'UPDATE_IN_USE' : 'UPDATE_FAILED';
    case 'delete':
      return inUse ? 'DELETE_IN_USE' : 'DELETE_FAILED';
  }
}

/**
 * The message for a successful template call (spec 1 §8). Not in the spec: an update says the same as a
 * create, 'Plantilla de campaña guardada con éxito'.
 */
export function templateSuccessMessage(operation: TemplateOperation): TemplateMessageCode {
  return operation === 'delete' ? 'DELETED' : 'SAVED';
}

/**
 * Whether the form may still open after the edit-permission check failed with `status` (spec 1 §8): a 40x
 * means the template is in use (show UPDATE_IN_USE and return to the list); any other error allows editing.
 */
export function editAllowedAfterPermissionFailure(status: number): boolean {
  return !isClientErrorStatus(status);
}

/**
 * Why the form cannot open after the edit-permission check failed with `status`, or undefined when it
 * may (see {@link editAllowedAfterPermissionFailure}): a 404 means the template does not exist (the
 * spec's "contains 40" would call it in use, which misleads whoever follows an old link); any other
 * 40x means it is in use (spec 1 §8). Not in the spec: the 404 case and its message.
 */
export function permissionRefusalMessage(status: number): TemplateMessageCode | undefined {
  if (editAllowedAfterPermissionFailure(status)) return undefined;
  return status === 404 ? 'NOT_FOUND' : 'UPDATE_IN_USE';
}

import { isClientErrorStatus } from '@domain/shared-kernel';

/**
 * Codes of the promotional screens' messages. The spec gives promotional campaigns no messages of
 * their own (spec 2 §8): the screens word them after the healthcare ones, and a `success: false`
 * answer shows the server's own message instead.
 */
export type PromotionalMessageCode =
  | 'LIST_LOAD_FAILED'
  | 'OPTIONS_LOAD_FAILED'
  | 'DELETE_CONFIRM_TITLE'
  | 'DELETE_CONFIRM_TEXT'
  | 'DELETE_FAILED'
  | 'DELETED'
  | 'CREATE_FAILED'
  | 'UPDATE_FAILED'
  | 'CREATED'
  | 'UPDATED'
  | 'ALREADY_SENT'
  | 'NOT_FOUND'
  | 'NO_ACTIVE_TEMPLATES';

/** What the promotional screens ask the server to do. */
export type PromotionalOperation = 'create' | 'update' | 'delete';

/**
 * The message for a failed call from its HTTP status: a 404 on an update or a delete means the
 * campaign is gone (NOT_FOUND); any other 40x means the server keeps it as it is, because it has been
 * sent (ALREADY_SENT); anything else, including no answer (-1), is the operation's generic failure.
 * A create failure is always CREATE_FAILED.
 */
export function promotionalFailureMessage(operation: PromotionalOperation, status: number): PromotionalMessageCode {
  if (operation === 'create') return 'CREATE_FAILED';
  if (status === 404) return 'NOT_FOUND';
  if (isClientErrorStatus(status)) return 'ALREADY_SENT';
  return operation === 'update' ? 'UPDATE_FAILED' : 'DELETE_FAILED';
}

/** The message for a successful call. */
export function promotionalSuccessMessage(operation: PromotionalOperation): PromotionalMessageCode {
  switch (operation) {
    case 'create':
      return 'CREATED';
    case 'update':
      return 'UPDATED';
    case 'delete':
      return 'DELETED';
  }
}

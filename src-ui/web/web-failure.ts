import { isApiError } from '@domain/shared-kernel';
import { WEB_DEPLOY_MESSAGES } from '@domain/web';

/** Whether a refused call says the domain is taken (the server's own 'Ya existe una web con ese dominio'). */
export function isDomainTaken(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'conflict' || error.kind === 'server-message') && (error.serverMessage ?? error.message).trim() === WEB_DEPLOY_MESSAGES.DOMAIN_TAKEN;
}

/** Whether the session ended during the call: the form's draft brings the typing back after signing in again. */
export function isSessionOver(error: unknown): boolean {
  return isApiError(error) && error.kind === 'session-expired';
}

/** A refusal with the server's own words (`success: false`), which are shown as they are. */
export function serverWords(error: unknown): string | undefined {
  return isApiError(error) && error.kind === 'server-message' ? error.serverMessage : undefined;
}

import { portMethods, token } from '@domain/shared-kernel';

/** A pharmacy's email header: the email editor's design (JSON text) and, when the server keeps it, its HTML. */
export interface EmailHeader {
  readonly json: string;
  readonly html: string;
}

/**
 * The pharmacy's email header (spec 2 §2 "Email header editor", §7 /sheets/*header*), which its email
 * campaigns start from. Failures reject with an ApiError; an answer with `success: false` rejects with
 * the server's message.
 */
export interface EmailHeaderStore {
  /** The pharmacy's header, or undefined when it has none (GET /sheets/get_sheet_header/{eid}). */
  get(eid: number): Promise<EmailHeader | undefined>;
  /** Creates the pharmacy's first header (POST /sheets/newSheetHeader/{eid} with json and desc). */
  create(eid: number, header: EmailHeader, description: string): Promise<void>;
  /** Replaces the pharmacy's header (POST /sheets/update_header/{eid} with json). */
  update(eid: number, header: EmailHeader): Promise<void>;
}

/** Token of the {@link EmailHeaderStore} port. */
export const EmailHeaderStore = token<EmailHeaderStore>('campaigns.EmailHeaderStore');

/** Every call of the {@link EmailHeaderStore} port. */
export const EmailHeaderStoreMethods = portMethods<EmailHeaderStore>()('get', 'create', 'update');

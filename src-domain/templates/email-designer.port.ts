import { portMethods, token, type Language } from '@domain/shared-kernel';
import type { EmailBlockEdit, EmailDocument } from './email-blocks';
import type { EmailDesign } from './email-html';

/** What the template form opens the email editor with. */
export interface EmailDesignerRequest {
  /** The id of the page element the editor lives in (an embedded editor draws itself into it). */
  readonly containerId: string;
  /** The stored design ({@link EmailDesign}; empty for a new template). */
  readonly design: EmailDesign;
  /** The interface language, for the editor's own texts. */
  readonly language: Language;
  /**
   * What an empty design starts from: a page (a template, a campaign), or a pharmacy's email header
   * (spec 2 §2 "Email header editor": 500 px wide, one column). A page by default.
   */
  readonly blank?: 'page' | 'header';
}

/** What saving a design needs to know that may have changed since the editor opened. */
export interface EmailDesignerSaveRequest {
  /** The email's subject, the title of the HTML. */
  readonly subject: string;
}

interface EmailDesignerSessionBase {
  /** The design as it is now (rejects with an ApiError when the editor does not answer in time). */
  save(request: EmailDesignerSaveRequest): Promise<EmailDesign>;
  /** Closes the editor and frees what it holds. */
  close(): void;
}

/** A third-party editor that has drawn itself into the container; the screen only asks it to save. */
export interface EmbeddedEmailDesignerSession extends EmailDesignerSessionBase {
  readonly kind: 'embedded';
}

/** What the block designer shows: the design being edited and whether a foreign design is still kept. */
export interface BlockDesignerSnapshot {
  readonly document: EmailDocument;
  /**
   * True while the stored design came from another editor and nothing has been edited: saving keeps that
   * design unchanged. The first edit starts a block design in its place.
   */
  readonly keepsForeignDesign: boolean;
}

/**
 * The product's own block designer: the session keeps the design and applies edits (see
 * `editEmailDocument`); the screen draws its controls over the snapshot and re-draws on each change.
 */
export interface BlockEmailDesignerSession extends EmailDesignerSessionBase {
  readonly kind: 'blocks';
  /** The current snapshot; the same object until something changes (usable detached from the session). */
  readonly snapshot: () => BlockDesignerSnapshot;
  edit(edit: EmailBlockEdit): void;
  /** Calls `listener` after each change; returns the unsubscribe (usable detached from the session). */
  readonly subscribe: (listener: () => void) => () => void;
}

/** An open email editor. */
export type EmailDesignerSession = EmbeddedEmailDesignerSession | BlockEmailDesignerSession;

/**
 * The visual email editor of the template form (spec 1 §2.8). The http profile embeds the vendor's
 * editor (token from GET /api/v1/campaign/get_beeFree, spec 2 §7); the memory profile offers the block
 * designer, which works with no network. `open` rejects with an ApiError when the editor cannot be
 * reached or does not start in time; the rest of the form stays usable.
 */
export interface EmailDesigner {
  open(request: EmailDesignerRequest): Promise<EmailDesignerSession>;
}

/** Token of the {@link EmailDesigner} port. */
export const EmailDesigner = token<EmailDesigner>('templates.EmailDesigner');

/** Every call of the {@link EmailDesigner} port. */
export const EmailDesignerMethods = portMethods<EmailDesigner>()('open');

import type { Language } from '@domain/shared-kernel';
import {
  EMPTY_EMAIL_DOCUMENT,
  EMPTY_EMAIL_HEADER_DOCUMENT,
  editEmailDocument,
  emailDesignOf,
  parseEmailDocument,
  type BlockDesignerSnapshot,
  type BlockEmailDesignerSession,
  type EmailBlockEdit,
  type EmailDesign,
  type EmailDesignerRequest,
  type EmailDesignerSaveRequest,
} from '@domain/templates';

/**
 * An open block designer: keeps the design being edited, applies each edit with the block model's rules
 * and tells the screen after every change. A stored design of another editor is kept, untouched, until
 * the first edit replaces it with a block design. A new design asked for as a header (`blank: 'header'`)
 * starts 500 px wide (spec 2 §2), a new page 600 px.
 */
export class BlockEmailDesignerSessionStore implements BlockEmailDesignerSession {
  readonly kind = 'blocks';
  private current: BlockDesignerSnapshot;
  private readonly stored: EmailDesign;
  private readonly language: Language;
  private readonly listeners = new Set<() => void>();

  constructor(request: EmailDesignerRequest) {
    const blank = request.blank === 'header' ? EMPTY_EMAIL_HEADER_DOCUMENT : EMPTY_EMAIL_DOCUMENT;
    const parsed = request.design.content.trim() === '' ? { ok: true as const, value: blank } : parseEmailDocument(request.design.content);
    this.stored = request.design;
    this.language = request.language;
    this.current = parsed.ok ? { document: parsed.value, keepsForeignDesign: false } : { document: blank, keepsForeignDesign: true };
  }

  /** The current snapshot (bound, so it can be handed to a subscription as it is). */
  readonly snapshot = (): BlockDesignerSnapshot => this.current;

  /** Registers a listener called after each change (bound); returns the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  edit(edit: EmailBlockEdit): void {
    const document = editEmailDocument(this.current.document, edit);
    if (document === this.current.document && !this.current.keepsForeignDesign) return;
    this.current = { document, keepsForeignDesign: false };
    for (const listener of [...this.listeners]) listener();
  }

  save(request: EmailDesignerSaveRequest): Promise<EmailDesign> {
    if (this.current.keepsForeignDesign) return Promise.resolve(this.stored);
    return Promise.resolve(emailDesignOf(this.current.document, { title: request.subject, lang: this.language }));
  }

  close(): void {
    this.listeners.clear();
  }
}

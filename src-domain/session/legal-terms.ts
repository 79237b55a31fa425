import type { Language } from '@domain/shared-kernel';
import { isBackofficeUser, type Session } from './session';

/** Legal terms as the server reports them for an entity (spec 2 §7 "Legal terms"). */
export interface LegalTerms {
  /** The document to read before signing (plain text; paragraphs separated by blank lines). */
  readonly document: string;
  /**
   * The document in other languages, when the server gives them (the demo gives English); the dialog
   * shows the one of the interface language, else `document`.
   */
  readonly translations?: Readonly<Partial<Record<Language, string>>>;
  /** How many signatures the entity has; none means the terms are due. */
  readonly signatures: number;
}

/**
 * The legal-terms popup is due for a non-back-office user whose entity has signed none, once per
 * session (spec 2 §6).
 */
export function legalTermsDue(session: Session, terms: Pick<LegalTerms, 'signatures'>): boolean {
  return !isBackofficeUser(session) && session.entity !== undefined && terms.signatures === 0 && session.legalTermsOffered !== true;
}

/** How far the document must be scrolled, in pixels from the bottom, to count as read. */
export const LEGAL_TERMS_BOTTOM_TOLERANCE_PX = 8;

/**
 * The document counts as read once its scrolled position reaches the bottom (spec 2 §5: "Legal terms
 * must be scrolled to the bottom before acceptance"); a document that fits without scrolling is read.
 */
export function legalTermsScrolledToBottom(position: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return position.scrollTop + position.clientHeight >= position.scrollHeight - LEGAL_TERMS_BOTTOM_TOLERANCE_PX;
}

/** Why accepting the legal terms was refused (spec 2 §5). */
export type LegalTermsError = 'NOT_READ';

/** The legal terms' document in `language`, falling back to the server's own document. */
export function legalTermsDocument(terms: Pick<LegalTerms, 'document' | 'translations'>, language: Language): string {
  return terms.translations?.[language] ?? terms.document;
}

import fc from 'fast-check';
import { EMAIL_BUTTON_COLORS, emailDocumentOf, type EmailBlock, type EmailDocument } from '@domain/templates';

/** A block without its id (of any kind). */
export type BlockDraft = EmailBlock extends infer B ? (B extends EmailBlock ? Omit<B, 'id'> : never) : never;

/** Any block without its id, with arbitrary texts and addresses. */
export const anyBlock: fc.Arbitrary<BlockDraft> = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), text: fc.string(), style: fc.constantFrom('heading' as const, 'paragraph' as const), align: fc.constantFrom('left' as const, 'center' as const, 'right' as const) }),
  fc.record({ kind: fc.constant('image' as const), src: fc.string(), alt: fc.string(), href: fc.string() }),
  fc.record({ kind: fc.constant('button' as const), label: fc.string(), href: fc.string(), color: fc.constantFrom(...EMAIL_BUTTON_COLORS), align: fc.constantFrom('left' as const, 'center' as const, 'right' as const) }),
  fc.record({ kind: fc.constant('divider' as const) }),
  fc.record({ kind: fc.constant('spacer' as const), height: fc.integer({ min: 8, max: 120 }) }),
);
/** Any design: 0 to 8 of those blocks, numbered 1, 2, 3… */
export const anyDesign: fc.Arbitrary<EmailDocument> = fc.array(anyBlock, { maxLength: 8 }).map((blocks) => emailDocumentOf(blocks));


import { err, ok, type Result } from '@domain/shared-kernel';

/**
 * The block model of the product's own email designer (the offline editor of the template form,
 * spec 1 §2.8 "visual email editor"). A design is a list of blocks, top to bottom; the template stores
 * it as JSON text in `content` (spec 1 §3) and the email rendered from it in `htmlContent`.
 */

/** The kinds of block a design is made of. */
export const EMAIL_BLOCK_KINDS = ['text', 'image', 'button', 'divider', 'spacer'] as const;

/** One kind of block. */
export type EmailBlockKind = (typeof EMAIL_BLOCK_KINDS)[number];

/** Horizontal alignment of a text or a button. */
export const EMAIL_ALIGNMENTS = ['left', 'center', 'right'] as const;

/** One horizontal alignment. */
export type EmailAlign = (typeof EMAIL_ALIGNMENTS)[number];

/** How a text block reads: a heading or a paragraph. */
export const EMAIL_TEXT_STYLES = ['heading', 'paragraph'] as const;

/** One text style. */
export type EmailTextStyle = (typeof EMAIL_TEXT_STYLES)[number];

/**
 * The colours a button may have: each keeps white text readable (contrast of at least 4.5:1), so an
 * email never gets an unreadable button. The first is the default.
 */
export const EMAIL_BUTTON_COLORS = ['#0b7285', '#2b8a3e', '#c92a2a', '#5f3dc4', '#212529'] as const;

/** One button colour. */
export type EmailButtonColor = (typeof EMAIL_BUTTON_COLORS)[number];

/** Height limits of a spacer block, in pixels, and the height a new one gets. */
export const EMAIL_SPACER_HEIGHT = { min: 8, max: 120, initial: 24 } as const;

/** A text: a heading or a paragraph; line breaks are kept. */
export interface EmailTextBlock {
  readonly id: number;
  readonly kind: 'text';
  readonly text: string;
  readonly style: EmailTextStyle;
  readonly align: EmailAlign;
}

/** An image from a web address, with its alternative text and an optional link. */
export interface EmailImageBlock {
  readonly id: number;
  readonly kind: 'image';
  readonly src: string;
  readonly alt: string;
  /** Where a click on the image leads; '' for nowhere. */
  readonly href: string;
}

/** A call-to-action button: a label and the link it opens. */
export interface EmailButtonBlock {
  readonly id: number;
  readonly kind: 'button';
  readonly label: string;
  readonly href: string;
  readonly color: EmailButtonColor;
  readonly align: EmailAlign;
}

/** A horizontal line between two parts of the email. */
export interface EmailDividerBlock {
  readonly id: number;
  readonly kind: 'divider';
}

/** Empty vertical space. */
export interface EmailSpacerBlock {
  readonly id: number;
  readonly kind: 'spacer';
  readonly height: number;
}

/** One block of a design. */
export type EmailBlock = EmailTextBlock | EmailImageBlock | EmailButtonBlock | EmailDividerBlock | EmailSpacerBlock;

/**
 * Width of an email's message, in pixels: a template's page is 600 px (the usual email layout); a
 * pharmacy's email header starts at 500 px (spec 2 §2 "Email header editor": message width 500 px, one
 * column). A stored width outside `min`–`max` is not one the designer makes, and reads as the page's.
 */
export const EMAIL_MESSAGE_WIDTH = { page: 600, header: 500, min: 320, max: 800 } as const;

/** A design: its blocks top to bottom, the id the next new block gets, and its message width. */
export interface EmailDocument {
  readonly blocks: readonly EmailBlock[];
  readonly nextId: number;
  /** The message width in pixels; absent for a page ({@link EMAIL_MESSAGE_WIDTH}.page). */
  readonly width?: number;
}

/** What a change to one block may set (everything but its id and kind). */
export type EmailBlockChanges =
  | Partial<Omit<EmailTextBlock, 'id' | 'kind'>>
  | Partial<Omit<EmailImageBlock, 'id' | 'kind'>>
  | Partial<Omit<EmailButtonBlock, 'id' | 'kind'>>
  | Partial<Omit<EmailSpacerBlock, 'id' | 'kind'>>;

/** An edit of a design, as the designer's controls ask for it. */
export type EmailBlockEdit =
  /** A new empty block of `kind` at position `index` (0-based; at the end when absent). */
  | { readonly type: 'add'; readonly kind: EmailBlockKind; readonly index?: number }
  | { readonly type: 'change'; readonly id: number; readonly changes: EmailBlockChanges }
  /** Moves a block `offset` places (negative: up), stopping at either end. */
  | { readonly type: 'move'; readonly id: number; readonly offset: number }
  | { readonly type: 'duplicate'; readonly id: number }
  | { readonly type: 'remove'; readonly id: number };

/** The marker and version of the stored JSON, so a design of another editor is told apart. */
export const EMAIL_DOCUMENT_FORMAT = { format: 'email-blocks', version: 1 } as const;

/** A design with no blocks. */
export const EMPTY_EMAIL_DOCUMENT: EmailDocument = { blocks: [], nextId: 1 };

/** A new header with no blocks: one column, {@link EMAIL_MESSAGE_WIDTH}.header wide (spec 2 §2). */
export const EMPTY_EMAIL_HEADER_DOCUMENT: EmailDocument = { blocks: [], nextId: 1, width: EMAIL_MESSAGE_WIDTH.header };

/** The message width of a design in pixels: its own, or a page's when it has none. */
export function emailMessageWidth(document: EmailDocument): number {
  return document.width ?? EMAIL_MESSAGE_WIDTH.page;
}

/** A stored width the designer makes (a whole number within the limits), else undefined. */
function storedWidth(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= EMAIL_MESSAGE_WIDTH.min && value <= EMAIL_MESSAGE_WIDTH.max ? value : undefined;
}

/** A new block of `kind` with id `id`: empty texts and addresses, the first colour, a 24 px spacer. */
export function newEmailBlock(kind: EmailBlockKind, id: number): EmailBlock {
  switch (kind) {
    case 'text':
      return { id, kind, text: '', style: 'paragraph', align: 'left' };
    case 'image':
      return { id, kind, src: '', alt: '', href: '' };
    case 'button':
      return { id, kind, label: '', href: '', color: EMAIL_BUTTON_COLORS[0], align: 'center' };
    case 'divider':
      return { id, kind };
    case 'spacer':
      return { id, kind, height: EMAIL_SPACER_HEIGHT.initial };
  }
}

const pick = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T => ((allowed as readonly unknown[]).includes(value) ? (value as T) : fallback);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A spacer height within {@link EMAIL_SPACER_HEIGHT}, rounded to whole pixels. */
export function clampSpacerHeight(height: unknown): number {
  const value = typeof height === 'number' && Number.isFinite(height) ? Math.round(height) : EMAIL_SPACER_HEIGHT.initial;
  return Math.min(EMAIL_SPACER_HEIGHT.max, Math.max(EMAIL_SPACER_HEIGHT.min, value));
}

/**
 * A block with every field of its kind present and valid: unknown alignments, styles and colours fall
 * back to the defaults, spacer heights are clamped, missing texts are ''. Extra fields are dropped.
 */
function normaliseBlock(kind: EmailBlockKind, id: number, fields: Readonly<Record<string, unknown>>): EmailBlock {
  const base = newEmailBlock(kind, id);
  switch (base.kind) {
    case 'text':
      return { id, kind: 'text', text: text(fields.text), style: pick(EMAIL_TEXT_STYLES, fields.style, base.style), align: pick(EMAIL_ALIGNMENTS, fields.align, base.align) };
    case 'image':
      return { id, kind: 'image', src: text(fields.src), alt: text(fields.alt), href: text(fields.href) };
    case 'button':
      return {
        id,
        kind: 'button',
        label: text(fields.label),
        href: text(fields.href),
        color: pick(EMAIL_BUTTON_COLORS, fields.color, base.color),
        align: pick(EMAIL_ALIGNMENTS, fields.align, base.align),
      };
    case 'divider':
      return base;
    case 'spacer':
      return { id, kind: 'spacer', height: clampSpacerHeight(fields.height) };
  }
}

const nextIdOf = (blocks: readonly EmailBlock[]): number => blocks.reduce((next, block) => Math.max(next, block.id + 1), 1);

/**
 * Applies one edit to a design (the designer's add, edit, reorder, duplicate and delete). New blocks get
 * `nextId`, so ids never repeat within a design. An edit naming a block that is not there, or a move past
 * either end, leaves the design as it is (the same object).
 */
export function editEmailDocument(document: EmailDocument, edit: EmailBlockEdit): EmailDocument {
  const { blocks } = document;
  if (edit.type === 'add') {
    const index = edit.index === undefined ? blocks.length : Math.min(blocks.length, Math.max(0, Math.trunc(edit.index)));
    const block = newEmailBlock(edit.kind, document.nextId);
    return { ...document, blocks: [...blocks.slice(0, index), block, ...blocks.slice(index)], nextId: document.nextId + 1 };
  }
  const index = blocks.findIndex((block) => block.id === edit.id);
  const block = blocks[index];
  if (block === undefined) return document;
  switch (edit.type) {
    case 'change': {
      const changed = normaliseBlock(block.kind, block.id, { ...block, ...edit.changes });
      return { ...document, blocks: blocks.map((candidate) => (candidate.id === block.id ? changed : candidate)) };
    }
    case 'move': {
      const target = Math.min(blocks.length - 1, Math.max(0, index + Math.trunc(edit.offset)));
      if (target === index) return document;
      const rest = blocks.filter((candidate) => candidate.id !== block.id);
      return { ...document, blocks: [...rest.slice(0, target), block, ...rest.slice(target)] };
    }
    case 'duplicate': {
      const copy = { ...block, id: document.nextId };
      return { ...document, blocks: [...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)], nextId: document.nextId + 1 };
    }
    case 'remove':
      return { ...document, blocks: blocks.filter((candidate) => candidate.id !== block.id) };
  }
}

/** Why stored content cannot be opened as a block design. */
export type EmailDocumentError = 'FOREIGN_DESIGN';

/**
 * Reads a stored design (the template's `content`, already decoded from base64). '' is an empty design.
 * JSON that is not marked as a block design (another editor's, or not JSON at all) is FOREIGN_DESIGN.
 * Blocks of unknown kinds are dropped, fields are normalised, and repeated or missing ids are renumbered.
 * A width the designer would not make is dropped (the design reads as a page).
 */
export function parseEmailDocument(content: string): Result<EmailDocument, EmailDocumentError> {
  if (content.trim() === '') return ok(EMPTY_EMAIL_DOCUMENT);
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return err('FOREIGN_DESIGN');
  }
  if (typeof json !== 'object' || json === null) return err('FOREIGN_DESIGN');
  const stored = json as { format?: unknown; version?: unknown; width?: unknown; blocks?: unknown };
  if (stored.format !== EMAIL_DOCUMENT_FORMAT.format || stored.version !== EMAIL_DOCUMENT_FORMAT.version || !Array.isArray(stored.blocks)) {
    return err('FOREIGN_DESIGN');
  }
  const records = (stored.blocks as unknown[]).filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null && (EMAIL_BLOCK_KINDS as readonly unknown[]).includes((item as { kind?: unknown }).kind),
  );
  const seen = new Set<number>();
  let next = records.reduce((max, record) => (typeof record.id === 'number' && Number.isSafeInteger(record.id) && record.id > 0 ? Math.max(max, record.id + 1) : max), 1);
  const blocks = records.map((record) => {
    const given = record.id;
    let id: number;
    if (typeof given === 'number' && Number.isSafeInteger(given) && given > 0 && !seen.has(given)) id = given;
    else id = next++;
    seen.add(id);
    return normaliseBlock(record.kind as EmailBlockKind, id, record);
  });
  const width = storedWidth(stored.width);
  const parsed: EmailDocument = { blocks, nextId: Math.max(next, nextIdOf(blocks)) };
  return ok(width === undefined ? parsed : { ...parsed, width });
}

/** The design as the JSON text the template stores (read back by {@link parseEmailDocument}); a page's width is left out. */
export function serializeEmailDocument(document: EmailDocument): string {
  const width = storedWidth(document.width);
  return JSON.stringify({ ...EMAIL_DOCUMENT_FORMAT, ...(width === undefined ? {} : { width }), blocks: document.blocks });
}

/** A design built from blocks given without ids (demo data, tests): ids 1, 2, 3… in order. */
export function emailDocumentOf(blocks: readonly (EmailBlockChanges & { readonly kind: EmailBlockKind })[]): EmailDocument {
  const numbered = blocks.map((block, index) => normaliseBlock(block.kind, index + 1, block));
  return { blocks: numbered, nextId: numbered.length + 1 };
}

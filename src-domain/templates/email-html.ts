import type { EmailAlign, EmailBlock, EmailDocument } from './email-blocks';
import { EMAIL_MESSAGE_WIDTH, emailMessageWidth, serializeEmailDocument } from './email-blocks';

/** A design as a template stores it (spec 1 §3): the editor's JSON text and the email's HTML. */
export interface EmailDesign {
  readonly content: string;
  readonly html: string;
}

/** A design with nothing in it: a template with it cannot be saved (spec 1 §5, content required). */
export const EMPTY_EMAIL_DESIGN: EmailDesign = { content: '', html: '' };

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and quoted attribute values: & < > " and ' become entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * A link of an email, when it is safe to follow: only web addresses (http, https) and mail addresses
 * (mailto) are kept, with nothing before the scheme and no spaces, quotes, angle brackets or control
 * characters; anything else (javascript:, data:, relative paths…) gives undefined.
 */
export function safeEmailLink(address: string): string | undefined {
  const trimmed = address.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\s"'<>\u0000-\u001f\u007f]/.test(trimmed)) return undefined;
  return /^(https?:\/\/[^/?#]+|mailto:[^@]+@.+)/i.test(trimmed) ? trimmed : undefined;
}

/** An image address of an email, when it is safe to load: web addresses (http, https) only. */
export function safeEmailImage(address: string): string | undefined {
  const link = safeEmailLink(address);
  return link !== undefined && /^https?:/i.test(link) ? link : undefined;
}

/** What keeps a block from showing as intended, for the designer to point out. */
export type EmailBlockProblem = 'TEXT_EMPTY' | 'IMAGE_SRC_INVALID' | 'IMAGE_ALT_EMPTY' | 'LINK_INVALID' | 'BUTTON_LABEL_EMPTY';

/**
 * The problems of one block: an empty text or button label, an image without a usable web address or
 * without alternative text, a link that is not http(s) or mailto. A block with problems is still kept;
 * {@link renderEmailHtml} leaves out what cannot be shown safely.
 */
export function emailBlockProblems(block: EmailBlock): EmailBlockProblem[] {
  const problems: EmailBlockProblem[] = [];
  switch (block.kind) {
    case 'text':
      if (block.text.trim() === '') problems.push('TEXT_EMPTY');
      break;
    case 'image':
      if (safeEmailImage(block.src) === undefined) problems.push('IMAGE_SRC_INVALID');
      if (block.alt.trim() === '') problems.push('IMAGE_ALT_EMPTY');
      if (block.href.trim() !== '' && safeEmailLink(block.href) === undefined) problems.push('LINK_INVALID');
      break;
    case 'button':
      if (block.label.trim() === '') problems.push('BUTTON_LABEL_EMPTY');
      if (safeEmailLink(block.href) === undefined) problems.push('LINK_INVALID');
      break;
    case 'divider':
    case 'spacer':
      break;
  }
  return problems;
}

/** Width of a page's email body and of its content, in pixels (the usual 600 px email layout). */
export const EMAIL_WIDTH = { body: EMAIL_MESSAGE_WIDTH.page, content: EMAIL_MESSAGE_WIDTH.page - 48 } as const;

/** The horizontal padding of a block's cell on each side, in pixels: the content is the body less twice this. */
const CELL_SIDE_PADDING = 24;

const FONT = 'Arial, Helvetica, sans-serif';
const cell = (align: EmailAlign, inner: string, padding = `8px ${CELL_SIDE_PADDING}px`): string =>
  `<tr><td align="${align}" style="padding:${padding};text-align:${align};">${inner}</td></tr>`;

function blockHtml(block: EmailBlock, contentWidth: number): string {
  switch (block.kind) {
    case 'text': {
      if (block.text.trim() === '') return '';
      const content = escapeHtml(block.text).replace(/\r\n|\r|\n/g, '<br>');
      return block.style === 'heading'
        ? cell(block.align, `<h1 style="margin:0;font-family:${FONT};font-size:24px;line-height:1.3;color:#212529;">${content}</h1>`)
        : cell(block.align, `<p style="margin:0;font-family:${FONT};font-size:16px;line-height:1.5;color:#212529;">${content}</p>`);
    }
    case 'image': {
      const src = safeEmailImage(block.src);
      if (src === undefined) return '';
      const image = `<img src="${escapeHtml(src)}" alt="${escapeHtml(block.alt)}" width="${contentWidth}" style="display:block;width:100%;max-width:${contentWidth}px;height:auto;border:0;">`;
      const href = safeEmailLink(block.href);
      return cell('center', href === undefined ? image : `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${image}</a>`);
    }
    case 'button': {
      if (block.label.trim() === '') return '';
      const style = `display:inline-block;padding:12px 24px;background-color:${block.color};color:#ffffff;font-family:${FONT};font-size:16px;font-weight:bold;text-decoration:none;border-radius:4px;`;
      const href = safeEmailLink(block.href);
      const label = escapeHtml(block.label);
      return cell(block.align, href === undefined ? `<span style="${style}">${label}</span>` : `<a href="${escapeHtml(href)}" target="_blank" rel="noopener" style="${style}">${label}</a>`, '12px 24px');
    }
    case 'divider':
      return cell('center', '<hr style="margin:0;border:0;border-top:1px solid #dee2e6;">', '12px 24px');
    case 'spacer':
      return `<tr><td style="height:${block.height}px;line-height:${block.height}px;font-size:1px;">&nbsp;</td></tr>`;
  }
}

/**
 * The email of a design: a table layout as wide as the design's message (600 px for a page, see
 * {@link emailMessageWidth}) that email programs show alike, every text escaped,
 * links kept only when {@link safeEmailLink} accepts them (a button with an unsafe link shows without one)
 * and images only from web addresses. Empty texts and labels, and images without a usable address, are
 * left out. `title` (the subject) is the document's title; `lang` its language.
 */
export function renderEmailHtml(document: EmailDocument, options: { readonly title?: string; readonly lang?: string } = {}): string {
  const lang = /^[a-z]{2}(-[A-Z]{2})?$/.test(options.lang ?? '') ? (options.lang as string) : 'es';
  const width = emailMessageWidth(document);
  const rows = document.blocks.map((block) => blockHtml(block, width - 2 * CELL_SIDE_PADDING)).join('');
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(options.title ?? '')}</title></head>` +
    `<body style="margin:0;padding:0;background-color:#f1f3f5;">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f1f3f5;"><tr><td align="center" style="padding:24px 12px;">` +
    `<table role="presentation" width="${width}" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:${width}px;background-color:#ffffff;">` +
    `${rows}</table></td></tr></table></body></html>`
  );
}

/**
 * What the designer saves for a design: its JSON and its email. A design without blocks saves as empty
 * ({@link EMPTY_EMAIL_DESIGN}), so the save rule (content required, spec 1 §5) refuses it.
 */
export function emailDesignOf(document: EmailDocument, options: { readonly title?: string; readonly lang?: string } = {}): EmailDesign {
  if (document.blocks.length === 0) return EMPTY_EMAIL_DESIGN;
  return { content: serializeEmailDocument(document), html: renderEmailHtml(document, options) };
}

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_EMAIL_DESIGN,
  EMPTY_EMAIL_DOCUMENT,
  EMPTY_EMAIL_HEADER_DOCUMENT,
  editEmailDocument,
  emailBlockProblems,
  emailDesignOf,
  emailDocumentOf,
  escapeHtml,
  parseEmailDocument,
  renderEmailHtml,
  safeEmailImage,
  safeEmailLink,
} from '@domain/templates';
import { anyDesign, type BlockDraft } from '../../support/builders/email-design.arbitrary';

/** Characters that break out of HTML text or attributes, mixed with ordinary ones. */
const hostile = fc.string({ unit: fc.constantFrom(...'<>"\'&=/ ;:()aeioñ\n'.split(''), 'script', 'onerror', 'javascript:', 'data:', '<img src=x onerror=alert(1)>', '</td>', '&amp;'), maxLength: 12 });
const hostileBlock: fc.Arbitrary<BlockDraft> = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), text: hostile, style: fc.constantFrom('heading' as const, 'paragraph' as const), align: fc.constant('left' as const) }),
  fc.record({ kind: fc.constant('image' as const), src: fc.oneof(hostile, hostile.map((tail) => `https://img.example/${tail}`)), alt: hostile, href: fc.oneof(hostile, hostile.map((tail) => `https://x.example/${tail}`)) }),
  fc.record({ kind: fc.constant('button' as const), label: hostile, href: fc.oneof(hostile, hostile.map((tail) => `mailto:${tail}@x.example`)), color: fc.constant('#0b7285' as const), align: fc.constant('center' as const) }),
);

/** The renderer's own tags; any other tag in the output came from someone's text. */
const RENDERER_TAGS = new Set(['!doctype', 'html', 'head', 'meta', 'title', 'body', 'table', 'tr', 'td', 'h1', 'p', 'br', 'img', 'a', 'span', 'hr']);

describe('escapeHtml', () => {
  it('turns the five special characters into entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('leaves no special character behind, and nothing else changes', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
        expect(escaped.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')).toBe(text);
      }),
      { numRuns: 100 },
    );
  });
});

describe('safe links', () => {
  it.each([
    ['https://farmacia.example/cita?x=1#a', 'https://farmacia.example/cita?x=1#a'],
    ['  http://farmacia.example  ', 'http://farmacia.example'],
    ['HTTPS://FARMACIA.EXAMPLE', 'HTTPS://FARMACIA.EXAMPLE'],
    ['mailto:info@farmacia.example?subject=Cita', 'mailto:info@farmacia.example?subject=Cita'],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    ['data:text/html,<script>', undefined],
    ['vbscript:msgbox', undefined],
    ['//evil.example', undefined],
    ['/cita', undefined],
    ['https://', undefined],
    ['https://x.example/a b', undefined],
    ['https://x.example/"onmouseover="x', undefined],
    ['mailto:nadie', undefined],
    [' java\tscript:alert(1)', undefined],
    ['', undefined],
  ])('accepts %j as %j', (address, safe) => {
    expect(safeEmailLink(address)).toBe(safe);
  });

  it('loads images only from web addresses', () => {
    expect(safeEmailImage('https://img.example/gripe.jpg')).toBe('https://img.example/gripe.jpg');
    expect(safeEmailImage('mailto:a@b.example')).toBeUndefined();
    expect(safeEmailImage('data:image/png;base64,AAAA')).toBeUndefined();
  });
});

describe('emailBlockProblems', () => {
  it.each<[BlockDraft, string[]]>([
    [{ kind: 'text', text: ' ', style: 'paragraph', align: 'left' }, ['TEXT_EMPTY']],
    [{ kind: 'text', text: 'Hola', style: 'paragraph', align: 'left' }, []],
    [{ kind: 'image', src: '', alt: '', href: '' }, ['IMAGE_SRC_INVALID', 'IMAGE_ALT_EMPTY']],
    [{ kind: 'image', src: 'https://img.example/a.jpg', alt: 'Vacuna', href: 'javascript:x' }, ['LINK_INVALID']],
    [{ kind: 'image', src: 'https://img.example/a.jpg', alt: 'Vacuna', href: '' }, []],
    [{ kind: 'button', label: '', href: '', color: '#0b7285', align: 'center' }, ['BUTTON_LABEL_EMPTY', 'LINK_INVALID']],
    [{ kind: 'button', label: 'Pedir cita', href: 'mailto:cita@farmacia.example', color: '#0b7285', align: 'center' }, []],
    [{ kind: 'divider' }, []],
    [{ kind: 'spacer', height: 24 }, []],
  ])('finds in %j the problems %j', (block, problems) => {
    expect(emailBlockProblems({ ...block, id: 1 })).toEqual(problems);
  });
});

describe('renderEmailHtml', () => {
  const design = emailDocumentOf([
    { kind: 'text', text: 'Vacúnate <ya>', style: 'heading', align: 'center' },
    { kind: 'text', text: 'Primera línea\nSegunda & última' },
    { kind: 'image', src: 'https://img.example/gripe.jpg', alt: 'Vacuna "gripe"', href: 'https://farmacia.example' },
    { kind: 'button', label: 'Pedir cita', href: 'https://farmacia.example/cita', color: '#2b8a3e' },
    { kind: 'divider' },
    { kind: 'spacer', height: 32 },
  ]);

  it('writes a whole email document in the given language with the subject as title', () => {
    const html = renderEmailHtml(design, { title: 'Gripe & tú', lang: 'en' });
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">')).toBe(true);
    expect(html).toContain('<title>Gripe &amp; tú</title>');
    expect(html.endsWith('</table></td></tr></table></body></html>')).toBe(true);
    expect(renderEmailHtml(design, { lang: 'es" onload="x' })).toContain('<html lang="es">');
  });

  it('renders each block in order, escaped', () => {
    const html = renderEmailHtml(design);
    expect(html).toContain('<td align="center" style="padding:8px 24px;text-align:center;"><h1 style="margin:0;font-family:Arial, Helvetica, sans-serif;font-size:24px;line-height:1.3;color:#212529;">Vacúnate &lt;ya&gt;</h1></td>');
    expect(html).toContain('>Primera línea<br>Segunda &amp; última</p>');
    expect(html).toContain('<a href="https://farmacia.example" target="_blank" rel="noopener"><img src="https://img.example/gripe.jpg" alt="Vacuna &quot;gripe&quot;" width="552"');
    expect(html).toContain('<a href="https://farmacia.example/cita" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;background-color:#2b8a3e;');
    expect(html).toContain('<hr style="margin:0;border:0;border-top:1px solid #dee2e6;">');
    expect(html).toContain('<td style="height:32px;line-height:32px;font-size:1px;">&nbsp;</td>');
    const order = ['Vacúnate', 'Primera', 'gripe.jpg', 'Pedir cita', '<hr', 'height:32px'].map((part) => html.indexOf(part));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('lays a page out 600 px wide and a header 500 px wide, its images as wide as the content', () => {
    const page = renderEmailHtml(design);
    expect(page).toContain('<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;');
    expect(page).toContain('width="552" style="display:block;width:100%;max-width:552px;');
    const header = editEmailDocument(editEmailDocument(EMPTY_EMAIL_HEADER_DOCUMENT, { type: 'add', kind: 'image' }), { type: 'change', id: 1, changes: { src: 'https://img.example/logo.png', alt: 'Logo' } });
    const html = renderEmailHtml(header);
    expect(html).toContain('<table role="presentation" width="500" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:500px;');
    expect(html).toContain('width="452" style="display:block;width:100%;max-width:452px;');
    expect(html).not.toContain('600');
  });

  it('leaves out empty texts, empty buttons and images without a web address, and links that are not safe', () => {
    const html = renderEmailHtml(
      emailDocumentOf([
        { kind: 'text', text: '   ' },
        { kind: 'button', label: '' , href: 'https://x.example' },
        { kind: 'image', src: 'javascript:alert(1)', alt: 'x' },
        { kind: 'image', src: 'https://img.example/a.jpg', alt: 'a', href: 'javascript:alert(1)' },
        { kind: 'button', label: 'Sin enlace', href: 'javascript:alert(1)' },
      ]),
    );
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<td align="center" style="padding:8px 24px;text-align:center;"><img src="https://img.example/a.jpg" alt="a"');
    expect(html).toMatch(/<span style="display:inline-block;[^"]*">Sin enlace<\/span>/);
    expect(html.match(/<tr>/g)).toHaveLength(3);
  });

  it('lets no text become markup: only its own tags, no event handlers, only http(s) and mailto links', () => {
    fc.assert(
      fc.property(fc.array(hostileBlock, { maxLength: 6 }), hostile, (blocks, title) => {
        const html = renderEmailHtml(emailDocumentOf(blocks), { title });
        const tags = [...html.matchAll(/<\/?([!a-z0-9]+)/gi)].map((match) => match[1]!.toLowerCase());
        expect(tags.filter((tag) => !RENDERER_TAGS.has(tag))).toEqual([]);
        for (const tag of html.match(/<[^>]*>/g) ?? []) {
          // Attribute values are quoted and escaped, so what is outside quotes are the renderer's own names.
          expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\son[a-z]+\s*=/i);
          for (const [, value] of tag.matchAll(/\s(?:href|src)="([^"]*)"/g)) expect(value).toMatch(/^(https?:\/\/|mailto:)/i);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps each text verbatim once escaped', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((text) => text.trim() !== '' && !/[\r\n]/.test(text)), (text) => {
        expect(renderEmailHtml(emailDocumentOf([{ kind: 'text', text }]))).toContain(`>${escapeHtml(text)}</p>`);
      }),
      { numRuns: 100 },
    );
  });
});

describe('emailDesignOf', () => {
  it('saves a design as its JSON and its email', () => {
    fc.assert(
      fc.property(anyDesign, (document) => {
        fc.pre(document.blocks.length > 0);
        const design = emailDesignOf(document, { title: 'Asunto' });
        expect(parseEmailDocument(design.content)).toEqual({ ok: true, value: document });
        expect(design.html).toBe(renderEmailHtml(document, { title: 'Asunto' }));
      }),
      { numRuns: 100 },
    );
  });

  it('saves a design without blocks as empty, so it cannot be saved as a template', () => {
    expect(emailDesignOf(EMPTY_EMAIL_DOCUMENT)).toBe(EMPTY_EMAIL_DESIGN);
    expect(EMPTY_EMAIL_DESIGN).toEqual({ content: '', html: '' });
  });
});

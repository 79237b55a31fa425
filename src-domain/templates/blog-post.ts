/** A post of the public blog a template can link to (spec 1 §2.8 "blog post", §7 blog posts listing). */
export interface BlogPost {
  readonly id: number;
  /** The title as text (entities of the blog's rendered title already decoded). */
  readonly title: string;
  readonly link: string;
  /** Publication instant (epoch ms), undefined when the blog does not say. */
  readonly publishedAt: number | undefined;
}

/** How many posts the blog listing asks for per page (spec 1 §7, §9: 500). */
export const BLOG_PAGE_SIZE = 500;

/** The most pages the listing reads, so a blog that always answers a full page cannot loop forever. */
export const BLOG_MAX_PAGES = 20;

/**
 * Whether the listing asks for page `page + 1` after page `page` brought `received` posts: only after a
 * full page (spec 1 §9: 500 per page), and never past {@link BLOG_MAX_PAGES}.
 */
export function hasNextBlogPage(page: number, received: number): boolean {
  return received >= BLOG_PAGE_SIZE && page < BLOG_MAX_PAGES;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  iexcl: '¡',
  iquest: '¿',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  uuml: 'ü',
  Uuml: 'Ü',
};

/**
 * A blog title as plain text. WordPress-style listings send the title rendered as HTML ("Gripe &#8211;
 * vacúnate", "Sol &amp; piel"): numeric entities and the common named ones are decoded, tags are dropped
 * and white space is collapsed. Unknown entities stay as they are. The result is shown as text, never as
 * HTML.
 */
export function blogTitleText(rendered: string): string {
  const withoutTags = rendered.replace(/<[^>]*>/g, '');
  const decoded = withoutTags.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name] ?? entity;
  });
  return decoded.replace(/\s+/g, ' ').trim();
}

/** Posts newest first (undated last), ties by id descending; the list the form offers. */
export function sortBlogPosts(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => {
    if (a.publishedAt !== b.publishedAt) {
      if (a.publishedAt === undefined) return 1;
      if (b.publishedAt === undefined) return -1;
      return b.publishedAt - a.publishedAt;
    }
    return b.id - a.id;
  });
}

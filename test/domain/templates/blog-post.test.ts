import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BLOG_MAX_PAGES, BLOG_PAGE_SIZE, blogTitleText, hasNextBlogPage, sortBlogPosts, sortSegments, type BlogPost } from '@domain/templates';

describe('the blog listing pages', () => {
  it('asks for 500 posts a page', () => {
    expect(BLOG_PAGE_SIZE).toBe(500);
  });

  it.each([
    [1, 500, true],
    [1, 499, false],
    [3, 0, false],
    [BLOG_MAX_PAGES - 1, 500, true],
    [BLOG_MAX_PAGES, 500, false],
  ])('after page %i with %i posts asks for another: %s', (page, received, next) => {
    expect(hasNextBlogPage(page, received)).toBe(next);
  });
});

describe('blogTitleText', () => {
  it.each([
    ['Gripe &#8211; vacúnate', 'Gripe – vacúnate'],
    ['Sol &amp; piel', 'Sol & piel'],
    ['&#x201C;Cuida tu piel&#x201D;', '“Cuida tu piel”'],
    ['&iquest;Alergia? &iexcl;Prev&eacute;nla!', '¿Alergia? ¡Prevénla!'],
    ['<em>Nuevo</em>   post\n de  otoño', 'Nuevo post de otoño'],
    ['&unknown; &#0; &#xD800;', '&unknown; &#0; &#xD800;'],
    ['&lt;script&gt;', '<script>'],
  ])('reads %j as %j', (rendered, title) => {
    expect(blogTitleText(rendered)).toBe(title);
  });

  it('leaves a title without markup or entities as it is, trimmed', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcñáé ¿?¡!-'.split('')) }), (title) => {
        expect(blogTitleText(title)).toBe(title.replace(/\s+/g, ' ').trim());
      }),
      { numRuns: 100 },
    );
  });
});

describe('sortBlogPosts', () => {
  const post = (id: number, publishedAt: number | undefined): BlogPost => ({ id, title: `Post ${id}`, link: `https://blog.example/${id}`, publishedAt });

  it('puts the newest first, undated last, ties by id descending', () => {
    const posts = [post(1, 100), post(2, undefined), post(3, 300), post(4, 100), post(5, undefined)];
    expect(sortBlogPosts(posts).map((item) => item.id)).toEqual([3, 4, 1, 5, 2]);
    expect(posts.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('sortSegments', () => {
  it('orders segments by name in Spanish, then by id', () => {
    const segments = [
      { id: 3, name: 'Mayores de 65 años', description: '' },
      { id: 1, name: 'alérgicos', description: '' },
      { id: 2, name: 'Diabéticos', description: '' },
      { id: 0, name: 'Alergicos', description: '' },
    ];
    expect(sortSegments(segments).map((segment) => segment.id)).toEqual([0, 1, 2, 3]);
  });
});

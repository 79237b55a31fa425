import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { isApiError } from '@domain/shared-kernel';
import type { BlogPostDirectory } from '@domain/templates';
import { HttpClient } from '@adapters/shared';
import { HttpBlogPostDirectory, InMemoryBlogPostDirectory } from '@adapters/templates';
import { CONTRACT_NOW, describeContract, useFakeApi } from '../../support/contract';
import { FAKE_TEMPLATE_URLS, fakeTemplateHandlers } from '../../support/fake-templates';
import { documentedHandler } from '../../support/documented-path';

const DAY = 24 * 60 * 60 * 1000;
const blogClient = (): HttpClient => new HttpClient({ urls: { blog: FAKE_TEMPLATE_URLS.blog }, identity: () => ({ eid: -1, uid: 1, token: 'backoffice-token' }) });

describeContract<BlogPostDirectory>(
  'BlogPostDirectory',
  {
    memory: ({ db }) => new InMemoryBlogPostDirectory(db),
    http: ({ clock, fake }) => {
      fake.server.use(...fakeTemplateHandlers(clock));
      return new HttpBlogPostDirectory(blogClient());
    },
  },
  (world) => {
    it('lists the demo blog newest first, with plain-text titles, links and dates', async () => {
      const posts = await world().port.list();
      expect(posts).toHaveLength(15);
      expect(posts[0]).toEqual({ id: 15, title: 'Gripe: por qué vacunarse cada otoño', link: 'https://blog.farmacias-demo.example/vacuna-gripe', publishedAt: CONTRACT_NOW - 9 * DAY });
      expect(posts.at(-1)).toEqual({ id: 1, title: 'Bienvenidos al blog de tu farmacia', link: 'https://blog.farmacias-demo.example/bienvenidos', publishedAt: CONTRACT_NOW - 135 * DAY });
      expect(posts.map((post) => post.id)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    });
  },
);

describe('HttpBlogPostDirectory wire format', () => {
  const world = useFakeApi();
  const post = (id: number) => ({ id, title: { rendered: `Post ${id}` }, link: `https://blog.example/${id}`, date: '2026-11-01T10:00:00' });

  it('asks the blog service for 500 posts a page, without identity headers', async () => {
    world().fake.server.use(...fakeTemplateHandlers(world().clock));
    await new HttpBlogPostDirectory(blogClient()).list();
    const calls = world().fake.requestsTo('/wp-json/wp/v2/posts');
    expect(calls.map((call) => `${call.method} ${call.url.origin}${call.url.pathname}`)).toEqual(['GET http://blog.test/wp-json/wp/v2/posts']);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ per_page: '500', page: '1', _fields: 'id,title,link,date,date_gmt' });
    expect(calls[0]?.headers.token).toBeUndefined();
    expect(calls[0]?.headers.eid).toBeUndefined();
  });

  it('reads page after page while they come full, and stops at the page past the last', async () => {
    world().fake.server.use(
      documentedHandler('blog.posts', FAKE_TEMPLATE_URLS.blog, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page > 2) return HttpResponse.json({ code: 'rest_post_invalid_page_number' }, { status: 400 });
        return HttpResponse.json(Array.from({ length: 500 }, (_, index) => post((page - 1) * 500 + index + 1)));
      }),
    );
    const posts = await new HttpBlogPostDirectory(blogClient()).list();
    expect(posts).toHaveLength(1000);
    expect(world().fake.requestsTo('/wp-json/wp/v2/posts').map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(posts[0]?.id).toBe(1000);
  });

  it('fails when the first page fails', async () => {
    world().fake.server.use(documentedHandler('blog.posts', FAKE_TEMPLATE_URLS.blog, () => HttpResponse.json({ code: 'x' }, { status: 400 })));
    const error: unknown = await new HttpBlogPostDirectory(blogClient()).list().catch((reason: unknown) => reason);
    expect(isApiError(error) && { kind: error.kind, status: error.status }).toEqual({ kind: 'http', status: 400 });
  });

  it('decodes rendered titles and reads dates in GMT first, then the site date, else none', async () => {
    world().fake.server.use(
      documentedHandler('blog.posts', FAKE_TEMPLATE_URLS.blog, () =>
        HttpResponse.json([
          { id: 1, title: { rendered: 'Sol &amp; piel &#8211; consejos' }, link: 'https://blog.example/1', date_gmt: '2026-06-01T08:00:00' },
          { id: 2, title: 'Sin fecha', link: null },
          { id: '3', title: { rendered: 'Local' }, date: '2026-05-01T10:00:00Z' },
        ]),
      ),
    );
    expect(await new HttpBlogPostDirectory(blogClient()).list()).toEqual([
      { id: 1, title: 'Sol & piel – consejos', link: 'https://blog.example/1', publishedAt: Date.UTC(2026, 5, 1, 8) },
      { id: 3, title: 'Local', link: '', publishedAt: Date.UTC(2026, 4, 1, 10) },
      { id: 2, title: 'Sin fecha', link: '', publishedAt: undefined },
    ]);
  });
});

import * as v from 'valibot';
import { BLOG_PAGE_SIZE, blogTitleText, hasNextBlogPage, sortBlogPosts, type BlogPost, type BlogPostDirectory } from '@domain/templates';
import { isApiError } from '@domain/shared-kernel';
import { numeric, type HttpClient } from '@adapters/shared';

/** A post of a WordPress-style listing: id, title.rendered, link and date (ISO, the site's time) or date_gmt. */
const postDto = v.looseObject({
  id: numeric,
  title: v.optional(v.union([v.string(), v.looseObject({ rendered: v.optional(v.string(), '') })]), ''),
  link: v.optional(v.nullable(v.string()), ''),
  date_gmt: v.optional(v.nullable(v.string())),
  date: v.optional(v.nullable(v.string())),
});

/** One page of the listing. */
export const blogPageAnswer = v.array(postDto);

function instantOf(dto: v.InferOutput<typeof postDto>): number | undefined {
  const gmt = dto.date_gmt ? Date.parse(`${dto.date_gmt.replace(/Z$/, '')}Z`) : Number.NaN;
  if (Number.isFinite(gmt)) return gmt;
  const local = dto.date ? Date.parse(dto.date) : Number.NaN;
  return Number.isFinite(local) ? local : undefined;
}

/**
 * The public blog's posts over HTTP (spec 1 §7, §9: 500 per page): GET {blog}/wp-json/wp/v2/posts with
 * per_page=500 and page=1, 2… while a page comes full, without identity headers (the blog is public).
 */
export class HttpBlogPostDirectory implements BlogPostDirectory {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async list(): Promise<readonly BlogPost[]> {
    const posts: BlogPost[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await this.page(page);
      if (answer === undefined) break;
      for (const dto of answer) {
        posts.push({ id: dto.id, title: blogTitleText(typeof dto.title === 'string' ? dto.title : dto.title.rendered), link: dto.link ?? '', publishedAt: instantOf(dto) });
      }
      if (!hasNextBlogPage(page, answer.length)) break;
    }
    return sortBlogPosts(posts);
  }

  /** One page; undefined for a page past the last (WordPress answers 400 'rest_post_invalid_page_number'). */
  private async page(page: number): Promise<v.InferOutput<typeof blogPageAnswer> | undefined> {
    try {
      return await this.http.send({
        service: 'blog',
        method: 'GET',
        path: '/wp-json/wp/v2/posts',
        query: { per_page: BLOG_PAGE_SIZE, page, _fields: 'id,title,link,date,date_gmt' },
        identity: 'none',
        schema: blogPageAnswer,
      });
    } catch (error) {
      if (page > 1 && isApiError(error) && error.status === 400) return undefined;
      throw error;
    }
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import type { ApiCall } from '@adapters/shared';

export const blogPostApiCalls: readonly ApiCall[] = [
  {
    name: 'blog.posts',
    service: 'blog',
    method: 'GET',
    path: '/wp-json/wp/v2/posts',
    summary: "A page of the public blog's posts, 500 a page (spec 1 §7, §9)",
    identity: 'none',
    query: v.object({ per_page: v.number(), page: v.number(), _fields: v.string() }),
    response: blogPageAnswer,
  },
];

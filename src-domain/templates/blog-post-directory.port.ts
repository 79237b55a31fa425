import { portMethods, token } from '@domain/shared-kernel';
import type { BlogPost } from './blog-post';

/**
 * The public blog's posts listing (spec 1 §7: 500 per page; address not shown). The product reads a
 * WordPress-style listing on the blog service: GET {blog}/wp-json/wp/v2/posts?per_page=500&page=n, without
 * identity headers, page after page while a page comes full.
 */
export interface BlogPostDirectory {
  /** Every post, newest first. Failures reject with an ApiError. */
  list(): Promise<readonly BlogPost[]>;
}

/** Token of the {@link BlogPostDirectory} port. */
export const BlogPostDirectory = token<BlogPostDirectory>('templates.BlogPostDirectory');

/** Every call of the {@link BlogPostDirectory} port. */
export const BlogPostDirectoryMethods = portMethods<BlogPostDirectory>()('list');

import type { BlogPost, BlogPostDirectory } from '@domain/templates';
import type { DemoDatabase } from '@adapters/demo';
import { loadTemplateDemo } from './template-demo-loader';

/** The demo blog's posts (health advice of a pharmacy), newest first; fault-switch operation templates.blogPosts. */
export class InMemoryBlogPostDirectory implements BlogPostDirectory {
  private readonly db: DemoDatabase;
  constructor(db: DemoDatabase) {
    this.db = db;
  }

  async list(): Promise<readonly BlogPost[]> {
    await this.db.simulate('templates.blogPosts');
    return (await loadTemplateDemo(this.db)).posts();
  }
}

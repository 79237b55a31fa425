import type { BlogPost, BlogPostDirectory } from '@domain/templates';
import type { DemoDatabase } from '@adapters/demo';
import { loadTemplateDemo } from './template-demo-loader';

/** The demo blog's posts (health advice of a pharmacy), newest first. */
export class InMemoryBlogPostDirectory implements BlogPostDirectory {
  private readonly db: DemoDatabase;
  constructor(db: DemoDatabase) {
    this.db = db;
  }

  async list(): Promise<readonly BlogPost[]> {
    return (await loadTemplateDemo(this.db)).posts();
  }
}

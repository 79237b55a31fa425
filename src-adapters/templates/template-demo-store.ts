import { ApiError } from '@domain/shared-kernel';
import {
  listedTemplates,
  sortBlogPosts,
  sortSegments,
  type BlogPost,
  type CampaignTemplate,
  type TemplateSegment,
  type TemplateSummary,
} from '@domain/templates';
import type { DemoDatabase } from '@adapters/demo';
import { nextTemplateId, templateDemo, type DemoTemplate, type TemplateDemo } from './template-demo-data';

/** What the demo server answers when campaigns use a template (a 403: "in use", spec 1 §8). */
export const TEMPLATE_IN_USE_MESSAGE = 'La plantilla está siendo usada por una campaña';

const notFound = (): ApiError => new ApiError('not-found', 404, 'Plantilla no encontrada');
const inUse = (): ApiError => new ApiError('forbidden', 403, TEMPLATE_IN_USE_MESSAGE);

function templateOf(stored: DemoTemplate): CampaignTemplate {
  const { inUse: _inUse, ...template } = stored;
  return { ...template };
}

function summaryOf(stored: DemoTemplate): TemplateSummary {
  const { inUse: _inUse, content: _content, htmlContent: _html, ...summary } = stored;
  return { ...summary };
}

/** A template the demo server refuses to store, as the real one does with `success: false`. */
function refusal(template: CampaignTemplate): ApiError | undefined {
  if (template.name.trim() === '') return new ApiError('server-message', 200, 'La plantilla necesita un nombre', 'La plantilla necesita un nombre');
  return undefined;
}

/**
 * The demo server of the templates context over its part of the demo data: templates (some used by
 * campaigns, which can be neither updated nor deleted: 403), segments and blog posts. Deleting marks a
 * template deleted (isDeleted). Loaded with the screens that need it, not with the first page.
 */
export class TemplateDemoStore {
  private readonly db: DemoDatabase;

  constructor(db: DemoDatabase) {
    this.db = db;
  }

  private get demo(): TemplateDemo {
    return templateDemo(this.db);
  }

  templates(): TemplateSummary[] {
    return listedTemplates(this.demo.templates.all()).map(summaryOf);
  }

  template(id: string): CampaignTemplate {
    return templateOf(this.find(id));
  }

  create(template: CampaignTemplate): string {
    const refused = refusal(template);
    if (refused !== undefined) throw refused;
    const templates = this.demo.templates;
    const id = nextTemplateId(templates.all());
    templates.put({ ...template, id, isDeleted: false, inUse: false });
    return id;
  }

  update(id: string, template: CampaignTemplate): void {
    if (this.find(id).inUse) throw inUse();
    const refused = refusal(template);
    if (refused !== undefined) throw refused;
    this.demo.templates.put({ ...template, id, isDeleted: false, inUse: false });
  }

  delete(id: string): void {
    const stored = this.find(id);
    if (stored.inUse) throw inUse();
    this.demo.templates.put({ ...stored, isDeleted: true });
  }

  html(id: string): string {
    return this.find(id).htmlContent;
  }

  checkEdit(id: string): void {
    if (this.find(id).inUse) throw inUse();
  }

  segments(): TemplateSegment[] {
    return sortSegments(this.demo.segments.filter((segment) => !segment.isDeleted).map(({ id, name, description }) => ({ id, name, description })));
  }

  posts(): BlogPost[] {
    return sortBlogPosts(this.demo.posts.map((post) => ({ id: post.id, title: post.title, link: post.link, publishedAt: post.publishedAt })));
  }

  private find(id: string): DemoTemplate {
    const stored = this.demo.templates.all().find((candidate) => candidate.id === id && !candidate.isDeleted);
    if (stored === undefined) throw notFound();
    return stored;
  }
}

import type { CampaignTemplate, TemplateRepository, TemplateSummary } from '@domain/templates';
import type { DemoDatabase } from '@adapters/demo';
import { loadTemplateDemo } from './template-demo-loader';

/**
 * The campaign templates of the demo: a dozen pharmacy campaigns, some used by campaigns so that editing
 * and deleting them shows the in-use path (403).
 */
export class InMemoryTemplateRepository implements TemplateRepository {
  private readonly db: DemoDatabase;
  constructor(db: DemoDatabase) {
    this.db = db;
  }

  async list(): Promise<readonly TemplateSummary[]> {
    return (await loadTemplateDemo(this.db)).templates();
  }

  async get(id: string): Promise<CampaignTemplate> {
    return (await loadTemplateDemo(this.db)).template(id);
  }

  async create(template: CampaignTemplate): Promise<string | undefined> {
    return (await loadTemplateDemo(this.db)).create(template);
  }

  async update(id: string, template: CampaignTemplate): Promise<void> {
    (await loadTemplateDemo(this.db)).update(id, template);
  }

  async delete(id: string): Promise<void> {
    (await loadTemplateDemo(this.db)).delete(id);
  }

  async html(id: string): Promise<string> {
    return (await loadTemplateDemo(this.db)).html(id);
  }

  async checkEditPermission(id: string): Promise<void> {
    (await loadTemplateDemo(this.db)).checkEdit(id);
  }
}

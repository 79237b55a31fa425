import type { CampaignTemplate, TemplateRepository, TemplateSummary } from '@domain/templates';
import { listedTemplates } from '@domain/templates';
import type { HttpClient } from '@adapters/shared';
import {
  successAnswer,
  templateAnswer,
  templateCreatedAnswer,
  templateFromDto,
  templateHtmlAnswer,
  templateListAnswer,
  templateSummaryFromDto,
  templateToDto,
} from './template.dto';

/**
 * The campaign-template calls over HTTP (spec 1 §7), on the main API under /api/v2/ with the template id
 * in the `ctId` query parameter. Paths the spec leaves open: POST saveCampaignTemplate (create),
 * PUT updateCampaignTemplate (update), GET getCampaignTemplateHtml (HTML) and GET
 * checkEditCampaignTemplate (edit permission).
 */
export class HttpTemplateRepository implements TemplateRepository {
  private readonly http: HttpClient;
  constructor(http: HttpClient) {
    this.http = http;
  }

  async list(): Promise<readonly TemplateSummary[]> {
    const templates = await this.http.send({ method: 'GET', path: '/api/v2/campaignTemplates', schema: templateListAnswer });
    return listedTemplates(templates.map(templateSummaryFromDto));
  }

  async get(id: string): Promise<CampaignTemplate> {
    return templateFromDto(await this.http.send({ method: 'GET', path: '/api/v2/getCampaignTemplate', query: { ctId: id }, schema: templateAnswer }));
  }

  async create(template: CampaignTemplate): Promise<string | undefined> {
    return this.http.send({ method: 'POST', path: '/api/v2/saveCampaignTemplate', body: templateToDto(template), schema: templateCreatedAnswer });
  }

  async update(id: string, template: CampaignTemplate): Promise<void> {
    await this.http.send({ method: 'PUT', path: '/api/v2/updateCampaignTemplate', query: { ctId: id }, body: templateToDto(template, id), schema: successAnswer });
  }

  async delete(id: string): Promise<void> {
    await this.http.send({ method: 'DELETE', path: '/api/v2/deleteCampaignTemplate', query: { ctId: id }, schema: successAnswer });
  }

  async html(id: string): Promise<string> {
    return this.http.send({ method: 'GET', path: '/api/v2/getCampaignTemplateHtml', query: { ctId: id }, schema: templateHtmlAnswer });
  }

  async checkEditPermission(id: string): Promise<void> {
    await this.http.send({ method: 'GET', path: '/api/v2/checkEditCampaignTemplate', query: { ctId: id }, schema: successAnswer });
  }
}

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
 * The main API's paths of the template lookups spec 1 §7 names without a path ("HTML and edit-permission
 * lookups; parameter ctId"): configuration (README, ADR 28).
 */
export interface TemplateLookupPaths {
  /** GET, `ctId` in the query: the template's HTML, base64. */
  readonly html: string;
  /** GET, `ctId` in the query: succeeds when the template may be edited; a 40x says it is in use. */
  readonly editPermission: string;
}

/**
 * The lookups' paths when none are configured: the edit permission named as spec 2 §7 names the same
 * lookup of a campaign segment (getCampaignSegmentEditPermission, csId), the HTML after the template
 * call it belongs to (getCampaignTemplate).
 */
export const DEFAULT_TEMPLATE_LOOKUP_PATHS: TemplateLookupPaths = {
  html: '/api/v2/getCampaignTemplateHtml',
  editPermission: '/api/v2/getCampaignTemplateEditPermission',
};

/**
 * The campaign-template calls over HTTP (spec 1 §7), on the main API under /api/v2/ with the template id
 * in the `ctId` query parameter. Paths the spec leaves open: POST saveCampaignTemplate (create) and
 * PUT updateCampaignTemplate (update) ("not shown"), and the HTML and edit-permission lookups, whose
 * paths come from configuration ({@link TemplateLookupPaths}).
 */
export class HttpTemplateRepository implements TemplateRepository {
  private readonly http: HttpClient;
  private readonly paths: TemplateLookupPaths;
  constructor(http: HttpClient, paths: { readonly [K in keyof TemplateLookupPaths]?: string | undefined } = {}) {
    this.http = http;
    this.paths = { html: paths.html ?? DEFAULT_TEMPLATE_LOOKUP_PATHS.html, editPermission: paths.editPermission ?? DEFAULT_TEMPLATE_LOOKUP_PATHS.editPermission };
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
    return this.http.send({ method: 'GET', path: this.paths.html, query: { ctId: id }, schema: templateHtmlAnswer });
  }

  async checkEditPermission(id: string): Promise<void> {
    await this.http.send({ method: 'GET', path: this.paths.editPermission, query: { ctId: id }, schema: successAnswer });
  }
}

// ---- The calls this module makes, for the API documents (docs/api/, ADR 31) ----
import * as v from 'valibot';
import type { ApiCall } from '@adapters/shared';

const templateQuery = v.object({ ctId: v.string() });

/** The body of a create or an update (`templateToDto`). */
export const templateBody = v.object({
  id: v.optional(v.string()),
  name: v.string(),
  description: v.string(),
  isHealthcare: v.boolean(),
  type: v.picklist([1, 2]),
  content: v.string(),
  htmlContent: v.string(),
  segmentId: v.nullable(v.union([v.number(), v.string()])),
  subject: v.string(),
  postID: v.nullable(v.union([v.number(), v.string()])),
  isDeleted: v.picklist([0, 1]),
  createdBy: v.nullable(v.unknown()),
  editedBy: v.nullable(v.unknown()),
});

export const templateRepositoryApiCalls: readonly ApiCall[] = [
  { name: 'templates.list', service: 'api', method: 'GET', path: '/api/v2/campaignTemplates', summary: 'The campaign templates (spec 1 §7)', response: templateListAnswer },
  { name: 'templates.get', service: 'api', method: 'GET', path: '/api/v2/getCampaignTemplate', summary: 'One template', query: templateQuery, response: templateAnswer },
  { name: 'templates.create', service: 'api', method: 'POST', path: '/api/v2/saveCampaignTemplate', summary: 'Creates a template (path not shown in the spec)', request: templateBody, response: templateCreatedAnswer },
  { name: 'templates.update', service: 'api', method: 'PUT', path: '/api/v2/updateCampaignTemplate', summary: 'Saves a template (path not shown in the spec)', query: templateQuery, request: templateBody, response: successAnswer },
  { name: 'templates.delete', service: 'api', method: 'DELETE', path: '/api/v2/deleteCampaignTemplate', summary: 'Deletes a template', query: templateQuery, response: successAnswer },
  { name: 'templates.html', service: 'api', method: 'GET', path: DEFAULT_TEMPLATE_LOOKUP_PATHS.html, summary: "The template's HTML, base64 (path configurable)", query: templateQuery, response: templateHtmlAnswer },
  {
    name: 'templates.checkEditPermission',
    service: 'api',
    method: 'GET',
    path: DEFAULT_TEMPLATE_LOOKUP_PATHS.editPermission,
    summary: 'Whether the template may be edited (path configurable)',
    query: templateQuery,
    response: successAnswer,
  },
];

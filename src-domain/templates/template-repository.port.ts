import { portMethods, token } from '@domain/shared-kernel';
import type { CampaignTemplate } from './campaign-template';
import type { TemplateSummary } from './template-search';

/**
 * The campaign-template calls (spec 1 §7: under /api/v2/, template id in the `ctId` parameter). The spec
 * does not show the paths of the save and update variants nor of the HTML and edit-permission lookups;
 * this product uses POST saveCampaignTemplate and PUT updateCampaignTemplate, and takes the lookups'
 * paths from configuration (by default GET getCampaignTemplateHtml and GET
 * getCampaignTemplateEditPermission). `content` and `htmlContent` travel base64 (spec 1 §3); the port
 * speaks decoded text. Failures reject with an ApiError (a 40x delete, update or edit check: in use).
 */
export interface TemplateRepository {
  /** GET /api/v2/campaignTemplates: the templates not deleted. */
  list(): Promise<readonly TemplateSummary[]>;
  /** GET /api/v2/getCampaignTemplate?ctId={id}. */
  get(id: string): Promise<CampaignTemplate>;
  /** POST /api/v2/saveCampaignTemplate with the template (no id); answers the new template's id when the server gives it. */
  create(template: CampaignTemplate): Promise<string | undefined>;
  /** PUT /api/v2/updateCampaignTemplate?ctId={id} with the template. */
  update(id: string, template: CampaignTemplate): Promise<void>;
  /** DELETE /api/v2/deleteCampaignTemplate?ctId={id}. */
  delete(id: string): Promise<void>;
  /** The HTML lookup (GET, ctId={id}): the template's email HTML (decoded), for previews. */
  html(id: string): Promise<string>;
  /** The edit-permission lookup (GET, ctId={id}): resolves when the template may be edited (spec 1 §8). */
  checkEditPermission(id: string): Promise<void>;
}

/** Token of the {@link TemplateRepository} port. */
export const TemplateRepository = token<TemplateRepository>('templates.TemplateRepository');

/** Every call of the {@link TemplateRepository} port. */
export const TemplateRepositoryMethods = portMethods<TemplateRepository>()('list', 'get', 'create', 'update', 'delete', 'html', 'checkEditPermission');

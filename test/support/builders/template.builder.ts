import { DEFAULT_TEMPLATE, type CampaignTemplate, type TemplateSummary } from '@domain/templates';

/** A saved type 1 (Sanitaria) template with every text filled in, a segment and a blog post. */
export function aTemplate(overrides: Partial<CampaignTemplate> = {}): CampaignTemplate {
  return {
    ...DEFAULT_TEMPLATE,
    id: '7',
    name: 'Vacunación gripe',
    description: 'Recordatorio de otoño',
    content: '{"format":"email-blocks","version":1,"blocks":[{"id":1,"kind":"text","text":"Vacúnate","style":"paragraph","align":"left"}]}',
    htmlContent: '<p>Vacúnate</p>',
    segmentId: 3,
    subject: 'Tu vacuna te espera',
    postId: 12,
    createdBy: 'mgarcia',
    editedBy: 'mgarcia',
    ...overrides,
  };
}

/** The same template before it is saved: no id and no author yet. */
export function aNewTemplate(overrides: Partial<CampaignTemplate> = {}): CampaignTemplate {
  return aTemplate({ id: undefined, createdBy: undefined, editedBy: undefined, ...overrides });
}

/** A row of the template list: {@link aTemplate} without its content. */
export function aTemplateSummary(overrides: Partial<TemplateSummary> = {}): TemplateSummary {
  const { content: _content, htmlContent: _html, id, ...summary } = aTemplate();
  return { ...summary, id: id ?? '7', ...overrides };
}

import { HttpResponse, type HttpHandler } from 'msw';
import { isApiError, type Clock } from '@domain/shared-kernel';
import type { CampaignTemplate, TemplateType } from '@domain/templates';
import { DemoDatabase } from '@adapters/demo';
import { MemoryStorage } from '@adapters/shared';
import { InMemoryTemplateRepository, base64ToText, textToBase64 } from '@adapters/templates';
import { templateDemo, type DemoTemplate } from '@adapters/templates/template-demo-data';
import { documentedHandler } from './documented-path';
import { FAKE_URLS } from './fake-api';

/** Base URLs of the services the template form reaches besides the main API. */
export const FAKE_TEMPLATE_URLS = {
  blog: 'http://blog.test',
  campaigns: 'http://campaigns.test',
} as const;

/** The editor token the fake campaign service hands out. */
export const FAKE_BEEFREE_TOKEN = { access_token: 'bee-access-token', v2: true } as const;

/** A template as the API sends it: spec 1 §3 field names, design base64, isDeleted 0 or 1. */
export function templateDto(template: DemoTemplate): Record<string, unknown> {
  return {
    id: Number(template.id),
    name: template.name,
    description: template.description,
    isHealthcare: template.isHealthcare ? 1 : 0,
    type: String(template.type),
    content: textToBase64(template.content),
    htmlContent: textToBase64(template.htmlContent),
    segmentId: template.segmentId,
    subject: template.subject,
    postID: template.postId,
    isDeleted: template.isDeleted ? 1 : 0,
    createdBy: template.createdBy ?? null,
    editedBy: template.editedBy ?? null,
  };
}

function templateFromBody(body: Record<string, unknown>): CampaignTemplate {
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  return {
    id: undefined,
    name: text(body.name),
    description: text(body.description),
    isHealthcare: body.isHealthcare === true,
    type: Number(body.type) as TemplateType,
    content: base64ToText(text(body.content)),
    htmlContent: base64ToText(text(body.htmlContent)),
    segmentId: Number(body.segmentId),
    subject: text(body.subject),
    postId: Number(body.postID),
    isDeleted: body.isDeleted === 1,
    createdBy: typeof body.createdBy === 'string' ? body.createdBy : undefined,
    editedBy: typeof body.editedBy === 'string' ? body.editedBy : undefined,
  };
}

/**
 * The template calls (spec 1 §7: /api/v2/ with `ctId`; save and update as POST saveCampaignTemplate and
 * PUT updateCampaignTemplate, the lookups at the adapter's default paths, GET getCampaignTemplateHtml and
 * getCampaignTemplateEditPermission),
 * the segments list (GET /api/v2/campaignSegments), the public blog's WordPress-style listing and the
 * editor token (GET /api/v1/campaign/get_beeFree on the campaign service), served from the same demo data
 * the memory profile generates at `clock`'s time. The list also carries one deleted template, as the API
 * may. Requests to the main API without a token get 403.
 */
export function fakeTemplateHandlers(clock: Clock): HttpHandler[] {
  const base = FAKE_URLS.api;
  const db = new DemoDatabase({ storage: new MemoryStorage(), clock, latencyMs: 0 });
  const demo = templateDemo(db);
  const repository = new InMemoryTemplateRepository(db);
  const deleted: DemoTemplate = { ...(demo.templates.all()[0] as DemoTemplate), id: '900', name: 'Plantilla antigua', isDeleted: true, inUse: false };
  const authorised = (request: Request): boolean => (request.headers.get('token') ?? '') !== '';
  const refused = (): Response => HttpResponse.json({ success: false, message: 'Sin permiso' }, { status: 403 });
  const ctId = (request: Request): string => new URL(request.url).searchParams.get('ctId') ?? '';
  const answer = async (request: Request, call: () => Promise<unknown>): Promise<Response> => {
    if (!authorised(request)) return refused();
    try {
      const data = await call();
      return HttpResponse.json(data === undefined ? { success: true } : { success: true, data });
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.kind === 'server-message') return HttpResponse.json({ success: false, message: error.serverMessage });
      return HttpResponse.json({ success: false, message: error.message }, { status: error.status });
    }
  };
  const stored = (id: string): DemoTemplate => demo.templates.all().find((template) => template.id === id) as DemoTemplate;

  return [
    documentedHandler('templates.list', base, ({ request }) =>
      answer(request, async () => {
        await repository.list();
        return [...demo.templates.all(), deleted].map(templateDto);
      }),
    ),
    documentedHandler('templates.get', base, ({ request }) =>
      answer(request, async () => {
        const template = await repository.get(ctId(request));
        return templateDto(stored(template.id as string));
      }),
    ),
    documentedHandler('templates.create', base, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      return answer(request, async () => ({ id: Number(await repository.create(templateFromBody(body))) }));
    }),
    documentedHandler('templates.update', base, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      return answer(request, () => repository.update(ctId(request), templateFromBody(body)));
    }),
    documentedHandler('templates.delete', base, ({ request }) => answer(request, () => repository.delete(ctId(request)))),
    documentedHandler('templates.html', base, ({ request }) => answer(request, async () => textToBase64(await repository.html(ctId(request))))),
    documentedHandler('templates.checkEditPermission', base, ({ request }) => answer(request, () => repository.checkEditPermission(ctId(request)))),
    documentedHandler('templateSegments.list', base, ({ request }) =>
      answer(request, () =>
        Promise.resolve(
          demo.segments.map((segment) => ({
            id: segment.id,
            thumbnail: '',
            name: segment.name,
            description: segment.description,
            filters: JSON.stringify({ gender: ['female', 'male', 'other'], minAge: 18, maxAge: 99 }),
            isDeleted: 0,
            createdBy: 'backoffice',
            editedBy: 'backoffice',
          })),
        ),
      ),
    ),
    documentedHandler('blog.posts', FAKE_TEMPLATE_URLS.blog, ({ request }) => {
      const url = new URL(request.url);
      const perPage = Number(url.searchParams.get('per_page') ?? '10');
      const page = Number(url.searchParams.get('page') ?? '1');
      const posts = [...demo.posts].sort((a, b) => b.publishedAt - a.publishedAt);
      const pages = Math.max(1, Math.ceil(posts.length / perPage));
      if (page > pages) return HttpResponse.json({ code: 'rest_post_invalid_page_number', message: 'El número de página solicitado es mayor que el número de páginas disponibles.' }, { status: 400 });
      return HttpResponse.json(
        posts.slice((page - 1) * perPage, page * perPage).map((post) => ({
          id: post.id,
          date: new Date(post.publishedAt + 3_600_000).toISOString().slice(0, 19),
          date_gmt: new Date(post.publishedAt).toISOString().slice(0, 19),
          link: post.link,
          title: { rendered: post.title.replace(/&/g, '&amp;').replace(/:/g, '&#58;') },
        })),
        { headers: { 'X-WP-Total': String(posts.length), 'X-WP-TotalPages': String(pages) } },
      );
    }),
    documentedHandler('emailDesigner.token', FAKE_TEMPLATE_URLS.campaigns, ({ request }) => {
      if (!authorised(request)) return refused();
      return HttpResponse.json(FAKE_BEEFREE_TOKEN);
    }),
  ];
}

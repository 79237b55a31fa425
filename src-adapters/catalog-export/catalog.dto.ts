import { DateTime } from 'luxon';
import * as v from 'valibot';
import type { CatalogIssue, CatalogJob, CatalogOptions, DomainHealth, DomainSubscription, ExportRequest } from '@domain/catalog-export';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import { envelope, numeric } from '@adapters/shared';

const flag = v.pipe(
  v.union([v.boolean(), numeric, v.literal('true'), v.literal('false')]),
  v.transform((value) => value === true || value === 'true' || value === 1),
);
const text = v.nullish(v.string(), '');
const identifier = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** Epoch ms from epoch ms, ISO 8601, or 'YYYY-MM-DD HH:mm:ss' in Madrid time. */
const instant = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((value) => {
    if (typeof value === 'number') return value;
    const iso = DateTime.fromISO(value, { zone: PRODUCT_TIME_ZONE });
    return (iso.isValid ? iso : DateTime.fromSQL(value, { zone: PRODUCT_TIME_ZONE })).toMillis();
  }),
  v.check((value) => Number.isFinite(value), 'a readable date'),
);

/** One error of a section: `{id, message}` (a bare id or text is read as an error without a message). */
const issueDto = v.union([
  v.pipe(
    v.object({ id: identifier, message: text }),
    v.transform((issue): CatalogIssue => ({ id: issue.id, message: issue.message })),
  ),
  v.pipe(identifier, v.transform((id): CatalogIssue => ({ id, message: '' }))),
]);
const issues = v.nullish(v.array(issueDto), []);
/** A check subsection's errors: `{errors: [...]}` or the list itself. */
const subsectionErrors = v.nullish(
  v.pipe(
    v.union([v.array(issueDto), v.object({ errors: issues })]),
    v.transform((value) => (Array.isArray(value) ? value : value.errors)),
  ),
  [],
);

/** A catalog job (spec 1 §3 "Catalog job") as the API and the check service send it. */
export const jobDto = v.object({
  external_id: identifier,
  status: text,
  last_modified: v.optional(v.nullable(instant)),
  registered: instant,
  reuse_job_date: v.optional(v.nullable(instant)),
  current_section: text,
  description: text,
  check: v.optional(v.nullable(v.object({ product_categories: subsectionErrors, products: subsectionErrors }))),
  uploading_images_to_media_server: v.optional(
    v.nullable(v.object({ processed: v.optional(numeric, 0), total: v.optional(numeric, 0), errors: issues })),
  ),
  exporting_catalog_to_domains: v.optional(v.nullable(v.record(v.string(), v.string()))),
});

/** A job's DTO as the domain's catalog job. */
export function jobFromDto(dto: v.InferOutput<typeof jobDto>): CatalogJob {
  const images = dto.uploading_images_to_media_server;
  return {
    externalId: dto.external_id,
    status: dto.status,
    lastModified: dto.last_modified ?? dto.registered,
    registered: dto.registered,
    reuseJobDate: dto.reuse_job_date ?? undefined,
    currentSection: dto.current_section,
    description: dto.description,
    check: { productCategories: dto.check?.product_categories ?? [], products: dto.check?.products ?? [] },
    imageUpload: { processed: images?.processed ?? 0, total: images?.total ?? 0, errors: images?.errors ?? [] },
    domainExports: Object.entries(dto.exporting_catalog_to_domains ?? {}).map(([domain, status]) => ({ domain, status })),
  };
}

/** GET /api/v1/catalog/jobs/descending: the records, enveloped or not. */
export const jobListAnswer = v.union([envelope(v.array(jobDto)), v.array(jobDto)]);

/**
 * An answer of the check service about a job (spec 1 §4): `{job_on_progress: job}` while it runs (202),
 * `{job: job}` once finished (200); `job` may be null when no job is known.
 */
export const jobStatusAnswer = v.object({
  job_on_progress: v.optional(v.nullable(jobDto)),
  job: v.optional(v.nullable(jobDto)),
});

/** GET /api/v1/catalog/login: where the check service is, and its token (enveloped or not). */
const accessDto = v.object({ url: v.pipe(v.string(), v.trim(), v.minLength(1)), token: v.string() });
export const checkServiceAccessAnswer = v.union([envelope(accessDto), accessDto]);

const subscriptionOptionDto = v.object({
  id: identifier,
  domain: v.string(),
  types: v.nullish(v.array(v.string()), []),
  eid: numeric,
  name: text,
  email: text,
  selected: v.optional(flag, false),
});
const workingCategoryDto = v.object({ term_id: numeric, selected: v.optional(flag, false), name: v.optional(v.nullable(v.string())) });

/** GET /api/v1/catalog/options/type/parapharmacy (spec 1 §3 "Catalog options"); the categories' key in either case. */
export const optionsAnswer = envelope(
  v.pipe(
    v.object({
      subscriptions: v.nullish(v.array(subscriptionOptionDto), []),
      workingCategories: v.optional(v.nullable(v.array(workingCategoryDto))),
      working_categories: v.optional(v.nullable(v.array(workingCategoryDto))),
    }),
    v.transform(
      (dto): CatalogOptions => ({
        subscriptions: dto.subscriptions,
        workingCategories: (dto.workingCategories ?? dto.working_categories ?? []).map((category) => ({
          termId: category.term_id,
          selected: category.selected,
          ...(category.name === null || category.name === undefined ? {} : { name: category.name }),
        })),
      }),
    ),
  ),
);

/** The PUT body of the options: the selected subscriptions' ids and the selected working categories' term ids (spec 1 §7). */
export function optionsToDto(options: CatalogOptions): { subscriptions: string[]; working_categories: number[] } {
  return {
    subscriptions: options.subscriptions.filter((subscription) => subscription.selected).map((subscription) => subscription.id),
    working_categories: options.workingCategories.filter((category) => category.selected).map((category) => category.termId),
  };
}

/** A domain's subscriptions (spec 1 §3 "Subscription"). */
const subscriptionDto = v.pipe(
  v.object({
    domain: v.string(),
    email: text,
    subscriptions: v.nullish(v.object({ prescription: v.optional(flag, false), parapharmacy: v.optional(flag, false) }), { prescription: false, parapharmacy: false }),
  }),
  v.transform((dto): DomainSubscription => ({ domain: dto.domain, email: dto.email, prescription: dto.subscriptions.prescription, parapharmacy: dto.subscriptions.parapharmacy })),
);

/** GET /api/v1/catalog/manage/subscriptions. */
export const subscriptionsAnswer = envelope(v.array(subscriptionDto));

/** The PUT body of a subscription change (spec 1 §7: domain, email, subscriptions{prescription, parapharmacy}). */
export function subscriptionToDto(subscription: DomainSubscription): { domain: string; email: string; subscriptions: { prescription: boolean; parapharmacy: boolean } } {
  return { domain: subscription.domain, email: subscription.email, subscriptions: { prescription: subscription.prescription, parapharmacy: subscription.parapharmacy } };
}

/** PUT /api/v1/catalog/check/health: per domain a result, as a list or an object keyed by domain. */
export const healthAnswer = envelope(
  v.pipe(
    v.union([
      v.array(v.object({ domain: v.string(), result: text })),
      v.record(v.string(), v.union([v.string(), v.object({ result: text })])),
    ]),
    v.transform((value): DomainHealth[] =>
      Array.isArray(value)
        ? value.map((entry) => ({ domain: entry.domain, result: entry.result }))
        : Object.entries(value).map(([domain, entry]) => ({ domain, result: typeof entry === 'string' ? entry : entry.result })),
    ),
  ),
);

/** The body of POST /api/v2/export (spec 1 §3 "Export request"); domains_info is keyed by domain. */
export function exportRequestToDto(request: ExportRequest): unknown {
  return {
    type: request.type,
    domains: request.domains,
    exclude_working_categories: request.excludeWorkingCategories,
    config: {
      check_images: request.config.checkImages,
      bypass_section_errors: request.config.bypassSectionErrors,
      maintain_deleted_products: request.config.maintainDeletedProducts,
      test_emails: request.config.testEmails,
    },
    domains_info: Object.fromEntries(request.domainsInfo.map((info) => [info.domain, { eid: info.eid, name: info.name, contact_email: info.contactEmails }])),
    description: request.description,
    reuse_job: request.reuseJob ?? null,
  };
}

import * as v from 'valibot';
import type { DayRange, Job, JobFieldValues, JobSearchQuery } from '@domain/jobs';
import { numeric } from '@adapters/shared';

/** An instant as the jobs API writes it: ISO text or epoch milliseconds. */
const instant = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.check((text) => !Number.isNaN(Date.parse(text))))]),
  v.transform((value) => (typeof value === 'number' ? value : Date.parse(value))),
);

/** A job on the wire (spec 3 §3 "Job"): `_id`, `last_update`, the eid as a number or text, `info` as JSON text or an object. */
export const jobDto = v.object({
  _id: v.string(),
  creation: instant,
  last_update: v.optional(v.nullable(instant)),
  schedule: v.optional(v.nullable(instant)),
  type: v.optional(v.nullable(v.string()), ''),
  subtype: v.optional(v.nullable(v.string()), ''),
  eid: v.optional(v.nullable(v.union([numeric, v.literal('')]))),
  author: v.optional(v.nullable(v.string()), ''),
  status: v.string(),
  info: v.optional(v.nullable(v.unknown())),
});

type JobDto = v.InferOutput<typeof jobDto>;

/** A job of the wire as the domain reads it; info that is not text is kept as its JSON text. */
export function jobFromDto(dto: JobDto): Job {
  return {
    id: dto._id,
    creation: dto.creation,
    lastUpdate: dto.last_update ?? dto.creation,
    schedule: dto.schedule ?? undefined,
    type: dto.type ?? '',
    subtype: dto.subtype ?? '',
    eid: typeof dto.eid === 'number' ? dto.eid : undefined,
    author: dto.author ?? '',
    status: dto.status,
    info: dto.info === undefined || dto.info === null ? undefined : typeof dto.info === 'string' ? dto.info : JSON.stringify(dto.info),
  };
}

/** A job as the API writes it (the fake API and the contract tests). */
export function jobToDto(job: Job): Record<string, unknown> {
  return {
    _id: job.id,
    creation: new Date(job.creation).toISOString(),
    last_update: new Date(job.lastUpdate).toISOString(),
    schedule: job.schedule === undefined ? null : new Date(job.schedule).toISOString(),
    type: job.type,
    subtype: job.subtype,
    eid: job.eid ?? null,
    author: job.author,
    status: job.status,
    info: job.info ?? null,
  };
}

/** The answer of POST /api/v1/job/search: `{ success, data: [job] }`. */
export const jobListAnswer = v.pipe(
  v.object({ success: v.literal(true), data: v.array(jobDto) }),
  v.transform((answer) => answer.data.map(jobFromDto)),
);

/** The answer of GET /api/v1/job/{id}: `{ success, data: job }`. */
export const jobAnswer = v.pipe(
  v.object({ success: v.literal(true), data: jobDto }),
  v.transform((answer) => jobFromDto(answer.data)),
);

const values = v.optional(v.array(v.string()), []);

/** The answer of GET /api/v1/jobs/getJobFieldValues: the values of type, subtype, author and status. */
export const fieldValuesAnswer = v.pipe(
  v.object({ success: v.literal(true), data: v.object({ type: values, subtype: values, author: values, status: values }) }),
  v.transform(({ data }): JobFieldValues => ({ types: data.type, subtypes: data.subtype, authors: data.author, statuses: data.status })),
);

/** A range of the search on the wire: ISO instants, either end absent when open. */
const rangeDto = v.optional(v.object({ from: v.optional(v.string()), to: v.optional(v.string()) }));

/** The body of POST /api/v1/job/search (spec 3 §7). */
export const jobSearchBody = v.object({
  creation: rangeDto,
  last_update: rangeDto,
  eid: v.optional(v.number()),
  type: v.optional(v.string()),
  subtype: v.optional(v.string()),
  author: v.optional(v.string()),
  status: v.optional(v.string()),
  limit: v.number(),
});

const iso = (at: number | undefined): string | undefined => (at === undefined ? undefined : new Date(at).toISOString());
const rangeToDto = (range: DayRange | undefined) => (range === undefined ? undefined : { from: iso(range.from), to: iso(range.to) });

/** The search body of a query: the end dates already extended by the domain. */
export function jobSearchToDto(query: JobSearchQuery): v.InferInput<typeof jobSearchBody> {
  return {
    creation: rangeToDto(query.creation),
    last_update: rangeToDto(query.lastUpdate),
    eid: query.eid,
    type: query.type,
    subtype: query.subtype,
    author: query.author,
    status: query.status,
    limit: query.limit,
  };
}

/** A search body read back into a query (the fake API). */
export function jobSearchFromDto(body: v.InferOutput<typeof jobSearchBody>): JobSearchQuery {
  const range = (dto: { from?: string; to?: string } | undefined): DayRange | undefined =>
    dto === undefined ? undefined : { from: dto.from === undefined ? undefined : Date.parse(dto.from), to: dto.to === undefined ? undefined : Date.parse(dto.to) };
  const query = { creation: range(body.creation), lastUpdate: range(body.last_update), eid: body.eid, type: body.type, subtype: body.subtype, author: body.author, status: body.status };
  return { ...(Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Omit<JobSearchQuery, 'limit'>), limit: 200 };
}

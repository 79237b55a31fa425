import * as v from 'valibot';
import type { Month } from '@domain/months';
import { envelope } from '@adapters/shared';

/** A yes/no the server may send as a boolean, 0/1 or 'true'/'false'. */
const flag = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['true', 'false', '0', '1'])]),
  v.transform((value) => value === true || value === 1 || value === 'true' || value === '1'),
);

const identifier = v.pipe(v.union([v.pipe(v.string(), v.trim(), v.nonEmpty()), v.pipe(v.number(), v.integer())]), v.transform(String));

/** A month as the API sends it (spec 1 §3 "Month": id, monthYear 'YYYY-MM', blocked); `_id` is read when `id` is missing. */
const monthDto = v.pipe(
  v.looseObject({
    id: v.optional(identifier),
    _id: v.optional(identifier),
    monthYear: v.pipe(v.string(), v.trim()),
    blocked: v.optional(v.nullable(flag), false),
  }),
  v.check((dto) => dto.id !== undefined || dto._id !== undefined, 'A month has an id'),
  v.transform((dto): Month => ({ id: dto.id ?? dto._id ?? '', monthYear: dto.monthYear, blocked: dto.blocked ?? false })),
);

/** GET /api/months: the months, enveloped or not. */
export const monthListAnswer = v.union([envelope(v.array(monthDto)), v.array(monthDto)]);

/** GET /api/months/{id} and POST /api/months/add-next-month: one month, enveloped or not. */
export const monthAnswer = v.union([envelope(monthDto), monthDto]);

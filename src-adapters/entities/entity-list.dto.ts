import { DateTime } from 'luxon';
import * as v from 'valibot';
import type { EntityListRow, MonthOfYear } from '@domain/entities';
import { PRODUCT_TIME_ZONE } from '@domain/shared-kernel';
import { numeric } from '@adapters/shared';

const monthOfYear = v.union([
  v.object({ year: numeric, month: numeric }),
  // "11/2026" or "2026-11"
  v.pipe(v.string(), v.trim(), v.regex(/^(\d{1,2}\/\d{4}|\d{4}-\d{1,2})$/)),
]);

/** A row of GET /api/v1/entities/extendedlist (spec 3 §3 "Entity list row (v1)"). */
const rowDto = v.object({
  id: numeric,
  name: v.optional(v.nullable(v.string()), ''),
  contact_name: v.optional(v.nullable(v.string()), ''),
  logic_group: v.optional(v.nullable(v.string()), ''),
  settings: v.optional(
    v.nullable(
      v.object({
        DATA_UPLOADER_CLASS: v.optional(v.nullable(v.string()), ''),
        LAST_UPLOAD_DATE: v.optional(v.nullable(v.union([v.string(), v.number()]))),
      }),
    ),
  ),
  lastCache: v.optional(v.nullable(monthOfYear)),
  lastReport: v.optional(v.nullable(monthOfYear)),
});

/** The whole answer: the rows, enveloped or not. */
export const entityListAnswer = v.union([v.array(rowDto), v.object({ success: v.literal(true), data: v.array(rowDto) })]);

/** A row as the domain's entity-list row. */
export function entityRowFromDto(dto: v.InferOutput<typeof rowDto>): EntityListRow {
  return {
    id: dto.id,
    name: dto.name ?? '',
    contactName: dto.contact_name ?? '',
    kam: dto.logic_group ?? '',
    erp: dto.settings?.DATA_UPLOADER_CLASS ?? '',
    lastUploadDate: instantFrom(dto.settings?.LAST_UPLOAD_DATE),
    lastCache: monthFrom(dto.lastCache),
    lastReport: monthFrom(dto.lastReport),
  };
}

/** Epoch ms from epoch ms, ISO 8601, or 'YYYY-MM-DD HH:mm:ss' in Madrid time; undefined when unreadable. */
function instantFrom(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const iso = DateTime.fromISO(value, { zone: PRODUCT_TIME_ZONE });
  const sql = iso.isValid ? iso : DateTime.fromSQL(value, { zone: PRODUCT_TIME_ZONE });
  return sql.isValid ? sql.toMillis() : undefined;
}

function monthFrom(value: v.InferOutput<typeof monthOfYear> | null | undefined): MonthOfYear | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value.month >= 1 && value.month <= 12 ? { year: value.year, month: value.month } : undefined;
  const [first = '', second = ''] = value.split(/[/-]/);
  const [year, month] = value.includes('/') ? [Number(second), Number(first)] : [Number(first), Number(second)];
  return month >= 1 && month <= 12 ? { year, month } : undefined;
}

import * as v from 'valibot';
import type { RecipientFile, RecipientSegment, UploadedRecipientFile } from '@domain/campaigns';
import { csvFileNameFor } from '@domain/client-files';
import { blobOf, numeric } from '@adapters/shared';

const identifier = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/**
 * A saved segmentation as GET /api/v1/segments/{eid} sends it (spec 2 §3 "Saved segmentation": id, name,
 * filters). Not shown in the spec, and read leniently: the id may come as `id` or `_id`, text or a
 * number; a missing name is empty; the filters are not read here.
 */
const savedSegmentDto = v.pipe(
  v.looseObject({ id: v.optional(v.nullable(identifier)), _id: v.optional(v.nullable(identifier)), name: v.optional(v.nullable(v.string()), '') }),
  v.check((dto) => (dto.id ?? dto._id ?? '') !== '', 'a saved segmentation needs an id'),
  v.transform((dto): RecipientSegment => ({ id: dto.id ?? dto._id ?? '', name: dto.name ?? '' })),
);

/** The segments by name, in Spanish order (accents and case aside). */
export function sortRecipientSegments(segments: readonly RecipientSegment[]): RecipientSegment[] {
  return [...segments].sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}

/** GET /api/v1/segments/{eid}: the pharmacy's saved segmentations, enveloped (`{ success: true, data }`) or not, by name. */
export const savedSegmentsAnswer = v.pipe(
  v.union([v.array(savedSegmentDto), v.object({ success: v.literal(true), data: v.array(savedSegmentDto) })]),
  v.transform((answer) => sortRecipientSegments(Array.isArray(answer) ? answer : answer.data)),
);

const countOf = (value: unknown): number => {
  const parsed = v.safeParse(numeric, value);
  return parsed.success ? parsed.output : Number.NaN;
};

/**
 * GET /api/v2/getSegmentSendCount: how many clients the segment reaches (spec 2 §7: success and count).
 * Not shown in the spec beyond that, and read leniently: `count` as a number or digits, or, failing it,
 * `data` (the count itself, or an object with `count`). An answer without a whole count is not valid.
 */
export const segmentCountAnswer = v.pipe(
  v.looseObject({ success: v.literal(true), count: v.optional(v.unknown()), data: v.optional(v.unknown()) }),
  v.transform((answer): number => {
    if (answer.count !== undefined && answer.count !== null) return countOf(answer.count);
    const data = answer.data;
    return typeof data === 'object' && data !== null ? countOf((data as Record<string, unknown>).count) : countOf(data);
  }),
  v.check((count) => Number.isInteger(count) && count >= 0, 'the answer carries how many clients the segment reaches'),
);

const uploadedDto = v.looseObject({ excel: v.pipe(v.string(), v.minLength(1)), xlsx: v.pipe(v.string(), v.minLength(1)) });

/**
 * The upload's answer (not shown in the spec): where the CSV (`excel`) and the original file (`xlsx`)
 * are kept, bare or as `data` of `{ success: true, data }`.
 */
export const uploadedRecipientFileAnswer = v.union([
  v.pipe(uploadedDto, v.transform((files): UploadedRecipientFile => ({ excel: files.excel, xlsx: files.xlsx }))),
  v.pipe(
    v.object({ success: v.literal(true), data: uploadedDto }),
    v.transform(({ data }): UploadedRecipientFile => ({ excel: data.excel, xlsx: data.xlsx })),
  ),
]);

/** The media type of an original client file, by its extension (spec 2 §5: .xls or .xlsx). */
export function spreadsheetMediaType(name: string): string {
  return /\.xls$/i.test(name) ? 'application/vnd.ms-excel' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
}

/**
 * The upload's multipart body (not shown in the spec; spec 2 §5: both the CSV and the original file are
 * uploaded): `csv`, the converted sheet as text/csv named after the original ({@link csvFileNameFor}),
 * and `xlsx`, the original file under the original name (a chosen file is put in the form as it is,
 * not read on the page; bytes are wrapped, not decoded).
 */
export async function recipientFileForm(file: RecipientFile): Promise<FormData> {
  const form = new FormData();
  form.append('csv', await blobOf(file.csv, 'text/csv'), csvFileNameFor(file.name));
  form.append('xlsx', await blobOf(file.original, spreadsheetMediaType(file.name)), file.name);
  return form;
}

import * as v from 'valibot';
import type { EmailHeader } from '@domain/campaigns';

/** A design field: JSON text, or the design object itself. */
const designField = v.optional(v.nullable(v.union([v.string(), v.looseObject({})])));

/**
 * A sheet as the campaign service keeps it (spec 2 §3 "Sheet/template": EID, Description, Content, type,
 * JSON_content). Not shown in the spec, and read leniently: the design may also come as `json`, the HTML
 * as `html`; the other fields are not read.
 */
const sheetDto = v.looseObject({
  JSON_content: designField,
  json: designField,
  Content: designField,
  html: v.optional(v.nullable(v.string())),
});

type SheetDto = v.InferOutput<typeof sheetDto>;

const designText = (value: string | Record<string, unknown> | null | undefined): string | undefined =>
  value === undefined || value === null ? undefined : typeof value === 'string' ? value : JSON.stringify(value);

/** Text that reads as JSON (an object or a list), as a design is stored, rather than HTML. */
const looksLikeJson = (text: string): boolean => /^\s*[{[]/.test(text);

/**
 * A header sheet as the domain's header. The design is `JSON_content` (text, or the object as JSON text),
 * else `json`, else `Content` when it is an object or JSON text; the HTML is `html`, else `Content` when it
 * is text and not the design, else ''. A sheet with none of these fields (`{}`) is no header.
 */
function headerFromSheet(sheet: SheetDto): EmailHeader | undefined {
  const design = designText(sheet.JSON_content) ?? designText(sheet.json);
  const content = sheet.Content ?? undefined;
  const contentIsDesign = content !== undefined && design === undefined && (typeof content !== 'string' || looksLikeJson(content));
  const html = sheet.html ?? (typeof content === 'string' && !contentIsDesign ? content : undefined);
  const json = design ?? (contentIsDesign ? designText(content) : undefined);
  if (json === undefined && html === undefined) return undefined;
  return { json: json ?? '', html: html ?? '' };
}

/** What carries the sheet: nothing (absent, null), a list of sheets or the sheet itself. */
const sheetData = v.union([v.undefined(), v.null(), v.array(sheetDto), sheetDto]);

/** The header of `data`: a list's first sheet (an empty list is none), the sheet, or none. */
function headerOf(data: v.InferOutput<typeof sheetData>): EmailHeader | undefined {
  const sheet = Array.isArray(data) ? data[0] : (data ?? undefined);
  return sheet === undefined ? undefined : headerFromSheet(sheet);
}

const isEnvelope = (data: unknown): boolean => typeof data === 'object' && data !== null && !Array.isArray(data) && 'success' in data;

/**
 * GET /sheets/get_sheet_header/{eid}: the pharmacy's header, or undefined when it has none. Not shown in
 * the spec, and read leniently: the sheet comes as `data` of `{ success: true, data }` or bare, alone or
 * as the first of a list; none, null, an empty list or a sheet without any design or HTML field means the
 * pharmacy has no header (and so does a 404, which the adapter reads itself). An envelope whose `data` is
 * not one of these is not valid.
 */
export const emailHeaderAnswer = v.union([
  v.pipe(
    v.looseObject({ success: v.literal(true), data: v.optional(sheetData) }),
    v.transform((answer) => headerOf(answer.data)),
  ),
  v.pipe(sheetData, v.check((data) => !isEnvelope(data), 'a bare sheet has no success field'), v.transform(headerOf)),
]);

/** The body of POST /sheets/newSheetHeader/{eid} (spec 2 §7: json, desc): the design's JSON text and the description. */
export function newHeaderToDto(header: EmailHeader, description: string): { json: string; desc: string } {
  return { json: header.json, desc: description };
}

/**
 * The body of POST /sheets/update_header/{eid} (spec 2 §7: json): the design's JSON text only. The HTML
 * is not sent: the spec's sheet calls carry the design alone (update_sheet, createSheetCalendar,
 * newSheetHeader), and no sheet call of this project sends HTML.
 */
export function headerUpdateToDto(header: EmailHeader): { json: string } {
  return { json: header.json };
}

/** An answer that only says the call worked (`success: true`, any data). */
export const headerSavedAnswer = v.looseObject({ success: v.literal(true) });

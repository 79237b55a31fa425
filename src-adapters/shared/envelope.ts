import * as v from 'valibot';

/**
 * The main API's answer envelope: `{ success: true, data }`. A `success: false` answer never reaches
 * a schema: the transport turns it into an ApiError carrying the server's message.
 */
export function envelope<T>(data: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, T> {
  return v.pipe(
    v.object({ success: v.literal(true), data }),
    v.transform((answer) => answer.data),
  );
}

/** A number the server may send as text ("2"). */
export const numeric = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/))]),
  v.transform(Number),
);

/** A yes/no the server may send as a boolean, 1 or 0, or the text 'true' or 'false'. */
export const flag = v.pipe(
  v.union([v.boolean(), numeric, v.literal('true'), v.literal('false')]),
  v.transform((value) => value === true || value === 'true' || value === 1),
);

/** The new record's id in a creation's `data`: `data` itself (text or a number), or the first of `keys` of it that holds one. */
function createdId(data: unknown, keys: readonly string[]): string | undefined {
  if (typeof data === 'string' || typeof data === 'number') return String(data);
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  for (const key of keys) {
    const id = record[key];
    if (id !== undefined && id !== null) return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  }
  return undefined;
}

/**
 * A creation's answer, `{ success: true, data }`, read as the new record's id: `data` itself, or the
 * first of `keys` of `data` that the server filled (`id`, `insertId`, `_id`…); undefined without one.
 */
export function createdIdAnswer(keys: readonly string[]): v.GenericSchema<unknown, string | undefined> {
  return v.pipe(
    v.looseObject({ success: v.literal(true), data: v.optional(v.unknown()) }),
    v.transform((answer) => createdId(answer.data, keys)),
  );
}

/** {@link createdIdAnswer} for a call whose answer must carry the id: one without it is not valid (`what` names the record). */
export function requiredCreatedIdAnswer(keys: readonly string[], what: string): v.GenericSchema<unknown, string> {
  return v.pipe(
    v.looseObject({ success: v.literal(true), data: v.optional(v.unknown()) }),
    v.transform((answer) => createdId(answer.data, keys) ?? ''),
    v.minLength(1, `the answer carries the new ${what} id`),
  );
}

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

import * as v from 'valibot';
import type { CrmAnswerValue } from '@domain/crm';

/** A CRM filter as an address holds it (the CRM responses, the segmentation's CRM mode): the question's id and the value asked for. */
export interface AddressCrmFilter {
  readonly q: string;
  readonly v: CrmAnswerValue;
}

const answerValue = v.union([v.string(), v.pipe(v.number(), v.finite()), v.boolean(), v.array(v.string()), v.null()]);
const addressFilter = v.object({ q: v.pipe(v.string(), v.nonEmpty()), v: answerValue });

/** How many filters a link keeps at most (a form has a few dozen questions at the very most). */
const MAX_FILTERS = 40;

/**
 * The filters a link carries, read entry by entry: a malformed entry is dropped and the others stay,
 * so a shared link never breaks the screen.
 */
export const crmAddressFilters = v.pipe(
  v.array(v.unknown()),
  v.transform((entries) =>
    entries.slice(0, MAX_FILTERS).flatMap((entry): AddressCrmFilter[] => {
      const parsed = v.safeParse(addressFilter, entry);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

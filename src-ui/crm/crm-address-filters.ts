import { crmFilterFor, type CrmFilter, type CrmForm } from '@domain/crm';
import type { AddressCrmFilter } from './crm-search';

/**
 * The filter entries the address asks for, over `form`'s questions: an entry whose question the form
 * no longer has, or whose type is not filtered, is left out; one question counts once (the first).
 */
export function crmFiltersFromAddress(entries: readonly AddressCrmFilter[] | undefined, form: Pick<CrmForm, 'fields'>): CrmFilter[] {
  const seen = new Set<string>();
  return (entries ?? []).flatMap((entry) => {
    const question = form.fields.find((field) => field.id === entry.q);
    if (question === undefined || seen.has(entry.q)) return [];
    seen.add(entry.q);
    const filter = crmFilterFor(question, entry.v);
    return filter === undefined ? [] : [filter];
  });
}

/** The filters as the address holds them, undefined when there are none (a short address). */
export function crmFiltersToAddress(filters: readonly CrmFilter[]): AddressCrmFilter[] | undefined {
  return filters.length === 0 ? undefined : filters.map((filter) => ({ q: filter.id, v: filter.value }));
}

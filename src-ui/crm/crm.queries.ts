import { queryOptions } from '@tanstack/react-query';
import { crmKeys } from '../shared/crm-query-keys';
import type { UiServices } from '../shared/ui-services';

/**
 * Queries of the CRM screens; hierarchical keys ({@link crmKeys}: the form's and the answers' prefixes),
 * so a change invalidates everything that reads what it touched.
 */
export const crmQueries = {
  all: crmKeys.all,
  formKey: (eid: number) => crmKeys.form(eid),
  /** The pharmacy's form; null while it has none. */
  form: (services: UiServices, eid: number) =>
    queryOptions({
      queryKey: crmQueries.formKey(eid),
      queryFn: async () => (await services.crm.form(eid)) ?? null,
      // The screens offer their own retry.
      retry: false,
    }),
  /** The questions every form has: the same for every pharmacy, read once a session. */
  mandatoryQuestions: (services: UiServices) =>
    queryOptions({ queryKey: [...crmQueries.all, 'mandatory-questions'] as const, queryFn: () => services.crm.mandatoryQuestions(), staleTime: Infinity, retry: false }),
  /** The ready-made questions a form may add. */
  templates: (services: UiServices) => queryOptions({ queryKey: [...crmQueries.all, 'templates'] as const, queryFn: () => services.crm.templates(), staleTime: Infinity, retry: false }),
  /** The responses: the table's key, which the table's request completes. */
  responsesKey: (eid: number, formId: string) => [...crmKeys.answers(eid), 'responses', formId] as const,
  responseKey: (eid: number, id: string) => [...crmKeys.answers(eid), 'response', id] as const,
  /** One response, with the form's current questions. */
  response: (services: UiServices, eid: number, id: string) => queryOptions({ queryKey: crmQueries.responseKey(eid, id), queryFn: () => services.crm.response(id), retry: false }),
  unsyncedKey: (eid: number) => [...crmKeys.answers(eid), 'unsynced'] as const,
  /** The pharmacy's responses not yet synced with an ERP client. */
  unsynced: (services: UiServices, eid: number) => queryOptions({ queryKey: crmQueries.unsyncedKey(eid), queryFn: () => services.crm.unsyncedAnswers(eid), retry: false }),
  /** The clients of the pharmacy's ERP (thousands): kept a few minutes. */
  erpClients: (services: UiServices, eid: number) =>
    queryOptions({ queryKey: [...crmQueries.all, 'erp-clients', eid] as const, queryFn: () => services.crm.erpClients(eid), staleTime: 5 * 60_000, retry: false }),
  /** The pharmacy's website (its web store's name) and shop address, which the form's creation starts from. */
  pharmacyProfile: (services: UiServices, eid: number) =>
    queryOptions({ queryKey: [...crmQueries.all, 'pharmacy-profile', eid] as const, queryFn: () => services.dashboard.pharmacyProfile(eid), staleTime: 5 * 60_000, retry: false }),
};

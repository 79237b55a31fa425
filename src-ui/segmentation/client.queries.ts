import { queryOptions } from '@tanstack/react-query';
import { crmKeys } from '../shared/crm-query-keys';
import type { UiServices } from '../shared/ui-services';

/** Queries of the pharmacy's clients; hierarchical keys, so one client's panel is refreshed alone. */
export const clientQueries = {
  all: ['segmentation', 'clients'] as const,
  dataKey: (eid: number, clientId: string) => [...clientQueries.all, eid, 'panel', clientId] as const,
  /** Everything the client panel shows of client `clientId` of pharmacy `eid` (spec 2 §2 "Client panel"). */
  data: (services: UiServices, eid: number, clientId: string) =>
    queryOptions({
      queryKey: clientQueries.dataKey(eid, clientId),
      queryFn: () => services.clients.clientData(eid, clientId),
      // The panel offers its own retry.
      retry: false,
    }),
  /**
   * The loyalty-CRM response of the client whose member id is `memberId` (null when none), under the
   * pharmacy's CRM answers, so a sync or an edit on the CRM screen reads it again.
   */
  crmResponse: (services: UiServices, eid: number, memberId: string) =>
    queryOptions({
      queryKey: [...crmKeys.answers(eid), 'member', memberId] as const,
      queryFn: async () => (await services.crm.responseByMember(memberId)) ?? null,
      // The panel offers its own retry.
      retry: false,
    }),
};

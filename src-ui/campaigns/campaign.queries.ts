import { queryOptions } from '@tanstack/react-query';
import type { UiServices } from '../shared/ui-services';

/** Queries of the campaign screens; hierarchical keys so a change invalidates exactly what it touches. */
export const campaignQueries = {
  all: ['campaigns'] as const,
  listKey: (eid: number) => [...campaignQueries.all, 'list', eid] as const,
  /** The pharmacy's campaigns, newest first, at most 250 (spec 2 §2). */
  list: (services: UiServices, eid: number) =>
    queryOptions({
      queryKey: campaignQueries.listKey(eid),
      queryFn: () => services.campaigns.list(eid),
      retry: false,
    }),
  /** One whole campaign (its HTML and JSON), read afresh each time it is shown. */
  detail: (services: UiServices, cid: string) =>
    queryOptions({
      queryKey: [...campaignQueries.all, 'detail', cid] as const,
      queryFn: () => services.campaigns.get(cid),
      retry: false,
      staleTime: 0,
    }),
  senderKey: (eid: number) => [...campaignQueries.all, 'sender', eid] as const,
  /** The pharmacy's sender, or null when it has none. */
  sender: (services: UiServices, eid: number) =>
    queryOptions({
      queryKey: campaignQueries.senderKey(eid),
      queryFn: async () => (await services.senders.get(eid)) ?? null,
      retry: false,
    }),
  /** The pharmacy's saved segmentations, offered as a campaign's recipients. */
  segments: (services: UiServices, eid: number) =>
    queryOptions({
      queryKey: [...campaignQueries.all, 'segments', eid] as const,
      queryFn: () => services.campaignAudience.segments(eid),
      retry: false,
    }),
  /** How many clients a segment reaches (read again after a minute: segments grow). */
  segmentCount: (services: UiServices, eid: number, segmentId: string) =>
    queryOptions({
      queryKey: [...campaignQueries.all, 'segment-count', eid, segmentId] as const,
      queryFn: () => services.campaignAudience.segmentCount(eid, segmentId),
      retry: false,
      staleTime: 60_000,
    }),
  headerKey: (eid: number) => [...campaignQueries.all, 'header', eid] as const,
  /** The pharmacy's email header, or null when it has none. */
  header: (services: UiServices, eid: number) =>
    queryOptions({
      queryKey: campaignQueries.headerKey(eid),
      queryFn: async () => (await services.emailHeaders.get(eid)) ?? null,
      retry: false,
      staleTime: 0,
    }),
};

import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  withFinishedJob,
  withSubscriptionType,
  type CatalogJob,
  type CatalogOptions,
  type DomainHealth,
  type DomainSubscription,
  type SubscriptionType,
} from '@domain/catalog-export';
import { useUiServices } from '../shared/ui-services-context';
import { usePendingIds } from '../shared/use-pending-ids';
import { catalogQueries } from './catalog.queries';
import { useGuardedMutation } from '../shared/guarded-mutation';

/** A switch of one subscription type of a domain: the subscription as it is to be saved, and the type switched. */
export interface SubscriptionChange {
  readonly next: DomainSubscription;
  readonly type: SubscriptionType;
}

/**
 * Saves a domain's subscription (spec 1 §2.4). The cached subscription list shows the switch at once and
 * the domain is pending until the save settles. On success `onSaved` is called and the catalog options
 * are invalidated, since parapharmacy decides which domains the export offers; the subscription list
 * already holds what was saved and is not refetched. On failure the switch is put back and `onFailed`
 * is told.
 */
export function useSaveSubscription(callbacks: { onSaved?: (saved: DomainSubscription) => void; onFailed?: (error: Error, change: SubscriptionChange) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const [pending, markPending] = usePendingIds();
  const key = catalogQueries.subscriptions(services).queryKey;
  const mutation = useGuardedMutation({
    mutationFn: ({ next }: SubscriptionChange) => services.catalog.saveSubscription(next),
    inFlightKey: ({ next, type }) => `${next.domain}:${type}:${String(next[type])}`,
    onMutate: ({ next, type }) => {
      markPending(next.domain, true);
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (list) => (list === undefined ? list : withSubscriptionType(list, next.domain, type, next[type])));
    },
    onError: (error, change) => {
      const { next, type } = change;
      queryClient.setQueryData(key, (list) => (list === undefined ? list : withSubscriptionType(list, next.domain, type, !next[type])));
      callbacks.onFailed?.(error, change);
    },
    onSuccess: (_saved, { next }) => {
      callbacks.onSaved?.(next);
      void queryClient.invalidateQueries({ queryKey: catalogQueries.options(services).queryKey });
    },
    onSettled: (_saved, _error, { next }) => markPending(next.domain, false),
  });
  return {
    /** Switches `type` of `subscription` to `value` and saves it. */
    setSubscription: (subscription: DomainSubscription, type: SubscriptionType, value: boolean) => mutation.mutate({ next: { ...subscription, [type]: value }, type }),
    /** The domains whose subscription is being saved. */
    pending,
  };
}

/**
 * Saves the catalog options (spec 1 §2.4: the selected domains and the excluded working categories).
 * The cached options show the change at once, before the save starts. When saving fails the options
 * go back to what they were before this change, `onFailed` is told and the options are invalidated so
 * they are read again; a successful save needs no refetch.
 */
export function useSaveCatalogOptions(callbacks: { onFailed?: (error: Error) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const key = catalogQueries.options(services).queryKey;
  const mutation = useGuardedMutation({
    mutationFn: ({ next }: { next: CatalogOptions; previous: CatalogOptions | undefined }) => services.catalog.saveOptions(next),
    // Each change of the options is saved; only the same options twice at once are one save.
    inFlightKey: ({ next }) => JSON.stringify(next),
    onError: (error, { previous }) => {
      if (previous !== undefined) queryClient.setQueryData(key, previous);
      callbacks.onFailed?.(error);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return {
    /** Shows `next` as the options at once and saves it. */
    saveOptions: (next: CatalogOptions) => {
      const previous = queryClient.getQueryData(key);
      void queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, next);
      mutation.mutate({ next, previous });
    },
  };
}

/**
 * Deletes the record of a past job (spec 1 §2.4). Once deleted it leaves the cached job records and
 * `onDeleted` is called; the records are not refetched, since nothing else changed them. A failure
 * leaves the records as they were and is passed to `onFailed`. `deleting` is the external id of the
 * job being deleted.
 */
export function useDeleteCatalogJob(callbacks: { onDeleted?: (job: CatalogJob) => void; onFailed?: (error: Error, job: CatalogJob) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<string | undefined>();
  const mutation = useGuardedMutation({
    mutationFn: (job: CatalogJob) => services.catalog.deleteJob(job.externalId),
    inFlightKey: (job) => job.externalId,
    onMutate: (job) => setDeleting(job.externalId),
    onSuccess: (_done, job) => {
      queryClient.setQueryData(catalogQueries.jobs(services).queryKey, (records) => records?.filter((record) => record.externalId !== job.externalId));
      callbacks.onDeleted?.(job);
    },
    onError: (error, job) => callbacks.onFailed?.(error, job),
    onSettled: () => setDeleting(undefined),
  });
  return {
    /** Deletes the record of `job`. */
    deleteJob: (job: CatalogJob) => mutation.mutate(job),
    /** The external id of the job being deleted, if any. */
    deleting,
  };
}

/** A health check of some domains; `announce` is handed back to the callbacks, for callers that tell some checks and not others. */
export interface HealthCheckRequest {
  readonly domains: readonly string[];
  readonly announce: boolean;
}

/**
 * Checks the catalog health of some domains (spec 1 §7 PUT /api/v1/catalog/check/health). The domains
 * are `checking` until the check settles; the results go to `onChecked` and the promise `check`
 * returns, a failure to `onFailed` and a rejection. Changes no cached data, so it invalidates nothing.
 */
export function useCheckCatalogHealth(callbacks: { onChecked?: (results: readonly DomainHealth[], request: HealthCheckRequest) => void; onFailed?: (error: Error) => void } = {}) {
  const services = useUiServices();
  const [checking, markChecking] = usePendingIds();
  const mutation = useGuardedMutation({
    mutationFn: ({ domains }: HealthCheckRequest) => services.catalog.checkHealth(domains),
    inFlightKey: ({ domains }) => domains.join('\n'),
    onMutate: ({ domains }) => {
      for (const domain of domains) markChecking(domain, true);
    },
    onSuccess: (results, request) => callbacks.onChecked?.(results, request),
    onError: (error) => callbacks.onFailed?.(error),
    onSettled: (_results, _error, { domains }) => {
      for (const domain of domains) markChecking(domain, false);
    },
  });
  return {
    /** Checks the request's domains; resolves with their results (undefined when the same check is already running), rejects when the check fails. */
    check: (request: HealthCheckRequest) => mutation.mutateAsync(request),
    /** The domains being checked. */
    checking,
  };
}

/**
 * The writes the catalog job poller makes to the cached job records; the poller runs jobs through its
 * machine rather than through mutations.
 */
export function useCatalogJobRecords() {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const key = catalogQueries.jobs(services).queryKey;
    return {
      /** Puts a finished job first in the records, replacing an earlier copy of it. */
      addFinished: (job: CatalogJob) => queryClient.setQueryData(key, (records) => withFinishedJob(records ?? [], job)),
      /** Invalidates the records, to read again what a cancelled job left. */
      invalidate: () => void queryClient.invalidateQueries({ queryKey: key }),
    };
  }, [queryClient, services]);
}

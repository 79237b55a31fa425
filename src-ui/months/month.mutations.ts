import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { XLSX_MIME_TYPE } from '@domain/exports';
import { monthProductsFileName, withMonthBlocked, type Month } from '@domain/months';
import { downloadFile } from '../shared/download';
import { useUiServices } from '../shared/ui-services-context';
import { usePendingIds } from '../shared/use-pending-ids';
import { monthQueries } from './month.queries';
import { useGuardedMutation } from '../shared/guarded-mutation';

/** Rewrites the cached month list; a list that has not loaded stays unloaded. */
function setMonths(queryClient: QueryClient, change: (months: readonly Month[]) => readonly Month[]): void {
  queryClient.setQueryData<readonly Month[]>(monthQueries.listKey(), (months) => (months === undefined ? months : change(months)));
}

/** A change of a month's blocked flag: the month as it was and the flag it is given. */
export interface MonthBlockChange {
  readonly month: Month;
  readonly blocked: boolean;
}

/**
 * Blocks or unblocks a month (spec 1 §2.5). The cached list shows the new flag at once and the month is
 * marked pending until the save settles; the saved month then replaces it. When saving fails the month
 * gets its old flag back and `onFailed` is told. Either way the month list is invalidated once the save
 * settles, without waiting for the refetch.
 */
export function useToggleMonthBlocked(callbacks: { onSaved?: (saved: Month) => void; onFailed?: (error: Error, change: MonthBlockChange) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const [pending, markPending] = usePendingIds();
  const mutation = useGuardedMutation({
    mutationFn: ({ month, blocked }: MonthBlockChange) => services.months.setBlocked(month.id, blocked),
    inFlightKey: ({ month, blocked }) => `${month.id}:${String(blocked)}`,
    onMutate: async ({ month, blocked }) => {
      markPending(month.id, true);
      await queryClient.cancelQueries({ queryKey: monthQueries.listKey() });
      setMonths(queryClient, (months) => withMonthBlocked(months, month.id, blocked));
    },
    onSuccess: (saved) => {
      setMonths(queryClient, (months) => withMonthBlocked(months, saved.id, saved.blocked));
      callbacks.onSaved?.(saved);
    },
    onError: (error, change) => {
      setMonths(queryClient, (months) => withMonthBlocked(months, change.month.id, change.month.blocked));
      callbacks.onFailed?.(error, change);
    },
    onSettled: (_saved, _error, { month }) => {
      markPending(month.id, false);
      void queryClient.invalidateQueries({ queryKey: monthQueries.listKey() });
    },
  });
  return {
    /** Saves `blocked` as the flag of `month`. */
    setBlocked: (month: Month, blocked: boolean) => mutation.mutate({ month, blocked }),
    /** The ids of the months whose flag is being saved. */
    pending,
  };
}

/**
 * Adds the month after the latest (spec 1 §2.5). The added month joins the cached list (replacing a
 * month with its id) and `onAdded` gets it with the list as it now is. A failure changes nothing and
 * is passed to `onFailed`. Either way the month list is invalidated, and the mutation stays pending
 * until that refetch ends.
 */
export function useAddNextMonth(callbacks: { onAdded?: (added: Month, months: readonly Month[]) => void; onFailed?: (error: Error) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: () => services.months.addNextMonth(),
    onSuccess: (added) => {
      const current = queryClient.getQueryData<readonly Month[]>(monthQueries.listKey()) ?? [];
      const months = [...current.filter((month) => month.id !== added.id), added];
      setMonths(queryClient, () => months);
      callbacks.onAdded?.(added, months);
    },
    onError: (error) => callbacks.onFailed?.(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: monthQueries.listKey() }),
  });
}

/**
 * Exports the products in a month's marketing pictures and offers them as an .xlsx file named after the
 * month, then calls `onExported`; a failure downloads nothing and is passed to `onFailed`. Changes no
 * cached data, so it invalidates nothing.
 */
export function useExportMonthProducts(callbacks: { onExported?: (month: Month) => void; onFailed?: (error: Error, month: Month) => void } = {}) {
  const services = useUiServices();
  const [exporting, setExporting] = useState<string | undefined>();
  const mutation = useGuardedMutation({
    mutationFn: (month: Month) => services.months.exportPictureProducts(month.id),
    inFlightKey: (month) => month.id,
    onMutate: (month) => setExporting(month.id),
    onSuccess: (bytes, month) => {
      downloadFile(monthProductsFileName(month), new Blob([bytes], { type: XLSX_MIME_TYPE }));
      callbacks.onExported?.(month);
    },
    onError: (error, month) => callbacks.onFailed?.(error, month),
    onSettled: () => setExporting(undefined),
  });
  return {
    /** Exports the products of `month`. */
    exportProducts: (month: Month) => mutation.mutate(month),
    /** The id of the month being exported, if any. */
    exporting,
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PromotionalCampaign, PromotionalCampaignRecord } from '@domain/promotional';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { useUiServices } from '../shared/ui-services-context';
import { promotionalQueries } from './promotional.queries';

/**
 * Deletes a promotional campaign. Once deleted its row leaves the cached list and `onDeleted` is
 * called; a failure leaves the list as it was and is passed to `onFailed`. Either way the list is
 * invalidated when the deletion settles. `deleting` is the id of the campaign being deleted.
 */
export function useDeletePromotionalCampaign(callbacks: { onDeleted?: (campaign: PromotionalCampaignRecord) => void; onFailed?: (error: Error, campaign: PromotionalCampaignRecord) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<string | undefined>();
  const mutation = useGuardedMutation({
    mutationFn: (campaign: PromotionalCampaignRecord) => services.promotionalCampaigns.delete(campaign.id),
    inFlightKey: (campaign) => campaign.id,
    onMutate: (campaign) => setDeleting(campaign.id),
    onSuccess: (_done, campaign) => {
      queryClient.setQueryData<readonly PromotionalCampaignRecord[]>(promotionalQueries.listKey(), (rows) => rows?.filter((row) => row.id !== campaign.id));
      callbacks.onDeleted?.(campaign);
    },
    onError: (error, campaign) => callbacks.onFailed?.(error, campaign),
    onSettled: () => {
      setDeleting(undefined);
      void queryClient.invalidateQueries({ queryKey: promotionalQueries.listKey() });
    },
  });
  return {
    /** Deletes `campaign`. */
    deleteCampaign: (campaign: PromotionalCampaignRecord) => mutation.mutate(campaign),
    /** The id of the campaign being deleted, if any. */
    deleting,
  };
}

/**
 * Saves a promotional campaign: creates it when `id` is undefined, otherwise updates campaign `id`. A
 * successful save invalidates the list and the campaign's details and then calls `onSaved`; a failure
 * changes nothing and is passed to `onFailed`, so the form keeps what was typed.
 */
export function useSavePromotionalCampaign(id: string | undefined, callbacks: { onSaved?: () => void; onFailed?: (error: Error) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (campaign: PromotionalCampaign): Promise<void> => {
      if (id === undefined) await services.promotionalCampaigns.create(campaign);
      else await services.promotionalCampaigns.update(id, campaign);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: promotionalQueries.listKey() });
      if (id !== undefined) queryClient.removeQueries({ queryKey: promotionalQueries.detail(services, id).queryKey });
      callbacks.onSaved?.();
    },
    onError: (error) => callbacks.onFailed?.(error),
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { HealthcareCampaign, HealthcareCampaignDraft } from '@domain/healthcare';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { useUiServices } from '../shared/ui-services-context';
import { healthcareQueries } from './healthcare.queries';

/** What a row action does to a campaign. */
export type HealthcareRowAction = 'cancel' | 'delete';

/**
 * Cancels (through the server) or deletes a healthcare campaign. On success the list is read again
 * and `onDone` is called; a failure leaves the list as it was and goes to `onFailed`. `busy` is the id
 * of the campaign being changed.
 */
export function useHealthcareRowAction(callbacks: {
  onDone?: (action: HealthcareRowAction, campaign: HealthcareCampaign) => void;
  onFailed?: (action: HealthcareRowAction, error: Error, campaign: HealthcareCampaign) => void;
}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | undefined>();
  const mutation = useGuardedMutation({
    mutationFn: ({ action, campaign }: { action: HealthcareRowAction; campaign: HealthcareCampaign }) =>
      action === 'cancel' ? services.healthcareCampaigns.cancel(campaign.id) : services.healthcareCampaigns.delete(campaign.id),
    inFlightKey: ({ campaign }) => String(campaign.id),
    onMutate: ({ campaign }) => setBusy(campaign.id),
    onSuccess: (_done, { action, campaign }) => {
      if (action === 'delete') queryClient.setQueryData<readonly HealthcareCampaign[]>(healthcareQueries.listKey(), (rows) => rows?.filter((row) => row.id !== campaign.id));
      callbacks.onDone?.(action, campaign);
    },
    onError: (error, { action, campaign }) => callbacks.onFailed?.(action, error, campaign),
    onSettled: () => {
      setBusy(undefined);
      void queryClient.invalidateQueries({ queryKey: healthcareQueries.listKey() });
    },
  });
  return { run: (action: HealthcareRowAction, campaign: HealthcareCampaign) => mutation.mutate({ action, campaign }), busy };
}

/**
 * Saves a healthcare campaign: creates it when `id` is undefined, otherwise updates campaign `id`. A
 * successful save invalidates the list and the campaign's details and calls `onSaved`; a failure
 * changes nothing and goes to `onFailed`, so the form keeps what was typed.
 */
export function useSaveHealthcareCampaign(id: number | undefined, callbacks: { onSaved?: () => void; onFailed?: (error: Error) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (campaign: HealthcareCampaignDraft): Promise<void> => {
      if (id === undefined) await services.healthcareCampaigns.create(campaign);
      else await services.healthcareCampaigns.update(id, campaign);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: healthcareQueries.listKey() });
      if (id !== undefined) queryClient.removeQueries({ queryKey: healthcareQueries.detail(services, id).queryKey });
      callbacks.onSaved?.();
    },
    onError: (error) => callbacks.onFailed?.(error),
  });
}

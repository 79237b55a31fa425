import { useQueryClient } from '@tanstack/react-query';
import { campaignChangedSince, duplicateCampaign, newCampaignDraft, type Campaign, type CampaignSubtype } from '@domain/campaigns';
import type { Sender, SenderForm } from '@domain/senders';
import { useGuardedMutation } from '../shared/guarded-mutation';
import type { UiServices } from '../shared/ui-services';
import { useUiServices } from '../shared/ui-services-context';
import { campaignQueries } from './campaign.queries';

interface Callbacks<T> {
  readonly onDone?: (value: T, campaign: Campaign) => void;
  readonly onFailed?: (error: Error, campaign: Campaign) => void;
}

/**
 * Every campaign list of every screen (the pharmacy's, the back office's unsent and all campaigns) and
 * the figures computed from them live under the campaigns' root key: a change of one campaign reads
 * again those on screen (and marks the others stale), whichever screen made it.
 */
function invalidateCampaigns(queryClient: ReturnType<typeof useQueryClient>): void {
  void queryClient.invalidateQueries({ queryKey: campaignQueries.all });
}

/**
 * Deletes a campaign for ever (spec 2 §2, after its confirmation). Once deleted its row leaves the
 * cached list of its pharmacy; a failure leaves the list as it was. Either way the lists are read again.
 */
export function useDeleteCampaign(callbacks: Callbacks<void> = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (campaign: Campaign) => services.campaigns.remove(campaign.id ?? ''),
    inFlightKey: (campaign) => `delete:${campaign.id ?? ''}`,
    onSuccess: (_done, campaign) => {
      queryClient.setQueryData<readonly Campaign[]>(campaignQueries.listKey(campaign.eid), (rows) => rows?.filter((row) => row.id !== campaign.id));
      callbacks.onDone?.(undefined, campaign);
    },
    onError: (error, campaign) => callbacks.onFailed?.(error, campaign),
    onSettled: () => invalidateCampaigns(queryClient),
  });
}

/**
 * Duplicates a campaign as a new draft of its pharmacy (spec 2 §4: 'copia de: ' and the cleared
 * fields), read whole first so the copy keeps its content; `onDone` receives the new draft's id.
 */
export function useDuplicateCampaign(callbacks: Callbacks<string> = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (campaign: Campaign) => {
      const whole = await services.campaigns.get(campaign.id ?? '');
      return services.campaigns.createDraft(duplicateCampaign(whole, services.clock.now()));
    },
    inFlightKey: (campaign) => `duplicate:${campaign.id ?? ''}`,
    onSuccess: (id, campaign) => callbacks.onDone?.(id, campaign),
    onError: (error, campaign) => callbacks.onFailed?.(error, campaign),
    onSettled: () => invalidateCampaigns(queryClient),
  });
}

/** Sets a campaign back to pending (spec 2 §4 admin reset; back-office only). */
export function useResetCampaign(callbacks: Callbacks<void> = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (campaign: Campaign) => services.campaigns.resetToPending(campaign.id ?? ''),
    inFlightKey: (campaign) => `reset:${campaign.id ?? ''}`,
    onSuccess: (_done, campaign) => callbacks.onDone?.(undefined, campaign),
    onError: (error, campaign) => callbacks.onFailed?.(error, campaign),
    onSettled: () => invalidateCampaigns(queryClient),
  });
}

/** Registers the pharmacy's sender (spec 2 §5); the answer replaces the cached sender. */
export function useRegisterSender(eid: number, callbacks: { onDone?: (sender: Sender) => void; onFailed?: (error: Error) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (form: SenderForm) => services.senders.register(eid, form),
    onSuccess: (sender) => {
      queryClient.setQueryData(campaignQueries.senderKey(eid), sender);
      callbacks.onDone?.(sender);
    },
    onError: (error) => callbacks.onFailed?.(error),
  });
}

/** Sends the verification email again (spec 2 §4). */
export function useResendVerification(eid: number, callbacks: { onDone?: () => void; onFailed?: (error: Error) => void } = {}) {
  const services = useUiServices();
  return useGuardedMutation({
    mutationFn: () => services.senders.resendVerification(eid),
    onSuccess: () => callbacks.onDone?.(),
    onError: (error) => callbacks.onFailed?.(error),
  });
}

/** Creates a new, empty email or SMS draft (spec 2 §2 "create email/SMS campaign"); `onDone` receives its id. */
export function useCreateCampaign(eid: number, callbacks: { onDone?: (id: string) => void; onFailed?: (error: Error) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (subtype: CampaignSubtype) =>
      services.campaigns.createDraft(newCampaignDraft({ eid, subtype, product: services.config.productName, now: services.clock.now() })),
    onSuccess: (id) => callbacks.onDone?.(id),
    onError: (error) => callbacks.onFailed?.(error),
    onSettled: () => invalidateCampaigns(queryClient),
  });
}

/** The wizard's work to write: the campaign, as this wizard last read or stored it, and whether to write over a change made since. */
export interface WizardWrite {
  readonly campaign: Campaign;
  /** The campaign as the wizard last read or stored it. */
  readonly known: Campaign;
  /** Write even when someone else saved the campaign since (the user chose to). */
  readonly overwrite: boolean;
}

/** What writing the wizard's work answers: the campaign as stored, or nothing written because someone else saved it since. */
export type WizardWritten = { readonly outcome: 'saved'; readonly stored: Campaign } | { readonly outcome: 'changed' };

/**
 * Reads the campaign again and writes `request.campaign` with `write` unless someone saved it since the
 * wizard knew it (`campaignChangedSince`), or the user chose to write over that change.
 */
async function writeUnlessChanged(services: UiServices, request: WizardWrite, write: (campaign: Campaign) => Promise<Campaign>): Promise<WizardWritten> {
  if (!request.overwrite) {
    const current = await services.campaigns.get(request.campaign.id ?? '');
    if (campaignChangedSince(request.known, current)) return { outcome: 'changed' };
  }
  return { outcome: 'saved', stored: await write(request.campaign) };
}

/**
 * Saves the wizard's work on a campaign, keeping its status (spec 2 §2, §4), unless someone else saved
 * the campaign since the wizard read it (then nothing is written: the wizard asks). A failed save reaches
 * the session watcher like every mutation's, so an expired session (401) signs the user out and brings
 * them back to the wizard after signing in again. A stored save marks the campaign lists stale without
 * reading them now: the wizard saves every few seconds, the lists are read when shown.
 */
export function useSaveWizardCampaign() {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (request: WizardWrite) => writeUnlessChanged(services, request, (campaign) => services.campaigns.save(campaign)),
    onSuccess: (written) => {
      if (written.outcome === 'saved') void queryClient.invalidateQueries({ queryKey: campaignQueries.all, refetchType: 'none' });
    },
  });
}

/**
 * Finishes the wizard (spec 2 §4): turns a draft into a pending campaign with its schedule, or updates
 * a campaign already scheduled, unless someone else saved it since the wizard read it (as
 * {@link useSaveWizardCampaign}). Once stored the campaign lists are read again.
 */
export function useFinishWizardCampaign() {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (request: WizardWrite) =>
      writeUnlessChanged(services, request, (campaign) => (campaign.status === 'DRAFT' ? services.campaigns.draftToCampaign(campaign) : services.campaigns.save(campaign))),
    onSuccess: (written) => {
      if (written.outcome === 'saved') invalidateCampaigns(queryClient);
    },
  });
}

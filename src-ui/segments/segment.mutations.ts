import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CampaignSegment, SegmentInput } from '@domain/segments';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { useUiServices } from '../shared/ui-services-context';
import { segmentQueries } from './segment.queries';

/**
 * Deletes a segment (spec 2 §2). Once deleted its row leaves the cached list and `onDeleted` is called;
 * a failure leaves the list as it was and is passed to `onFailed`. Either way the list is invalidated
 * when the deletion settles. `deleting` is the id of the segment being deleted.
 */
export function useDeleteSegment(callbacks: { onDeleted?: (segment: CampaignSegment) => void; onFailed?: (error: Error, segment: CampaignSegment) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<string | undefined>();
  const mutation = useGuardedMutation({
    mutationFn: (segment: CampaignSegment) => services.segments.delete(segment.id),
    inFlightKey: (segment) => segment.id,
    onMutate: (segment) => setDeleting(segment.id),
    onSuccess: (_done, segment) => {
      queryClient.setQueryData<readonly CampaignSegment[]>(segmentQueries.listKey(), (rows) => rows?.filter((row) => row.id !== segment.id));
      callbacks.onDeleted?.(segment);
    },
    onError: (error, segment) => callbacks.onFailed?.(error, segment),
    onSettled: () => {
      setDeleting(undefined);
      void queryClient.invalidateQueries({ queryKey: segmentQueries.listKey() });
    },
  });
  return {
    /** Deletes `segment`. */
    deleteSegment: (segment: CampaignSegment) => mutation.mutate(segment),
    /** The id of the segment being deleted, if any. */
    deleting,
  };
}

/**
 * Saves a segment (spec 2 §2): creates it when `id` is undefined, otherwise updates segment `id`, with
 * the signed-in user as its author. A successful save invalidates every segment query and calls
 * `onSaved`; a failure changes nothing and is passed to `onFailed`, so the form keeps what was typed.
 */
export function useSaveSegment(id: string | undefined, callbacks: { onSaved?: () => void; onFailed?: (error: Error) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (segment: SegmentInput): Promise<void> => {
      const author = services.session.current()?.user.username ?? '';
      if (id === undefined) await services.segments.create(segment, author);
      else await services.segments.update(id, segment, author);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: segmentQueries.all });
      callbacks.onSaved?.();
    },
    onError: (error) => callbacks.onFailed?.(error),
  });
}

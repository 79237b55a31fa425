import { useQueryClient } from '@tanstack/react-query';
import type { SavedSegmentation, SaveTarget, SegmentationFilters } from '@domain/segmentation';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { useUiServices } from '../shared/ui-services-context';
import { segmentationQueries } from './segmentation.queries';

/** The campaign wizard lists saved segmentations as recipients: its list is read again after a change. */
const CAMPAIGN_SEGMENTS_KEY = ['campaigns', 'segments'] as const;

interface Callbacks<T> {
  readonly onDone?: (value: T) => void;
  readonly onFailed?: (error: Error) => void;
}

function useInvalidateSaved(eid: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: segmentationQueries.savedKey(eid) });
    void queryClient.invalidateQueries({ queryKey: CAMPAIGN_SEGMENTS_KEY });
  };
}

/**
 * Saves the filters under a name (spec 2 §4): a new segmentation, or the existing one of that name
 * updated, as {@link SaveTarget} decided. A second press while a save travels does nothing.
 */
export function useSaveSegmentation(eid: number, callbacks: Callbacks<SavedSegmentation> = {}) {
  const services = useUiServices();
  const invalidate = useInvalidateSaved(eid);
  return useGuardedMutation({
    mutationFn: ({ target, filters }: { target: SaveTarget; filters: SegmentationFilters }) =>
      target.kind === 'create'
        ? services.savedSegmentations.create(eid, { name: target.name, filters })
        : services.savedSegmentations.update(eid, target.id, { name: target.name, filters }),
    onSuccess: (saved) => callbacks.onDone?.(saved),
    onError: (error) => callbacks.onFailed?.(error),
    onSettled: invalidate,
  });
}

/** Deletes a saved segmentation (after its confirmation). */
export function useDeleteSegmentation(eid: number, callbacks: Callbacks<SavedSegmentation> = {}) {
  const services = useUiServices();
  const invalidate = useInvalidateSaved(eid);
  return useGuardedMutation({
    mutationFn: async (segmentation: SavedSegmentation) => {
      await services.savedSegmentations.remove(eid, segmentation.id);
      return segmentation;
    },
    onSuccess: (segmentation) => callbacks.onDone?.(segmentation),
    onError: (error) => callbacks.onFailed?.(error),
    onSettled: invalidate,
  });
}

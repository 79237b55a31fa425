import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CampaignTemplate, TemplateSummary } from '@domain/templates';
import { useUiServices } from '../shared/ui-services-context';
import { templateQueries } from './template.queries';
import { useGuardedMutation } from '../shared/guarded-mutation';

/**
 * Deletes a template (spec 1 §2.8). Once deleted its row leaves the cached list and `onDeleted` is
 * called; a failure leaves the list as it was and is passed to `onFailed`. Either way the template list
 * is invalidated when the deletion settles. `deleting` is the id of the template being deleted.
 */
export function useDeleteTemplate(callbacks: { onDeleted?: (template: TemplateSummary) => void; onFailed?: (error: Error, template: TemplateSummary) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<string | undefined>();
  const mutation = useGuardedMutation({
    mutationFn: (template: TemplateSummary) => services.templates.delete(template.id),
    inFlightKey: (template) => template.id,
    onMutate: (template) => setDeleting(template.id),
    onSuccess: (_done, template) => {
      queryClient.setQueryData<readonly TemplateSummary[]>(templateQueries.listKey(), (rows) => rows?.filter((row) => row.id !== template.id));
      callbacks.onDeleted?.(template);
    },
    onError: (error, template) => callbacks.onFailed?.(error, template),
    onSettled: () => {
      setDeleting(undefined);
      void queryClient.invalidateQueries({ queryKey: templateQueries.listKey() });
    },
  });
  return {
    /** Deletes `template`. */
    deleteTemplate: (template: TemplateSummary) => mutation.mutate(template),
    /** The id of the template being deleted, if any. */
    deleting,
  };
}

/**
 * Saves a template (spec 1 §2.8): creates it when `id` is undefined, otherwise updates template `id`.
 * A successful save invalidates every query under the templates key (list, details, previews, edit
 * permissions, and the segment and blog-post choices) and then calls `onSaved`; a failure changes
 * nothing and is passed to `onFailed`, so the form keeps what was typed.
 */
export function useSaveTemplate(id: string | undefined, callbacks: { onSaved?: () => void; onFailed?: (error: Error) => void } = {}) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (template: CampaignTemplate): Promise<void> => {
      if (id === undefined) await services.templates.create(template);
      else await services.templates.update(id, template);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: templateQueries.all });
      callbacks.onSaved?.();
    },
    onError: (error) => callbacks.onFailed?.(error),
  });
}

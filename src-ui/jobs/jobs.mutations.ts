import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Job, JobCommand } from '@domain/jobs';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { useUiServices } from '../shared/ui-services-context';
import { jobQueries } from './jobs.queries';

/**
 * Resets a job to PENDING or CANCELLED, or deletes it, as `author`. On success the searches and the
 * job are read again and `onDone` is called; a failure changes nothing and goes to `onFailed`. `busy`
 * is the id of the job being changed.
 */
export function useJobCommand(author: string, callbacks: { onDone?: (command: JobCommand, job: Job) => void; onFailed?: (command: JobCommand, error: Error, job: Job) => void }) {
  const services = useUiServices();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | undefined>();
  const mutation = useGuardedMutation({
    mutationFn: ({ command, job }: { command: JobCommand; job: Job }) =>
      command === 'delete' ? services.jobs.delete(job.id, author) : services.jobs.setStatus(job.id, command === 'reset-to-pending' ? 'PENDING' : 'CANCELLED', author),
    inFlightKey: ({ job }) => job.id,
    onMutate: ({ job }) => setBusy(job.id),
    onSuccess: (_done, { command, job }) => callbacks.onDone?.(command, job),
    onError: (error, { command, job }) => callbacks.onFailed?.(command, error, job),
    onSettled: (_done, _error, { job }) => {
      setBusy(undefined);
      void queryClient.invalidateQueries({ queryKey: jobQueries.searchKey() });
      void queryClient.invalidateQueries({ queryKey: jobQueries.detail(services, job.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: jobQueries.fieldValues(services).queryKey });
    },
  });
  return { run: (command: JobCommand, job: Job) => mutation.mutate({ command, job }), busy };
}

import { useQueryClient } from '@tanstack/react-query';
import type { RegenerateByErpRequest, ReportGenerationRequest } from '@domain/entities';
import { useGuardedMutation } from '../shared/guarded-mutation';
import { useUiServices } from '../shared/ui-services-context';
import { entityQueries } from './entity.queries';

/** Adds the cache or report calculation of the selected pharmacies; the status is read again at once. */
export function useGenerateReportJobs() {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (request: ReportGenerationRequest) => services.reportJobs.generate(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityQueries.statuses(services).queryKey }),
  });
}

/** Regenerates every pharmacy of an ERP (or all); the status is read again at once. */
export function useRegenerateByErp() {
  const services = useUiServices();
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (request: RegenerateByErpRequest) => services.reportJobs.regenerateByErp(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entityQueries.statuses(services).queryKey }),
  });
}

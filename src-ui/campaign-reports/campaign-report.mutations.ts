import type { CampaignReportRequest, CampaignReportResult } from '@domain/campaign-reports';
import { useUiServices } from '../shared/ui-services-context';
import { useGuardedMutation } from '../shared/guarded-mutation';

/**
 * Fetches the report of past campaigns for a validated request (spec 1 §2.7). The result goes to
 * `onFetched` with its request, a failure to `onFailed`. Reports are not cached, so it invalidates
 * nothing.
 */
export function useFetchCampaignReport(callbacks: { onFetched?: (result: CampaignReportResult, request: CampaignReportRequest) => void; onFailed?: (error: Error) => void } = {}) {
  const services = useUiServices();
  return useGuardedMutation({
    mutationFn: (request: CampaignReportRequest) => services.campaignReports.fetchReport(request),
    onSuccess: (result, request) => callbacks.onFetched?.(result, request),
    onError: (error) => callbacks.onFailed?.(error),
  });
}

import type { CampaignReportFormError } from './report-request';

/**
 * Every alert of the campaign-reports screen (spec 1 §5, §8): the form's errors, a report without
 * purchases and a failed request. The screen words them; MISSING_FIELDS names the chosen contact kind.
 */
export type CampaignReportMessageCode = CampaignReportFormError | 'NO_PURCHASES' | 'REQUEST_FAILED';

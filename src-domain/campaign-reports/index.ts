export { CONTACT_KIND_NAMES, isValidContact, splitContactList } from './contact-list';
export type { ContactKind, ContactLines } from './contact-list';
export { validateCampaignReport } from './report-request';
export type { CampaignReportForm, CampaignReportFormError, CampaignReportRequest, ValidCampaignReport } from './report-request';
export { hasNoPurchases, netTotal, salesTotals } from './report-result';
export type { CampaignReportResult, CampaignReportSummary, ClientSales, SalesTotals } from './report-result';
export { CAMPAIGN_REPORT_MESSAGES, campaignReportMessage } from './report-messages';
export type { CampaignReportMessageCode } from './report-messages';

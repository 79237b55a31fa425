/**
 * The operations the memory profile's fault switch can fail: `<service>.<method>` for every method of
 * every port the UI reaches (`services.<service>`), as the demo adapters pass them to
 * `DemoDatabase.simulate`. Tests name an operation only through this map, so a renamed operation
 * changes here alone; the Playwright specs read the same map through `e2e/support/demo-faults.ts`.
 * This file imports nothing, so both test runners can load it.
 */
export const DEMO_FAULT = {
  catalogOptions: 'catalog.options',
  catalogSaveOptions: 'catalog.saveOptions',
  catalogSubscriptions: 'catalog.subscriptions',
  catalogSaveSubscription: 'catalog.saveSubscription',
  catalogJobs: 'catalog.jobs',
  catalogDeleteJob: 'catalog.deleteJob',
  catalogCheckHealth: 'catalog.checkHealth',
  catalogCheckRunningJob: 'catalogCheck.runningJob',
  catalogCheckJobStatus: 'catalogCheck.jobStatus',
  catalogCheckStartCheck: 'catalogCheck.startCheck',
  catalogCheckStartExport: 'catalogCheck.startExport',
  catalogCheckCancelRunningJob: 'catalogCheck.cancelRunningJob',
  monthsList: 'months.list',
  monthsSetBlocked: 'months.setBlocked',
  monthsAddNextMonth: 'months.addNextMonth',
  monthsExportPictureProducts: 'months.exportPictureProducts',
  templatesList: 'templates.list',
  templatesGet: 'templates.get',
  templatesCreate: 'templates.create',
  templatesUpdate: 'templates.update',
  templatesDelete: 'templates.delete',
  templatesHtml: 'templates.html',
  templatesCheckEditPermission: 'templates.checkEditPermission',
  templateSegmentsList: 'templateSegments.list',
  blogPostsList: 'blogPosts.list',
  emailDesignerOpen: 'emailDesigner.open',
  campaignReportsFetchReport: 'campaignReports.fetchReport',
  campaignsList: 'campaigns.list',
  campaignsGet: 'campaigns.get',
  campaignsRemove: 'campaigns.remove',
  campaignsCreateDraft: 'campaigns.createDraft',
  campaignsResetToPending: 'campaigns.resetToPending',
  campaignsSave: 'campaigns.save',
  campaignsDraftToCampaign: 'campaigns.draftToCampaign',
  backofficeCampaignsListAll: 'backofficeCampaigns.listAll',
  backofficeCampaignsListUnsent: 'backofficeCampaigns.listUnsent',
  backofficeCampaignsAggregateReport: 'backofficeCampaigns.aggregateReport',
  campaignResultsEmailReport: 'campaignResults.emailReport',
  campaignResultsSmsReport: 'campaignResults.smsReport',
  campaignResultsUpdateRoiFilter: 'campaignResults.updateRoiFilter',
  campaignResultsExcelReport: 'campaignResults.excelReport',
  campaignTestsSendEmail: 'campaignTests.sendEmail',
  campaignTestsSendSms: 'campaignTests.sendSms',
  campaignAudienceSegments: 'campaignAudience.segments',
  campaignAudienceSegmentCount: 'campaignAudience.segmentCount',
  campaignAudienceUpload: 'campaignAudience.upload',
  emailHeadersGet: 'emailHeaders.get',
  emailHeadersCreate: 'emailHeaders.create',
  emailHeadersUpdate: 'emailHeaders.update',
  sendersGet: 'senders.get',
  sendersRegister: 'senders.register',
  sendersResendVerification: 'senders.resendVerification',
  dashboardPharmacyProfile: 'dashboard.pharmacyProfile',
  entitiesList: 'entities.list',
  sessionGatewayLogin: 'sessionGateway.login',
  sessionGatewayEmbeddedLogin: 'sessionGateway.embeddedLogin',
  sessionGatewayTokenLogin: 'sessionGateway.tokenLogin',
  sessionGatewayEntityLogin: 'sessionGateway.entityLogin',
  legalTermsGet: 'legalTerms.get',
  legalTermsSign: 'legalTerms.sign',
  serverInfoExecutionMode: 'serverInfo.executionMode',
  frontVersionDeployedVersion: 'frontVersion.deployedVersion',
  spreadsheetsRead: 'spreadsheets.read',
  clientsSearchClients: 'clients.searchClients',
  clientsExportClients: 'clients.exportClients',
  clientsClientData: 'clients.clientData',
  clientsImportClients: 'clients.importClients',
  segmentationCatalogMasterData: 'segmentationCatalog.masterData',
  segmentationCatalogSearchOptions: 'segmentationCatalog.searchOptions',
  savedSegmentationsList: 'savedSegmentations.list',
  savedSegmentationsCreate: 'savedSegmentations.create',
  savedSegmentationsUpdate: 'savedSegmentations.update',
  savedSegmentationsRemove: 'savedSegmentations.remove',
  crmForm: 'crm.form',
  crmMandatoryQuestions: 'crm.mandatoryQuestions',
  crmTemplates: 'crm.templates',
  crmCreateForm: 'crm.createForm',
  crmUpdateForm: 'crm.updateForm',
  crmResponses: 'crm.responses',
  crmResponse: 'crm.response',
  crmUpdateResponse: 'crm.updateResponse',
  crmUnsyncedAnswers: 'crm.unsyncedAnswers',
  crmErpClients: 'crm.erpClients',
  crmSyncUser: 'crm.syncUser',
} as const;

/** An operation the fault switch knows. */
export type DemoFaultOperation = (typeof DEMO_FAULT)[keyof typeof DEMO_FAULT];

/** Statuses with a meaning of their own to the fault switch; any other number is that HTTP status. */
export const DEMO_FAULT_STATUS = {
  /** No server answered. */
  noServer: -1,
  /** The server answered `success: false` with a message. */
  serverMessage: 200,
} as const;

/** The local-storage key of the fault switch, as the memory profile reads it. */
export const DEMO_FAULTS_STORAGE_KEY = 'backoffice.demo.faults';

/** What the fault switch holds: the status each named operation fails with. */
export type DemoFaults = Partial<Record<DemoFaultOperation, number>>;

import { portMethods, token } from '@domain/shared-kernel';
import type { EntityReportStatus, RegenerateByErpRequest, ReportGenerationRequest } from './report-jobs';

/** The cache and report jobs of the back-office entity list (spec 3 §7 "Reports"). */
export interface ReportJobGateway {
  /** GET /api/v2/reports/status: each pharmacy's job state and its last cache and report months. */
  statuses(): Promise<readonly EntityReportStatus[]>;
  /**
   * PUT /api/v1/entity/mainpanel/cache {entities, from{year,month}} for the cache, PUT
   * /api/v1/entity/mainpanel/report {entities, date{month,year}} for the reports: adds the calculation
   * job of the selected pharmacies.
   */
  generate(request: ReportGenerationRequest): Promise<void>;
  /** PUT /api/v2/regenerate-data/by-erp {cache, report, erp}: regenerates every pharmacy of an ERP (or all). */
  regenerateByErp(request: RegenerateByErpRequest): Promise<void>;
}

/** Token of the {@link ReportJobGateway} port. */
export const ReportJobGateway = token<ReportJobGateway>('entities.ReportJobGateway');

/** Every call of the {@link ReportJobGateway} port. */
export const ReportJobGatewayMethods = portMethods<ReportJobGateway>()('statuses', 'generate', 'regenerateByErp');

export {
  DEFAULT_PION_SORT,
  EXECUTE_NOW_MESSAGES,
  PION_SORT_COLUMNS,
  TOP_FAILING_PHARMACIES,
  checkExecuteNow,
  failuresPerTest,
  filterPionRows,
  mostFailedTest,
  pionRows,
  sortPionRows,
  topFailingPharmacies,
} from './pion-test';
export type { ExecuteNowError, PharmacyFailures, PionResult, PionRow, PionSortColumn, PionTest, TestFailures } from './pion-test';
export { PionGateway, PionGatewayMethods } from './pion-gateway.port';

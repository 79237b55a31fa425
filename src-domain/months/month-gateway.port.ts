import { portMethods, token } from '@domain/shared-kernel';
import type { Month } from './month';

/** The campaign-months calls of spec 1 §7. Failures reject with an ApiError. */
export interface MonthGateway {
  /** GET /api/months: every campaign month. */
  list(): Promise<readonly Month[]>;
  /** PUT /api/months/{id} with body {blocked}, then GET /api/months/{id}: the month as saved. */
  setBlocked(id: string, blocked: boolean): Promise<Month>;
  /** POST /api/months/add-next-month: the month added (spec 1 §4 "a next month can be added"). */
  addNextMonth(): Promise<Month>;
  /** GET /api/v3/marketingPictures/exportProductsFromMonth/{monthId}: the bytes of the month's xlsx file. */
  exportPictureProducts(monthId: string): Promise<ArrayBuffer>;
}

/** Token of the {@link MonthGateway} port. */
export const MonthGateway = token<MonthGateway>('months.MonthGateway');

/** Every call of the {@link MonthGateway} port. */
export const MonthGatewayMethods = portMethods<MonthGateway>()('list', 'setBlocked', 'addNextMonth', 'exportPictureProducts');

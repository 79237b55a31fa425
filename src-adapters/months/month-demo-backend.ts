import { monthToAdd, type Month } from '@domain/months';
import { ApiError } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { demoMonths, nextMonthId, type DemoMonth } from './demo-months';
import { monthProductRows, monthProductsWorkbook } from './month-products-workbook';

const asMonth = ({ id, monthYear, blocked }: DemoMonth): Month => ({ id, monthYear, blocked });

function find(months: readonly DemoMonth[], id: string): DemoMonth {
  const month = months.find((candidate) => candidate.id === id);
  if (month === undefined) throw new ApiError('not-found', 404, 'Mes no encontrado');
  return month;
}

/** The demo's months, in the order they were added. */
export function listMonths(db: DemoDatabase): readonly Month[] {
  return demoMonths(db).all().map(asMonth);
}

/** Sets a month's blocked flag and persists it; an unknown month is a 404. */
export function saveBlocked(db: DemoDatabase, id: string, blocked: boolean): Month {
  const months = demoMonths(db);
  const month = find(months.all(), id);
  months.put({ ...month, blocked });
  return { ...asMonth(month), blocked };
}

/** Adds the month after the latest (the current one in an empty list), open and without pictures yet. */
export function addMonth(db: DemoDatabase, now: number): Month {
  const months = demoMonths(db);
  const all = months.all();
  const added: DemoMonth = { id: nextMonthId(all), monthYear: monthToAdd(all, now), blocked: false, products: [] };
  months.put(added);
  return asMonth(added);
}

/** The .xlsx file of a month's marketing-picture products; an unknown month is a 404. */
export async function exportProducts(db: DemoDatabase, id: string): Promise<ArrayBuffer> {
  const month = find(demoMonths(db).all(), id);
  return monthProductsWorkbook(month.monthYear, monthProductRows(month.products));
}

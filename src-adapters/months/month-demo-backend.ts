import { monthToAdd, type Month } from '@domain/months';
import { ApiError } from '@domain/shared-kernel';
import type { DemoDatabase } from '@adapters/demo';
import { demoMonths, type DemoMonth } from './demo-months';
import { monthProductRows, monthProductsWorkbook } from './month-products-workbook';

const asMonth = ({ id, monthYear, blocked }: DemoMonth): Month => ({ id, monthYear, blocked });

function find(months: readonly DemoMonth[], id: string): DemoMonth {
  const month = months.find((candidate) => candidate.id === id);
  if (month === undefined) throw new ApiError('not-found', 404, 'Mes no encontrado');
  return month;
}

/** The demo's months, in the order they were added. */
export function listMonths(db: DemoDatabase): readonly Month[] {
  return demoMonths(db).read().months.map(asMonth);
}

/** Sets a month's blocked flag and persists it; an unknown month is a 404. */
export function saveBlocked(db: DemoDatabase, id: string, blocked: boolean): Month {
  const slice = demoMonths(db);
  const month = find(slice.read().months, id);
  slice.update((value) => {
    for (const stored of value.months) if (stored.id === id) stored.blocked = blocked;
  });
  return { ...asMonth(month), blocked };
}

/** Adds the month after the latest (the current one in an empty list), open and without pictures yet. */
export function addMonth(db: DemoDatabase, now: number): Month {
  const slice = demoMonths(db);
  const { months, nextId } = slice.read();
  const added: DemoMonth = { id: String(nextId), monthYear: monthToAdd(months, now), blocked: false, products: [] };
  slice.update((value) => {
    value.nextId += 1;
    value.months.push(added);
  });
  return asMonth(added);
}

/** The .xlsx file of a month's marketing-picture products; an unknown month is a 404. */
export async function exportProducts(db: DemoDatabase, id: string): Promise<ArrayBuffer> {
  const month = find(demoMonths(db).read().months, id);
  return monthProductsWorkbook(month.monthYear, monthProductRows(month.products));
}

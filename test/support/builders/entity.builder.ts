import type { EntityListRow } from '@domain/entities';

/** A row of the back-office entity list: a pharmacy that uploaded on 01/05/2026, with a cache and a report. */
export function anEntityRow(overrides: Partial<EntityListRow> = {}): EntityListRow {
  return {
    id: 87,
    name: 'Farmacia Castaño',
    contactName: 'José Martínez',
    kam: 'kam-norte',
    erp: 'Farmatic',
    lastUploadDate: Date.UTC(2026, 4, 1),
    lastCache: { year: 2026, month: 4 },
    lastReport: { year: 2026, month: 3 },
    ...overrides,
  };
}

import type { EntityListRow } from '@domain/entities';

const NAMES = ['Castaño', 'Martínez', 'Llorente', 'Peña', 'Núñez', 'García', 'Ibáñez', 'Ortega', 'Sáez', 'Rubio'];
const ERPS = ['Farmatic', 'Unycop', 'Nixfarma', 'Bitfarma', 'Farmalog', ''];
const KAMS = ['Lucía Ferrer', 'Álvaro Gil', 'Marta Soler', 'Íñigo Vidal'];

/** `count` pharmacies with Spanish names, accents included, as the entity list receives them. */
export function entityRows(count: number): EntityListRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 1000 + index,
    name: `Farmacia ${NAMES[index % NAMES.length]} ${NAMES[(index * 7) % NAMES.length]} ${index}`,
    contactName: `${NAMES[(index * 3) % NAMES.length]} ${NAMES[(index * 5) % NAMES.length]}`,
    kam: KAMS[index % KAMS.length] ?? '',
    erp: ERPS[index % ERPS.length] ?? '',
    lastUploadDate: index % 13 === 0 ? undefined : Date.UTC(2026, 10, 1) + index * 60_000,
    lastCache: undefined,
    lastReport: undefined,
  }));
}

/** What the user types in the entity list's search, one character at a time. */
export const TYPED_SEARCH = 'farmacia castano 12';

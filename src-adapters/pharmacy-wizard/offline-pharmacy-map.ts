import type { GeoPoint } from '@domain/entities';
import type { MapPlace, PharmacyMap } from '@domain/pharmacy-wizard';
import { SPANISH_PROVINCE_CAPITALS } from './spanish-provinces';

/** Lower case without accents, for comparing place names. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * The maps service without a map server (ADR 37): Spain's province capitals, shipped with the
 * application. A query finds the capital whose name, or whose province's name, it contains (the
 * longest such name wins, so 'Santiago de Compostela' beats 'A Coruña' only when it is named).
 */
export class OfflinePharmacyMap implements PharmacyMap {
  places(): Promise<readonly MapPlace[]> {
    return Promise.resolve(SPANISH_PROVINCE_CAPITALS);
  }

  locate(query: string): Promise<GeoPoint | undefined> {
    return Promise.resolve(this.find(query));
  }

  private find(query: string): GeoPoint | undefined {
    const text = folded(query);
    if (text === '') return undefined;
    const words = ` ${text.replace(/[^a-z0-9ñ]+/g, ' ')} `;
    const names = (place: MapPlace): string[] => [place.name, place.province].map((name) => folded(name).replace(/[^a-z0-9ñ]+/g, ' '));
    let best: { place: MapPlace; length: number } | undefined;
    for (const place of SPANISH_PROVINCE_CAPITALS) {
      for (const name of names(place)) {
        if (words.includes(` ${name} `) && (best === undefined || name.length > best.length)) best = { place, length: name.length };
      }
    }
    return best?.place.point;
  }
}

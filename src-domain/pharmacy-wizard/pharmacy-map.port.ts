import type { GeoPoint } from '@domain/entities';
import { portMethods, token } from '@domain/shared-kernel';

/** A named place the map shows and finds (a province capital). */
export interface MapPlace {
  readonly name: string;
  readonly province: string;
  readonly point: GeoPoint;
}

/**
 * The wizard's maps service (spec 3 §2 "uses a maps service"): the places the map draws and the point
 * of an address. The spec names no map provider; see ADR 37.
 */
export interface PharmacyMap {
  /** The places drawn on the map, north to south. */
  places(): Promise<readonly MapPlace[]>;
  /** The point of a location or province named in `query`; `undefined` when none is known. */
  locate(query: string): Promise<GeoPoint | undefined>;
}

/** Token of the {@link PharmacyMap} port. */
export const PharmacyMap = token<PharmacyMap>('pharmacy-wizard.PharmacyMap');

/** Every call of the {@link PharmacyMap} port. */
export const PharmacyMapMethods = portMethods<PharmacyMap>()('places', 'locate');

import type { GeoPoint } from '@domain/entities';

/** What a map shows: its centre and its zoom (web-map levels, 0 the whole world in 256 pixels). */
export interface MapView {
  readonly centre: GeoPoint;
  readonly zoom: number;
}

/** A map's size in pixels. */
export interface MapSize {
  readonly width: number;
  readonly height: number;
}

/** Madrid, the map's default centre (spec 3 §9 "Default map centre Madrid"). */
export const MADRID: GeoPoint = { latitude: 40.4168, longitude: -3.7038 };

/** The map's default zoom (spec 3 §9 "zoom 14"). */
export const DEFAULT_MAP_ZOOM = 14;

/** Where the map opens (spec 3 §9). */
export const DEFAULT_MAP_VIEW: MapView = { centre: MADRID, zoom: DEFAULT_MAP_ZOOM };

/** The zoom levels the map allows. Not in the spec: 5 shows all of Spain, 18 a street. */
export const MIN_MAP_ZOOM = 5;
export const MAX_MAP_ZOOM = 18;

/** The latitude web maps stop at (their square world). */
const MAX_LATITUDE = 85.05112878;
const TILE = 256;

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** A zoom level kept between {@link MIN_MAP_ZOOM} and {@link MAX_MAP_ZOOM}, whole; a non-finite one is the default. */
export function clampZoom(zoom: number): number {
  return Number.isFinite(zoom) ? clamp(Math.round(zoom), MIN_MAP_ZOOM, MAX_MAP_ZOOM) : DEFAULT_MAP_ZOOM;
}

/**
 * Whether `point` is a place on Earth: a latitude from -90 to 90 and a longitude from -180 to 180,
 * both finite.
 */
export function isGeoPoint(point: GeoPoint): boolean {
  return Number.isFinite(point.latitude) && Number.isFinite(point.longitude) && Math.abs(point.latitude) <= 90 && Math.abs(point.longitude) <= 180;
}

/** The point in the world's pixels at `zoom` (web Mercator, as every tiled web map draws it). */
function project(point: GeoPoint, zoom: number): { x: number; y: number } {
  const world = TILE * 2 ** zoom;
  const latitude = (clamp(point.latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  return {
    x: ((point.longitude + 180) / 360) * world,
    y: ((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * world,
  };
}

function unproject(pixel: { x: number; y: number }, zoom: number): GeoPoint {
  const world = TILE * 2 ** zoom;
  const longitude = (pixel.x / world) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * pixel.y) / world;
  const latitude = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { latitude: clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE), longitude: ((((longitude + 180) % 360) + 360) % 360) - 180 };
}

/** Where `point` is drawn on a map of `size` showing `view`, in pixels from its top-left corner. */
export function mapPixelOf(view: MapView, size: MapSize, point: GeoPoint): { readonly x: number; readonly y: number } {
  const centre = project(view.centre, view.zoom);
  const at = project(point, view.zoom);
  return { x: at.x - centre.x + size.width / 2, y: at.y - centre.y + size.height / 2 };
}

/** The point drawn at `pixel` of a map of `size` showing `view`: the inverse of {@link mapPixelOf}. */
export function mapPointAt(view: MapView, size: MapSize, pixel: { readonly x: number; readonly y: number }): GeoPoint {
  const centre = project(view.centre, view.zoom);
  return unproject({ x: centre.x + pixel.x - size.width / 2, y: centre.y + pixel.y - size.height / 2 }, view.zoom);
}

/** The view moved by `dx`, `dy` pixels (positive right and down), at the same zoom. */
export function panMapView(view: MapView, size: MapSize, dx: number, dy: number): MapView {
  return { zoom: view.zoom, centre: mapPointAt(view, size, { x: size.width / 2 + dx, y: size.height / 2 + dy }) };
}

/** The view zoomed in (`delta` > 0) or out, kept within the allowed levels, on the same centre. */
export function zoomMapView(view: MapView, delta: number): MapView {
  return { centre: view.centre, zoom: clampZoom(view.zoom + delta) };
}

/** A point rounded to 6 decimals (about 10 cm), as the map stores it. */
export function roundGeoPoint(point: GeoPoint): GeoPoint {
  const round = (value: number): number => Math.round(value * 1e6) / 1e6;
  return { latitude: round(point.latitude), longitude: round(point.longitude) };
}

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_MAP_VIEW, MADRID, MAX_MAP_ZOOM, MIN_MAP_ZOOM, clampZoom, isGeoPoint, mapPixelOf, mapPointAt, panMapView, roundGeoPoint, zoomMapView } from '@domain/pharmacy-wizard';

const SIZE = { width: 560, height: 300 };

describe('the map view', () => {
  it('opens on Madrid at zoom 14', () => {
    expect(DEFAULT_MAP_VIEW).toEqual({ centre: { latitude: 40.4168, longitude: -3.7038 }, zoom: 14 });
  });

  it('draws its centre in the middle', () => {
    expect(mapPixelOf(DEFAULT_MAP_VIEW, SIZE, MADRID)).toEqual({ x: 280, y: 150 });
  });

  it('draws the north up and the east right', () => {
    const north = mapPixelOf(DEFAULT_MAP_VIEW, SIZE, { latitude: 40.42, longitude: -3.7038 });
    const east = mapPixelOf(DEFAULT_MAP_VIEW, SIZE, { latitude: 40.4168, longitude: -3.7 });
    expect(north.y).toBeLessThan(150);
    expect(east.x).toBeGreaterThan(280);
  });

  it('finds again the point drawn at any pixel', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 560, noNaN: true }), fc.double({ min: 0, max: 300, noNaN: true }), fc.integer({ min: MIN_MAP_ZOOM, max: MAX_MAP_ZOOM }), (x, y, zoom) => {
        const view = { centre: MADRID, zoom };
        const pixel = mapPixelOf(view, SIZE, mapPointAt(view, SIZE, { x, y }));
        expect(pixel.x).toBeCloseTo(x, 6);
        expect(pixel.y).toBeCloseTo(y, 6);
      }),
      { numRuns: 200 },
    );
  });

  it('moves by the pixels asked and zooms within its levels', () => {
    const moved = panMapView(DEFAULT_MAP_VIEW, SIZE, 100, 0);
    expect(moved.zoom).toBe(14);
    expect(mapPixelOf(DEFAULT_MAP_VIEW, SIZE, moved.centre).x).toBeCloseTo(380, 6);
    expect(zoomMapView(DEFAULT_MAP_VIEW, 1).zoom).toBe(15);
    expect(zoomMapView({ ...DEFAULT_MAP_VIEW, zoom: MAX_MAP_ZOOM }, 1).zoom).toBe(MAX_MAP_ZOOM);
    expect(zoomMapView({ ...DEFAULT_MAP_VIEW, zoom: MIN_MAP_ZOOM }, -1).zoom).toBe(MIN_MAP_ZOOM);
    expect(clampZoom(Number.NaN)).toBe(14);
    expect(clampZoom(9.6)).toBe(10);
  });

  it('wraps the longitude across the date line and stops at the poles', () => {
    const view = { centre: { latitude: 0, longitude: 179.99 }, zoom: 5 };
    expect(mapPointAt(view, SIZE, { x: 560, y: 150 }).longitude).toBeLessThan(0);
    expect(mapPointAt({ centre: { latitude: 89, longitude: 0 }, zoom: 5 }, SIZE, { x: 280, y: -10_000 }).latitude).toBeCloseTo(85.05112878, 6);
    expect(mapPixelOf({ centre: { latitude: 89.9, longitude: 0 }, zoom: 5 }, SIZE, { latitude: 90, longitude: 0 }).y).toBe(150);
  });

  it('knows a place on Earth and rounds to six decimals', () => {
    expect(isGeoPoint(MADRID)).toBe(true);
    expect(isGeoPoint({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isGeoPoint({ latitude: 0, longitude: -181 })).toBe(false);
    expect(isGeoPoint({ latitude: Number.NaN, longitude: 0 })).toBe(false);
    expect(isGeoPoint({ latitude: 0, longitude: Number.POSITIVE_INFINITY })).toBe(false);
    expect(roundGeoPoint({ latitude: 40.41680049, longitude: -3.70379951 })).toEqual({ latitude: 40.4168, longitude: -3.7038 });
  });
});

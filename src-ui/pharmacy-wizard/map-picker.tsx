import { useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { GeoPoint } from '@domain/entities';
import { DEFAULT_MAP_VIEW, MAX_MAP_ZOOM, MIN_MAP_ZOOM, isGeoPoint, mapPixelOf, mapPointAt, panMapView, roundGeoPoint, zoomMapView, type MapView } from '@domain/pharmacy-wizard';
import { notify } from '../shared/notify';
import { useUiServices } from '../shared/ui-services-context';
import { pharmacyWizardQueries } from './pharmacy-wizard.queries';

/** The map's drawing size in its own units (the SVG scales to the width it is given). */
const SIZE = { width: 560, height: 300 } as const;
/** How far an arrow key moves the map, in the map's units. */
const PAN_STEP = 60;
const GRID = 40;

const formatCoordinate = (value: number): string => value.toFixed(5);

/**
 * The pharmacy's place on a map without a tile server (ADR 37): a web-Mercator view, centred on
 * Madrid at zoom 14 by default (spec 3 §9), with a grid, Spain's province capitals and the chosen
 * point. A click, or Enter on the focused map, puts the point there; arrows move the map, + and − zoom;
 * latitude and longitude can also be typed. "Buscar en el mapa" finds the address's town or province.
 */
export function MapPicker({
  value,
  onChange,
  address,
  onAddressChange,
  suggestedAddress,
  disabled,
}: {
  readonly value: GeoPoint | undefined;
  readonly onChange: (point: GeoPoint | undefined) => void;
  /** The address searched on the map (the entity's commercial.map). */
  readonly address: string;
  readonly onAddressChange: (address: string) => void;
  /** What is searched when no address is written: the pharmacy's address as typed. */
  readonly suggestedAddress: string;
  readonly disabled?: boolean;
}) {
  const { t } = useLingui();
  const services = useUiServices();
  const titleId = useId();
  const places = useQuery(pharmacyWizardQueries.places(services));
  const [view, setView] = useState<MapView>(() => (value !== undefined && isGeoPoint(value) ? { ...DEFAULT_MAP_VIEW, centre: value } : DEFAULT_MAP_VIEW));
  const [locating, setLocating] = useState(false);

  const choose = (point: GeoPoint): void => onChange(roundGeoPoint(point));
  const pointAtEvent = (event: MouseEvent<SVGSVGElement>): GeoPoint => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = box.width > 0 ? SIZE.width / box.width : 1;
    return mapPointAt(view, SIZE, { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale });
  };
  const onKey = (event: KeyboardEvent<SVGSVGElement>): void => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-PAN_STEP, 0], ArrowRight: [PAN_STEP, 0], ArrowUp: [0, -PAN_STEP], ArrowDown: [0, PAN_STEP] };
    const move = moves[event.key];
    if (move !== undefined) setView((current) => panMapView(current, SIZE, move[0], move[1]));
    else if (event.key === '+' || event.key === '=') setView((current) => zoomMapView(current, 1));
    else if (event.key === '-') setView((current) => zoomMapView(current, -1));
    else if ((event.key === 'Enter' || event.key === ' ') && disabled !== true) choose(view.centre);
    else return;
    event.preventDefault();
  };
  const locate = async (): Promise<void> => {
    const query = address.trim() === '' ? suggestedAddress : address;
    setLocating(true);
    try {
      const found = await services.pharmacyMap.locate(query);
      if (found === undefined) {
        notify({ color: 'yellow', message: t`No se ha encontrado «${query}» en el mapa. Marca el punto a mano.` });
        return;
      }
      if (address.trim() === '') onAddressChange(query);
      setView((current) => ({ ...current, centre: found }));
      choose(found);
    } catch {
      notify({ color: 'red', message: t`No se ha podido buscar la dirección en el mapa.` });
    } finally {
      setLocating(false);
    }
  };

  const marker = value !== undefined && isGeoPoint(value) ? mapPixelOf(view, SIZE, value) : undefined;
  const offset = mapPixelOf(view, SIZE, { latitude: 0, longitude: 0 });
  const gridX = ((offset.x % GRID) + GRID) % GRID;
  const gridY = ((offset.y % GRID) + GRID) % GRID;
  const visiblePlaces = (places.data ?? [])
    .map((place) => ({ place, at: mapPixelOf(view, SIZE, place.point) }))
    .filter(({ at }) => at.x >= 0 && at.x <= SIZE.width && at.y >= 0 && at.y <= SIZE.height);

  return (
    <Stack gap="xs">
      <Text id={titleId} fw={500} size="sm">
        {t`Ubicación en el mapa`}
      </Text>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t`Dirección en el mapa`}
          placeholder={suggestedAddress}
          value={address}
          onChange={(event) => onAddressChange(event.currentTarget.value)}
          disabled={disabled}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button variant="default" onClick={() => void locate()} loading={locating} disabled={disabled}>
          {t`Buscar en el mapa`}
        </Button>
      </Group>
      <svg
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        width="100%"
        role="img"
        tabIndex={0}
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-help`}
        onClick={(event) => {
          if (disabled !== true) choose(pointAtEvent(event));
        }}
        onKeyDown={onKey}
        style={{ display: 'block', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4, background: '#eef4ea', cursor: disabled === true ? 'default' : 'crosshair', maxHeight: 320 }}
        className="map-picker"
        data-zoom={view.zoom}
      >
        {Array.from({ length: Math.ceil(SIZE.width / GRID) + 1 }, (_, index) => (
          <line key={`x${index}`} x1={gridX + index * GRID} x2={gridX + index * GRID} y1={0} y2={SIZE.height} stroke="#cfdcc8" strokeWidth={1} />
        ))}
        {Array.from({ length: Math.ceil(SIZE.height / GRID) + 1 }, (_, index) => (
          <line key={`y${index}`} y1={gridY + index * GRID} y2={gridY + index * GRID} x1={0} x2={SIZE.width} stroke="#cfdcc8" strokeWidth={1} />
        ))}
        {visiblePlaces.map(({ place, at }) => (
          <g key={place.name}>
            <circle cx={at.x} cy={at.y} r={4} fill="#495057" />
            <text x={at.x + 6} y={at.y - 6} fontSize={12} fill="#212529">
              {place.name}
            </text>
          </g>
        ))}
        {/* The centre, where Enter puts the point. */}
        <path d={`M${SIZE.width / 2 - 8} ${SIZE.height / 2}h16M${SIZE.width / 2} ${SIZE.height / 2 - 8}v16`} stroke="#868e96" strokeWidth={1} />
        {marker !== undefined && (
          <g transform={`translate(${marker.x} ${marker.y})`}>
            <path d="M0 0 L-9 -18 A10 10 0 1 1 9 -18 Z" fill="#c92a2a" stroke="#fff" strokeWidth={1.5} />
            <circle cx={0} cy={-22} r={3.5} fill="#fff" />
          </g>
        )}
      </svg>
      <Text id={`${titleId}-help`} size="xs" c="dimmed">
        {t`Haz clic en el mapa para marcar la farmacia. Con el mapa seleccionado: flechas para moverlo, + y − para acercar o alejar, Intro para marcar el centro.`}
      </Text>
      <Group gap="xs" align="flex-end">
        <Button size="xs" variant="default" onClick={() => setView((current) => zoomMapView(current, 1))} disabled={view.zoom >= MAX_MAP_ZOOM} aria-label={t`Acercar el mapa`}>
          +
        </Button>
        <Button size="xs" variant="default" onClick={() => setView((current) => zoomMapView(current, -1))} disabled={view.zoom <= MIN_MAP_ZOOM} aria-label={t`Alejar el mapa`}>
          −
        </Button>
        <Button size="xs" variant="default" onClick={() => setView(DEFAULT_MAP_VIEW)}>
          {t`Centrar en Madrid`}
        </Button>
        <Text size="xs" c="dimmed">{t`Zoom ${view.zoom}`}</Text>
      </Group>
      <Group gap="xs" grow>
        <NumberInput
          label={t`Latitud`}
          value={value?.latitude ?? ''}
          decimalScale={6}
          min={-90}
          max={90}
          disabled={disabled}
          onChange={(latitude) => {
            if (typeof latitude !== 'number') return;
            const next = { latitude, longitude: value?.longitude ?? view.centre.longitude };
            if (isGeoPoint(next)) {
              choose(next);
              setView((current) => ({ ...current, centre: next }));
            }
          }}
        />
        <NumberInput
          label={t`Longitud`}
          value={value?.longitude ?? ''}
          decimalScale={6}
          min={-180}
          max={180}
          disabled={disabled}
          onChange={(longitude) => {
            if (typeof longitude !== 'number') return;
            const next = { latitude: value?.latitude ?? view.centre.latitude, longitude };
            if (isGeoPoint(next)) {
              choose(next);
              setView((current) => ({ ...current, centre: next }));
            }
          }}
        />
      </Group>
      <Text size="sm" aria-live="polite">
        {value === undefined ? t`Sin ubicación marcada.` : t`Ubicación marcada: ${formatCoordinate(value.latitude)}, ${formatCoordinate(value.longitude)}`}
      </Text>
      {value !== undefined && (
        <Group>
          <Button size="xs" variant="subtle" color="red" onClick={() => onChange(undefined)} disabled={disabled}>
            {t`Quitar la ubicación`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

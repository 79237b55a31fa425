import { Button, Group, Paper, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { lazy, memo, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { chartOption, type ChartData } from './chart-option';

const EChartsView = lazy(() => import('./echarts-view').then((module) => ({ default: module.EChartsView })));

/** The height of a chart, in pixels (spec 3 §9: charts 300 high). */
export const CHART_HEIGHT = 300;

/**
 * A chart with its data as a table: the drawing is for the eye (hidden from assistive technology), the
 * table carries the same figures for screen readers and, on request, for everyone ("Ver tabla").
 */
export function ChartFigure({ title, data, height = CHART_HEIGHT, description }: { readonly title: string; readonly data: ChartData; readonly height?: number; readonly description?: string }) {
  const { t, i18n } = useLingui();
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  const locale = i18n.locale;
  const option = useMemo(() => chartOption(data, locale), [data, locale]);
  const { observe: observeChart, shown: chartShown } = useNearViewport();
  return (
    <Paper ref={observeChart} withBorder p="md" radius="md" component="figure" m={0} aria-labelledby={titleId} style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${height + 64}px` }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <div>
          <Text component="figcaption" id={titleId} fw={600}>
            {title}
          </Text>
          {description !== undefined && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        <Button size="compact-xs" variant="subtle" onClick={() => setShowTable((shown) => !shown)} aria-expanded={showTable} aria-controls={tableId}>
          {showTable ? t`Ver gráfico` : t`Ver tabla`}
        </Button>
      </Group>
      {showTable ? (
        <ChartTable data={data} caption={title} id={tableId} />
      ) : (
        <>
          <div aria-hidden="true" style={{ height }}>
            {chartShown ? (
              <Suspense fallback={<Skeleton height={height} />}>
                <EChartsView option={option} height={height} />
              </Suspense>
            ) : (
              <div style={{ height, borderRadius: 4, background: 'var(--mantine-color-gray-1)' }} />
            )}
          </div>
          <VisuallyHidden>
            <PlainChartTable data={data} caption={title} id={tableId} />
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}

/** How near the viewport a chart is drawn, in pixels. */
const NEAR_PX = 300;

/**
 * Whether a chart's figure is near the screen: a chart is drawn only once it comes within 300 px of
 * the viewport, so a section of many charts draws the few on screen first and the others as the user
 * scrolls; its table is there from the start. The figure's own box is read, not its inside, which
 * `content-visibility` skips while the figure is far below. A figure near the screen when it is
 * mounted is known in the same commit (its box read before the browser paints), not a frame later;
 * without IntersectionObserver, at once.
 */
function useNearViewport(): { readonly observe: (element: HTMLElement | null) => void; readonly shown: boolean } {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  // The ref is set in the commit that mounts the figure: its box is read there.
  const observe = useCallback((mounted: HTMLElement | null) => {
    setElement(mounted);
    if (mounted === null) return;
    const box = mounted.getBoundingClientRect();
    if (box.bottom > -NEAR_PX && box.top < window.innerHeight + NEAR_PX) setShown(true);
  }, []);
  useEffect(() => {
    if (shown || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${NEAR_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, element]);
  return { observe, shown };
}

/**
 * The same table for screen readers while the chart is shown: plain elements, since nobody sees it, so
 * a section of many charts does not render hundreds of styled table cells.
 */
const PlainChartTable = memo(function PlainChartTable({ data, caption, id }: { readonly data: ChartData; readonly caption: string; readonly id: string }) {
  return (
    <table id={id}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" />
          {data.series.map((series) => (
            <th key={series.name} scope="col">
              {series.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.categories.map((category, index) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {data.series.map((series) => (
              <td key={series.name}>{data.format(series.values[index] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

/** The chart's figures as a table: one row per category, one column per series. */
function ChartTable({ data, caption, id }: { readonly data: ChartData; readonly caption: string; readonly id: string }) {
  return (
    <Table id={id} striped withTableBorder fz="sm">
      <caption style={{ captionSide: 'top', textAlign: 'start' }}>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" />
          {data.series.map((series) => (
            <Table.Th key={series.name} scope="col" ta="right">
              {series.name}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.categories.map((category, index) => (
          <Table.Tr key={category}>
            <Table.Th scope="row" fw={400}>
              {category}
            </Table.Th>
            {data.series.map((series) => (
              <Table.Td key={series.name} ta="right">
                {data.format(series.values[index] ?? 0)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChartOption } from './chart-option';
import { createChartQueue, nextTask } from './chart-queue';

// Only the parts the screens draw: bars, lines and pies, with a grid, a legend and tooltips, drawn as
// SVG (crisp at any zoom, and nothing to rasterise in a test's DOM).
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/**
 * The chart as SVG markup, drawn by ECharts' server-side renderer: the same drawing as the interactive
 * chart, without its DOM, its layout reads or its listeners. Texts are escaped by the renderer; the
 * attributes it writes are numbers, colours and ECharts' own indices.
 */
export function chartSvg(option: ChartOption, width: number, height: number): string {
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** The page's charts below the screen waiting to be drawn: from the top down, in slices of 40 ms (ADR 23). */
const queue = createChartQueue({ now: () => performance.now(), later: nextTask(), sliceMs: 40 });

/** What a chart's box told the watcher: its width, and whether it is on screen. */
type ChartBox = { readonly width: number; readonly onScreen: boolean; readonly top: number };

const watched = new Map<Element, (box: ChartBox) => void>();
let observer: ResizeObserver | undefined;

/**
 * Tells `onBox` the chart box's width when it is first laid out and whenever it changes. One observer
 * for the page's charts: every box is read before any chart is written, so drawing one chart does not
 * make the next read lay the page out again.
 */
function watchChartBox(element: Element, onBox: (box: ChartBox) => void): () => void {
  observer ??= new ResizeObserver((entries) => {
    const boxes = entries.map((entry) => {
      const rect = entry.target.getBoundingClientRect();
      return { target: entry.target, box: { width: Math.floor(entry.contentRect.width), onScreen: rect.bottom > 0 && rect.top < window.innerHeight, top: rect.top } };
    });
    for (const { target, box } of boxes) watched.get(target)?.(box);
  });
  watched.set(element, onBox);
  observer.observe(element);
  return () => {
    watched.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * One ECharts chart; loaded on demand, so ECharts never travels with the first screens. It is first
 * drawn as a picture (`chartSvg`, at the width its box has, through the page's chart queue: right
 * after the page is painted when it is on screen, later when it is below), and becomes the
 * interactive chart (tooltips, legend) when a pointer comes over it; the picture stays until the
 * interactive chart has drawn itself, so nothing blinks.
 */
export function EChartsView({ option, height }: { readonly option: ChartOption; readonly height: number }) {
  const [live, setLive] = useState(false);
  const [liveDrawn, setLiveDrawn] = useState(false);
  const picture = useRef<HTMLDivElement>(null);
  const liveEvents = useMemo(() => ({ finished: () => setLiveDrawn(true) }), []);

  // Watched from the commit that mounts the chart, so the box is read in the frame that lays it out.
  useLayoutEffect(() => {
    const element = picture.current;
    if (liveDrawn || element === null) return;
    let width = 0;
    let cancel = () => {};
    const draw = () => {
      element.innerHTML = chartSvg(option, width, height);
    };
    const unwatch = watchChartBox(element, (box) => {
      if (box.width <= 0 || box.width === width) return;
      width = box.width;
      cancel();
      cancel = () => {};
      // Every chart is drawn after the page is painted with the charts' places: those on screen in
      // one task at once, those below in slices, from the top down.
      cancel = queue.add({ top: box.top, draw, onScreen: box.onScreen });
    });
    return () => {
      unwatch();
      cancel();
    };
  }, [option, height, liveDrawn]);

  return (
    <div style={{ position: 'relative', height, width: '100%' }} onPointerEnter={() => setLive(true)} data-chart={liveDrawn ? 'live' : 'picture'}>
      {!liveDrawn && <div ref={picture} style={{ position: 'absolute', inset: 0 }} />}
      {live && (
        <ReactEChartsCore
          echarts={echarts}
          option={option}
          notMerge
          lazyUpdate
          opts={{ renderer: 'svg' }}
          onEvents={liveEvents}
          style={{ position: 'absolute', inset: 0, height, width: '100%' }}
        />
      )}
    </div>
  );
}

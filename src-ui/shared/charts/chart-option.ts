import { formatShare } from '../format-count';

/** What a chart shows: categories along one axis and one or more named series of numbers. */
export interface ChartData {
  /** Bars, a line over time, or a pie of parts of a whole (a pie draws its first series only). */
  readonly kind: 'bar' | 'line' | 'pie';
  /** The categories (months, figures' names…), in order. */
  readonly categories: readonly string[];
  /** The series, each with one value per category. */
  readonly series: readonly { readonly name: string; readonly values: readonly number[] }[];
  /** How a value reads (money, percentage, count), in the chart's tooltips and axis and in its table. */
  readonly format: (value: number) => string;
  /** Bars laid horizontally (long category names). */
  readonly horizontal?: boolean;
}

/** An ECharts option; the view draws it as it is. */
export type ChartOption = Record<string, unknown>;

/** The palette: the application's blue first, then colours that stay apart for the common colour blindnesses. */
export const CHART_COLOURS = ['#1c7ed6', '#f08c00', '#2f9e44', '#ae3ec9', '#e03131', '#0c8599', '#868e96'];

/**
 * The ECharts option that draws `data` in the interface's language (`locale`): values read through
 * the chart's format, a pie's shares as the figures' cards write them (one decimal, 'es': 83,5 %;
 * 'en': 83.5%), never ECharts' own '83.53'. A value axis whose values are all whole numbers (counts)
 * has whole-number steps: a step between two counts would label a count nobody can have, and the
 * format would write 0, 0, 0, 1, 1, 1 beside it.
 */
export function chartOption(data: ChartData, locale: string): ChartOption {
  const format = (value: unknown) => (typeof value === 'number' ? data.format(value) : String(value));
  if (data.kind === 'pie') {
    const first = data.series[0];
    const values = first?.values ?? [];
    const total = values.reduce((sum, value) => sum + value, 0);
    const share = (value: unknown) => formatShare(typeof value === 'number' && total > 0 ? value / total : undefined, locale);
    return {
      color: CHART_COLOURS,
      animation: false,
      tooltip: { trigger: 'item', valueFormatter: format },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          name: first?.name ?? '',
          radius: ['40%', '70%'],
          top: 0,
          bottom: 30,
          label: { formatter: (part: { readonly name: string; readonly value: unknown }) => `${part.name}: ${share(part.value)}` },
          data: data.categories.map((category, index) => ({ name: category, value: first?.values[index] ?? 0 })),
        },
      ],
    };
  }
  const categoryAxis = { type: 'category', data: [...data.categories] };
  const counts = data.series.every((series) => series.values.every(Number.isInteger));
  const valueAxis = { type: 'value', axisLabel: { formatter: format }, ...(counts ? { minInterval: 1 } : {}) };
  return {
    color: CHART_COLOURS,
    animation: false,
    tooltip: { trigger: 'axis', valueFormatter: format },
    legend: data.series.length > 1 ? { bottom: 0, type: 'scroll' } : undefined,
    // The axes' labels inside the grid's margins (ECharts 6: `outerBoundsMode: 'same'`, what `containLabel` was).
    grid: { left: 8, right: 16, top: 16, bottom: data.series.length > 1 ? 40 : 8, outerBoundsMode: 'same' },
    xAxis: data.horizontal === true ? valueAxis : categoryAxis,
    yAxis: data.horizontal === true ? { ...categoryAxis, inverse: true } : valueAxis,
    series: data.series.map((series) => ({ type: data.kind, name: series.name, data: [...series.values], smooth: false })),
  };
}

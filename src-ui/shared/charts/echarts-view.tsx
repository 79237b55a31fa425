import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { ChartOption } from './chart-option';

// Only the parts the screens draw: bars, lines and pies, with a grid, a legend and tooltips, drawn as
// SVG (crisp at any zoom, and nothing to rasterise in a test's DOM).
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** One ECharts chart; loaded on demand, so ECharts never travels with the first screens. */
export function EChartsView({ option, height }: { readonly option: ChartOption; readonly height: number }) {
  return <ReactEChartsCore echarts={echarts} option={option} notMerge lazyUpdate opts={{ renderer: 'svg' }} style={{ height, width: '100%' }} />;
}

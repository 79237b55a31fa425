export { ChartFigure, CHART_HEIGHT } from './chart-figure';
export { chartOption, CHART_COLOURS } from './chart-option';
export type { ChartData } from './chart-option';

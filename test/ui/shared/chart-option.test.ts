import { describe, expect, it } from 'vitest';
import { chartOption, type ChartData } from '@ui/shared/charts/chart-option';

type PieSeries = { readonly label: { readonly formatter: (part: { name: string; value: number }) => string } };
type Axis = { readonly type: string; readonly minInterval?: number; readonly axisLabel: { readonly formatter: (value: number) => string } };

const count = (value: number) => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 }).format(value);
const money = (value: number) => `${new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} €`;

/** The pre-processing of a campaign's recipients, as the campaign report draws it. */
const PRE_PROCESS: ChartData = {
  kind: 'pie',
  categories: ['Válidos', 'Inválidos', 'Vacíos', 'Rebotados', 'Dados de baja'],
  series: [{ name: 'Destinatarios', values: [1072, 90, 60, 40, 22] }],
  format: count,
};

function pieLabels(data: ChartData, locale: string): string[] {
  const option = chartOption(data, locale) as { series: PieSeries[] };
  const formatter = option.series[0]!.label.formatter;
  return data.categories.map((name, index) => formatter({ name, value: data.series[0]!.values[index]! }));
}

describe('the option of a chart', () => {
  it('writes a pie’s shares with one decimal, in the interface’s language, as the cards write them', () => {
    // 1072 of 1284 is 83.489…%: ECharts' own label wrote '83.49 %'.
    expect(pieLabels(PRE_PROCESS, 'es')).toEqual(['Válidos: 83,5 %', 'Inválidos: 7,0 %', 'Vacíos: 4,7 %', 'Rebotados: 3,1 %', 'Dados de baja: 1,7 %']);
    expect(pieLabels(PRE_PROCESS, 'en')).toEqual(['Válidos: 83.5%', 'Inválidos: 7.0%', 'Vacíos: 4.7%', 'Rebotados: 3.1%', 'Dados de baja: 1.7%']);
  });

  it('writes a dash for the shares of a pie with nothing in it', () => {
    expect(pieLabels({ ...PRE_PROCESS, series: [{ name: 'Destinatarios', values: [0, 0, 0, 0, 0] }] }, 'es')).toEqual(['Válidos: —', 'Inválidos: —', 'Vacíos: —', 'Rebotados: —', 'Dados de baja: —']);
  });

  it('gives a counts axis whole-number steps, labelled in the chart’s format', () => {
    const perMonth: ChartData = { kind: 'bar', categories: ['ene 2026', 'feb 2026', 'mar 2026'], series: [{ name: 'Campañas', values: [0, 1, 1] }], format: count };
    const option = chartOption(perMonth, 'es') as { yAxis: Axis; xAxis: Axis };
    expect(option.yAxis.type).toBe('value');
    expect(option.yAxis.minInterval).toBe(1);
    expect(option.yAxis.axisLabel.formatter(12345)).toBe('12.345');
    const lying = chartOption({ ...perMonth, horizontal: true }, 'es') as { xAxis: Axis };
    expect(lying.xAxis.minInterval).toBe(1);
  });

  it('leaves the steps of an axis of amounts with decimals to ECharts', () => {
    const sales: ChartData = { kind: 'line', categories: ['nov 2025', 'dic 2025'], series: [{ name: '2026', values: [83518.43, 91318.01] }], format: money };
    const option = chartOption(sales, 'es') as { yAxis: Axis };
    expect(option.yAxis.minInterval).toBeUndefined();
    expect(option.yAxis.axisLabel.formatter(83518.43)).toBe('83.518,43 €');
  });
});

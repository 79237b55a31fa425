import { describe, expect, it } from 'vitest';
import { chartOption, type ChartData } from '../../../src-ui/shared/charts/chart-option';
import { chartSvg } from '../../../src-ui/shared/charts/echarts-view';

const HOSTILE = `"><img src=x onerror="alert(1)"><script>alert(2)</script>`;

/** The picture as the chart view puts it in the page. */
function drawn(data: ChartData, width = 480, height = 300, locale = 'es'): HTMLDivElement {
  const element = document.createElement('div');
  element.innerHTML = chartSvg(chartOption(data, locale), width, height);
  return element;
}

const SVG_ELEMENTS = new Set(['svg', 'g', 'path', 'text', 'tspan', 'rect', 'circle', 'line', 'polyline', 'polygon', 'defs', 'clippath', 'style', 'title']);

describe('a chart drawn as a picture', () => {
  it('is an SVG of the asked size, with the series drawn and the axis labels in the chart’s format', () => {
    const element = drawn({
      kind: 'line',
      categories: ['ene', 'feb', 'mar'],
      series: [
        { name: '2025', values: [1000, 2000, 3000] },
        { name: '2026', values: [1500, 2500, 3500] },
      ],
      format: (value) => `${value} €`,
    });
    const svg = element.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('480');
    expect(svg?.getAttribute('height')).toBe('300');
    expect(element.querySelectorAll('path').length).toBeGreaterThan(2);
    const texts = [...element.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['ene', 'feb', 'mar', '2025', '2026', '0 €', '1000 €']));
  });

  it('keeps hostile names as text: no element but SVG shapes and texts, no handler, no link', () => {
    const element = drawn({
      kind: 'bar',
      categories: [HOSTILE, 'normal'],
      series: [{ name: HOSTILE, values: [5, 7] }],
      format: String,
      horizontal: true,
    });
    const elements = [...element.querySelectorAll('*')];
    expect(elements.filter((each) => !SVG_ELEMENTS.has(each.tagName.toLowerCase())).map((each) => each.tagName)).toEqual([]);
    const attributes = elements.flatMap((each) => [...each.attributes].map((attribute) => attribute.name.toLowerCase()));
    expect(attributes.filter((name) => name.startsWith('on') || name.includes('href'))).toEqual([]);
    expect([...element.querySelectorAll('text')].map((text) => text.textContent)).toContain(HOSTILE);
  });

  it('draws a pie of the first series, its shares written as the interface’s language writes them', () => {
    const pie: ChartData = { kind: 'pie', categories: ['Válidos', 'Inválidos'], series: [{ name: 'Destinatarios', values: [8353, 1647] }], format: String };
    const texts = (locale: string) => [...drawn(pie, 480, 300, locale).querySelectorAll('text')].map((text) => text.textContent);
    expect(texts('es')).toEqual(expect.arrayContaining(['Válidos: 83,5 %', 'Inválidos: 16,5 %']));
    expect(texts('en')).toEqual(expect.arrayContaining(['Válidos: 83.5%', 'Inválidos: 16.5%']));
    expect(texts('es').filter((text) => text?.includes('83.53'))).toEqual([]);
  });

  it('labels a counts axis with whole numbers, each once', () => {
    const element = drawn({ kind: 'bar', categories: ['oct 2026', 'nov 2026', 'dic 2026'], series: [{ name: 'Campañas', values: [0, 1, 1] }], format: (value) => value.toLocaleString('es-ES', { maximumFractionDigits: 0 }) });
    const labels = [...element.querySelectorAll('text')].map((text) => text.textContent).filter((text) => /^\d+$/.test(text ?? ''));
    expect(labels).toEqual(['0', '1']);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { Alert, DEFAULT_THEME, MantineProvider, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '@ui/app/theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const cssVariables = defaultCssVariablesResolver(resolved);
/** The light scheme's custom properties, as the provider writes them on the page. */
const VARIABLES: Record<string, string> = { ...cssVariables.variables, ...cssVariables.light };

/** A colour as the page computes it: custom properties followed until a colour. */
function colourOf(value: string): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (reference === null) return value.trim();
  const next = VARIABLES[reference[1] as string];
  if (next === undefined) throw new Error(`No value for ${reference[1]}`);
  return colourOf(next);
}

/** Red, green and blue from 0 to 255 of '#rrggbb', '#rgb' or 'rgb(a)(r, g, b[, 1])'. */
function channels(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (hex !== null) {
    const digits = (hex[1] as string).length === 3 ? [...(hex[1] as string)].map((digit) => digit + digit) : (hex[1] as string).match(/../g)!;
    return digits.map((pair) => parseInt(pair, 16)) as [number, number, number];
  }
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*1)?\)$/.exec(colour);
  if (rgb === null) throw new Error(`Not an opaque colour: ${colour}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
}

/** WCAG 2 relative luminance. */
function relativeLuminance(colour: string): number {
  const [r, g, b] = channels(colour).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio. */
function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Every colour an alert of src-ui is given (`color="yellow"`, the branches of `color={cond ? 'blue' : 'red'}`); 'pharmacy' for an alert without one. */
function alertColoursInSources(): Set<string> {
  const files = (readdirSync('src-ui', { recursive: true }) as string[]).filter((file) => file.endsWith('.tsx'));
  const colours = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join('src-ui', file), 'utf8');
    for (const [tag] of source.matchAll(/<Alert\b[\s\S]*?>/g)) {
      const given = /\scolor=(?:"([^"]+)"|\{([^}]*)\})/.exec(tag);
      if (given === null) colours.add('pharmacy');
      else if (given[1] !== undefined) colours.add(given[1]);
      else for (const [, literal] of (given[2] as string).matchAll(/[?:]\s*'([^']+)'/g)) colours.add(literal as string);
    }
  }
  return colours;
}

/** The alert's background, title and message colours as the page draws them. */
function alertColours(color: string | undefined): { background: string; title: string; message: string } {
  const { container, unmount } = render(
    <MantineProvider theme={theme}>
      <Alert color={color} title="Parte de los artículos no se puede leer">
        Revisa el pedido.
      </Alert>
    </MantineProvider>,
  );
  const root = container.querySelector<HTMLElement>('.mantine-Alert-root')!;
  // Without a colour the stylesheet's defaults apply: the primary palette's light surface.
  const background = colourOf(root.style.getPropertyValue('--alert-bg') || 'var(--mantine-primary-color-light)');
  const title = colourOf(root.style.getPropertyValue('--alert-color'));
  unmount();
  // Mantine's stylesheet draws a light alert's message in black in the light scheme.
  return { background, title, message: colourOf('var(--mantine-color-black)') };
}

describe('the alerts of the theme', () => {
  it('are given palettes of the theme, which the check below covers', () => {
    const used = alertColoursInSources();
    expect([...used].filter((colour) => !(colour in resolved.colors))).toEqual([]);
    expect([...used]).toEqual(expect.arrayContaining(['pharmacy', 'yellow', 'orange', 'red', 'blue', 'gray']));
  });

  it('draw the title of the yellow alert dark enough to read on its pale yellow (it was #e67700 on #fff3bf, 2.68:1)', () => {
    const { background, title } = alertColours('yellow');
    expect(background).toBe('#fff3bf');
    expect(title).not.toBe('#e67700');
    expect(contrastRatio(title, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(resolved.colors))('read at 4.5:1 or more, title and message, in %s', (color) => {
    const { background, title, message } = alertColours(color);
    expect({ color, title: contrastRatio(title, background) >= 4.5, message: contrastRatio(message, background) >= 4.5 }).toEqual({ color, title: true, message: true });
  });

  it('read at 4.5:1 or more without a colour (the primary palette)', () => {
    const { background, title, message } = alertColours(undefined);
    expect(background).toBe('#ccecdf');
    expect(contrastRatio(title, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(message, background)).toBeGreaterThanOrEqual(4.5);
  });
});

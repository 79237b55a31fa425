import { createTheme, darken, defaultVariantColorsResolver, luminance, parseThemeColor, type MantineColorsTuple, type VariantColorsResolver } from '@mantine/core';
import { BREAKPOINTS } from '../shared/ui-constants';

const em = (px: number): string => `${px / 16}em`;

/** A pharmacy green whose darker shades keep white text above 4.5:1 (WCAG 1.4.3). */
const pharmacy: MantineColorsTuple = ['#e6f7f1', '#ccecdf', '#9bd8c0', '#66c29f', '#3caf83', '#23a372', '#139c69', '#008857', '#00704a', '#005a3b'];

/** WCAG 1.4.3's least contrast for normal text. */
const TEXT_CONTRAST = 4.5;

/** The WCAG contrast ratio of two opaque colours. */
function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const readableTones = new Map<string, string>();

/**
 * The text colour of a light surface of a palette: its darkest shade (9), darkened by steps of 5 %
 * until it reads at 4.5:1 on the surface and on its hover (shades 1 and 2). Mantine writes shade 9 as
 * it is, which stays below 4.5:1 for the bright palettes (yellow 2.7:1, orange 3.6:1, green 3.8:1);
 * a palette that already reads keeps its shade 9.
 */
function readableTone(palette: MantineColorsTuple): string {
  const key = palette.join();
  const known = readableTones.get(key);
  if (known !== undefined) return known;
  const [surface, hover, text] = [palette[1], palette[2], palette[9]];
  let tone = text;
  for (let step = 1; step <= 20 && Math.min(contrast(tone, surface), contrast(tone, hover)) < TEXT_CONTRAST; step += 1) tone = darken(text, step * 0.05);
  readableTones.set(key, tone);
  return tone;
}

/**
 * Mantine's colours of a variant, except the text of a light variant of a palette (an alert's title
 * and icon, a light badge or button): a tone of the palette that reads at 4.5:1 on its light surface
 * (WCAG 1.4.3), so every alert and light control passes whatever its colour. The product draws the
 * light colour scheme only.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colours;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const palette = parsed.isThemeColor && parsed.shade === undefined ? input.theme.colors[parsed.color] : undefined;
  return palette === undefined ? colours : { ...colours, color: readableTone(palette) };
};

/**
 * The product theme: the spec's breakpoints (spec 1 §9: mobile 480, tablet 768, desktop 992,
 * desktopLG 1200), shade 8 and automatic contrast so coloured controls pass axe's contrast rule.
 */
export const theme = createTheme({
  primaryColor: 'pharmacy',
  primaryShade: 8,
  autoContrast: true,
  variantColorResolver,
  colors: { pharmacy },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: {
    xs: em(BREAKPOINTS.mobile),
    sm: em(BREAKPOINTS.tablet),
    md: em(BREAKPOINTS.desktop),
    lg: em(BREAKPOINTS.desktopLG),
    xl: em(1408),
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  // Users who ask their system for less motion get no transitions (WCAG 2.3.3).
  respectReducedMotion: true,
});

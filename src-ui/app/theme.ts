import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { BREAKPOINTS } from '../shared/ui-constants';

const em = (px: number): string => `${px / 16}em`;

/** A pharmacy green whose darker shades keep white text above 4.5:1 (WCAG 1.4.3). */
const pharmacy: MantineColorsTuple = ['#e6f7f1', '#ccecdf', '#9bd8c0', '#66c29f', '#3caf83', '#23a372', '#139c69', '#008857', '#00704a', '#005a3b'];

/**
 * The product theme: the spec's breakpoints (spec 1 §9: mobile 480, tablet 768, desktop 992,
 * desktopLG 1200), shade 8 and automatic contrast so coloured controls pass axe's contrast rule.
 */
export const theme = createTheme({
  primaryColor: 'pharmacy',
  primaryShade: 8,
  autoContrast: true,
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

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MantineThemeOverride } from '@mantine/core';

const closeLabel = msg`Cerrar`;

/**
 * The product theme with every dialog's close button (the ✕ of a `Modal`) named "Cerrar" in the active
 * language (WCAG 4.1.2; axe's critical button-name rule): Mantine draws it without a name, and a dialog
 * that did not give one left a screen reader with an unnamed button. The name is a default read each
 * time a dialog is drawn, so a change of language needs no new theme; a dialog may still give its own
 * (`closeButtonProps`, "Cerrar vista previa").
 */
export function withNamedCloseButtons<T extends MantineThemeOverride>(theme: T): T {
  return {
    ...theme,
    components: {
      ...theme.components,
      Modal: { ...theme.components?.['Modal'], defaultProps: () => ({ closeButtonProps: { 'aria-label': i18n._(closeLabel) } }) },
    },
  };
}

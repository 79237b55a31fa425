import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { requestOverlays } from './overlays';

const closeLabel = msg`Cerrar notificación`;

/**
 * Shows a notification (spec 1 §9: 5000 ms at the top centre, set on the provider) whose close
 * button has an accessible name.
 */
export function notify(options: { message: ReactNode; title?: ReactNode; color?: 'green' | 'red' | 'yellow' | 'blue' | 'gray'; id?: string; autoClose?: number | false }): void {
  requestOverlays();
  notifications.show({ ...options, closeButtonProps: { 'aria-label': i18n._(closeLabel) } });
}

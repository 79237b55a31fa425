import '@mantine/notifications/styles.layer.css';
import { useLingui } from '@lingui/react/macro';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { overlaysMounted } from '../shared/overlays';
import { NOTIFICATION_DURATION_MS } from '../shared/ui-constants';

/**
 * Notifications (spec 1 §9: 5000 ms at the top centre) and the modals manager, whose close button is
 * named in the active language. Loaded on first use (src-ui/shared/overlays.ts).
 */
export function Overlays() {
  const { t } = useLingui();
  // Effects run children first: the modals manager listens before this one says so.
  useEffect(() => overlaysMounted(), []);
  return (
    <>
      <Notifications position="top-center" autoClose={NOTIFICATION_DURATION_MS} />
      <ModalsProvider modalProps={{ closeButtonProps: { 'aria-label': t`Cerrar` } }} />
    </>
  );
}

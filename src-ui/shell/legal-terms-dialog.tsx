import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { legalTermsScrolledToBottom } from '@domain/session';
import { isApiError } from '@domain/shared-kernel';
import { sessionMessages } from '../shared/session-messages';
import { errorMessage } from '../shared/error-messages';
import { useSessionState } from '../shared/session-context';
import { notify } from '../shared/notify';
import { useSignLegalTerms } from './legal-terms.queries';

/**
 * The legal terms' dialog (spec 2 §5, §6): the document, read to the bottom before it can be signed.
 * Loaded only when the gate opens it.
 */
export function LegalTermsDialog({ document, eid, onClose }: { document: string; eid: number; onClose: () => void }) {
  const { session } = useSessionState();
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [read, setRead] = useState(false);
  const [warning, setWarning] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const checkRead = () => {
    if (viewport.current !== null && legalTermsScrolledToBottom(viewport.current)) setRead(true);
  };

  const sign = useSignLegalTerms({
    onSigned: () => {
      onClose();
      notify({ color: 'green', message: t`Has aceptado las condiciones generales. Gracias.` });
    },
  });

  const accept = () => {
    if (!read) {
      setWarning(true);
      return;
    }
    sign.mutate({ eid, name: session?.user.name ?? '', uid: session?.user.uid ?? 0 });
  };

  const close = onClose;

  return (
    <Modal opened onClose={close} onEnterTransitionEnd={checkRead} title={t`Condiciones generales de uso`} size="lg" closeOnClickOutside={false} centered closeButtonProps={{ 'aria-label': t`Cerrar` }}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>Lee el documento hasta el final para poder aceptarlo.</Trans>
        </Text>
        <ScrollArea.Autosize
          mah="50vh"
          type="always"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, 'aria-label': t`Documento de condiciones generales` }}
          viewportRef={viewport}
          onScrollPositionChange={checkRead}
          data-testid="legal-terms-document"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {document}
          </Text>
        </ScrollArea.Autosize>
        {warning && !read && (
          <Alert color="yellow" role="alert">
            {i18n._(sessionMessages.NOT_READ)}
          </Alert>
        )}
        {sign.error !== null && (
          <Alert color="red" role="alert">
            {isApiError(sign.error) ? i18n._(errorMessage(sign.error)) : t`No se ha podido registrar la aceptación. Inténtalo de nuevo.`}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            <Trans>Ahora no</Trans>
          </Button>
          <Button onClick={accept} loading={sign.isPending}>
            <Trans>Acepto las condiciones</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

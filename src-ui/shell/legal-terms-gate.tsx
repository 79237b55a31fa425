import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isBackofficeUser, legalTermsDue, legalTermsScrolledToBottom } from '@domain/session';
import { isApiError } from '@domain/shared-kernel';
import { sessionMessages } from '../shared/session-messages';
import { errorMessage } from '../shared/error-messages';
import { useSessionState } from '../shared/session-context';
import { useUiServices } from '../shared/ui-services-context';
import { notify } from '../shared/notify';
import { legalTermsQueries, useSignLegalTerms } from './legal-terms.queries';

/**
 * The legal terms (spec 2 §5, §6): a non-back-office user whose entity signed none must read the
 * document to the bottom and sign it once; the popup is offered once per session.
 */
export function LegalTermsGate() {
  const services = useUiServices();
  const { session, refresh } = useSessionState();
  const { t } = useLingui();
  const { i18n } = useI18n();
  // The session as it was when the gate mounted: the shell re-mounts the gate for another user or entity.
  const [atStart] = useState(() => session);
  const eid = atStart?.entity?.eid;
  const eligible = atStart !== undefined && !isBackofficeUser(atStart) && eid !== undefined && atStart.legalTermsOffered !== true;
  const terms = useQuery({ ...legalTermsQueries.entity(services, eid ?? 0), enabled: eligible });
  const [closed, setClosed] = useState(false);
  const open = eligible && terms.data !== undefined && legalTermsDue(atStart, terms.data) && !closed;
  const [read, setRead] = useState(false);
  const [warning, setWarning] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const checkRead = () => {
    if (viewport.current !== null && legalTermsScrolledToBottom(viewport.current)) setRead(true);
  };

  // Offered once per session: remembered as soon as it shows, so a reload does not offer it again.
  useEffect(() => {
    if (open) services.session.markLegalTermsOffered();
  }, [open, services.session]);

  const sign = useSignLegalTerms({
    onSigned: () => {
      setClosed(true);
      refresh();
      notify({ color: 'green', message: t`Has aceptado las condiciones generales. Gracias.` });
    },
  });

  const accept = () => {
    if (!read) {
      setWarning(true);
      return;
    }
    sign.mutate({ eid: eid ?? 0, name: session?.user.name ?? '', uid: session?.user.uid ?? 0 });
  };

  const close = () => {
    setClosed(true);
    refresh();
  };

  return (
    <Modal opened={open} onClose={close} onEnterTransitionEnd={checkRead} title={t`Condiciones generales de uso`} size="lg" closeOnClickOutside={false} centered closeButtonProps={{ 'aria-label': t`Cerrar` }}>
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
            {terms.data?.document}
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

import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { isBackofficeUser, legalTermsDocument, legalTermsDue } from '@domain/session';
import { useSessionState } from '../shared/session-context';
import { useUiServices } from '../shared/ui-services-context';
import { legalTermsQueries } from './legal-terms.queries';

const LegalTermsDialog = lazy(() => import('./legal-terms-dialog').then((module) => ({ default: module.LegalTermsDialog })));

/**
 * The legal terms (spec 2 §5, §6): a non-back-office user whose entity signed none must read the
 * document to the bottom and sign it once; the popup is offered once per session.
 */
export function LegalTermsGate() {
  const services = useUiServices();
  const { i18n } = useLingui();
  const { session, refresh } = useSessionState();
  // The session as it was when the gate mounted: the shell re-mounts the gate for another user or entity.
  const [atStart] = useState(() => session);
  const eid = atStart?.entity?.eid;
  const eligible = atStart !== undefined && !isBackofficeUser(atStart) && eid !== undefined && atStart.legalTermsOffered !== true;
  const terms = useQuery({ ...legalTermsQueries.entity(services, eid ?? 0), enabled: eligible });
  const [closed, setClosed] = useState(false);
  const open = eligible && terms.data !== undefined && legalTermsDue(atStart, terms.data) && !closed;
  // Offered once per session: remembered as soon as it shows, so a reload does not offer it again.
  useEffect(() => {
    if (open) services.session.markLegalTermsOffered();
  }, [open, services.session]);

  if (!open || terms.data === undefined) return null;
  return (
    <Suspense fallback={null}>
      <LegalTermsDialog
        document={legalTermsDocument(terms.data, i18n.locale === 'en' ? 'en' : 'es')}
        eid={eid ?? 0}
        onClose={() => {
          setClosed(true);
          refresh();
        }}
      />
    </Suspense>
  );
}

import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { activePharmacy } from '@domain/session';
import { isApiError } from '@domain/shared-kernel';
import { errorMessage } from '../shared/error-messages';
import { notify } from '../shared/notify';
import { sessionMessages } from '../shared/session-messages';
import { useSessionState } from '../shared/session-context';
import { useUiServices } from '../shared/ui-services-context';

/**
 * Enters a pharmacy as the back-office user, for the pharmacy's own screens (the campaign wizard and
 * report are pharmacy screens: they act for the session's pharmacy). Already inside it, nothing
 * happens; otherwise the swap of the entity list's "Entrar como…" (spec 2 §4, §8: 'cambiando de
 * farmacia...', then 'Proceso completado...'), with the previous entity's cached data dropped, but
 * without its landing on the dashboard: the caller goes on to the screen it opens. Answers whether the
 * session is now inside the pharmacy (a refused swap says why). `entering` is the pharmacy being entered.
 */
export function useEnterPharmacy(): { readonly entering: number | undefined; readonly enter: (eid: number) => Promise<boolean> } {
  const services = useUiServices();
  const { refresh } = useSessionState();
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const [entering, setEntering] = useState<number | undefined>();

  const enter = useCallback(
    async (eid: number): Promise<boolean> => {
      const current = services.session.current();
      if (current !== undefined && activePharmacy(current)?.eid === eid) return true;
      setEntering(eid);
      notify({ color: 'blue', message: i18n._(sessionMessages.SWAPPING) });
      try {
        await services.session.swapToEntity(eid);
        queryClient.clear();
        refresh();
        notify({ color: 'green', message: i18n._(sessionMessages.SWAP_DONE) });
        return true;
      } catch (error) {
        notify({ color: 'red', message: isApiError(error) ? i18n._(errorMessage(error)) : String(error) });
        return false;
      } finally {
        setEntering(undefined);
      }
    },
    [services.session, queryClient, refresh, i18n],
  );
  return { entering, enter };
}

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { documentTitle } from '@domain/platform';
import { isEmbedded, stateChrome, stateForPath } from '@domain/session';
import { useUiServices } from '../shared/ui-services-context';
import { executionModeQuery } from './execution-mode';

const NOT_FOUND_TITLE = msg`Página no encontrada`;

/**
 * The after-change rules of spec 1 §2.3: scroll to the top, record the screen's title (prefixed per
 * the execution mode), read the embedded flag and set the background of the state.
 */
export function AfterChange() {
  const services = useUiServices();
  const router = useRouter();
  const { i18n } = useLingui();
  const mode = useQuery(executionModeQuery(services)).data ?? 'production';
  const matches = useRouterState({ select: (state) => state.matches });
  const location = useRouterState({ select: (state) => state.location });

  // An address that is no screen has the not-found page's title, not the title of the route it fell under.
  const notFound = matches.some((match) => match.status === 'notFound' || match._notFound === true);
  const titleDescriptor = notFound ? NOT_FOUND_TITLE : [...matches].reverse().find((match) => match.staticData.title !== undefined)?.staticData.title;
  const screenTitle = titleDescriptor === undefined ? undefined : i18n._(titleDescriptor);

  useEffect(() => {
    document.title = documentTitle(mode, services.config.appName, screenTitle);
  }, [mode, screenTitle, services.config.appName]);

  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        // The first screen of a visit is already at the top. Later ones scroll with the next frame,
        // so the browser lays the new screen out once, when it paints it, and not inside this task.
        if (event.pathChanged && event.fromLocation !== undefined) requestAnimationFrame(() => window.scrollTo({ top: 0 }));
      }),
    [router],
  );

  useEffect(() => {
    const state = stateForPath(location.pathname);
    const chrome = stateChrome(state);
    const body = document.body;
    body.dataset.background = chrome.background;
    body.dataset.embedded = String(isEmbedded((location.search as Record<string, unknown>).embedded));
  }, [location]);

  return null;
}

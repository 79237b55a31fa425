import { Trans } from '@lingui/react/macro';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { createLazyRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { REDIRECT_DELAY_MS, redirectDestination, type RedirectDestination } from '@domain/session';
import { useUiServices } from '../shared/ui-services-context';

export const RedirectRoute = createLazyRoute('/redirect')({ component: RedirectPage });

const DESTINATIONS = {
  dashboard: '/app-h/dashboard',
  segmentations: '/app-h/segmentations',
  'entity-report': '/app-h/mainpanel',
} as const satisfies Record<Exclude<RedirectDestination, 'login'>, string>;

/**
 * The token entry (spec 3 §2 "Redirect screen"): logs out, performs the embedded login with token,
 * uid and eid, and after 1 s routes by `state`. A failed embedded login goes to the 403 page; a missing
 * right or an unknown state ends the session and goes to login.
 */
export function RedirectPage() {
  const { session } = useUiServices();
  const navigate = useNavigate();
  const router = useRouter();
  const search = RedirectRoute.useSearch();
  const started = useRef<string | undefined>(undefined);

  useEffect(() => {
    // Runs once per visit, even when React mounts the screen twice in development. The screen may stay
    // mounted from one visit to the next (a link opened while the previous destination was still
    // loading), so a visit is told apart by its parameters, and only the latest one routes.
    const visit = JSON.stringify([search.token, search.uid, search.eid, search.state]);
    if (started.current === visit) return;
    started.current = visit;
    const isLatestVisit = () => started.current === visit && router.state.location.pathname === '/redirect';
    const uid = Number(search.uid);
    const eid = Number(search.eid);
    const run = async () => {
      if (search.token === undefined || !Number.isInteger(uid) || !Number.isInteger(eid)) {
        session.end();
        await navigate({ to: '/403', replace: true });
        return;
      }
      try {
        const signedIn = await session.embeddedLogin(search.token, uid, eid);
        window.setTimeout(() => {
          // The user may have left the screen, or opened another link, during the delay.
          if (!isLatestVisit()) return;
          const destination = redirectDestination(search.state, signedIn.user);
          if (destination === 'login') {
            session.end();
            void navigate({ to: '/', replace: true });
          } else {
            void navigate({ to: DESTINATIONS[destination], replace: true });
          }
        }, REDIRECT_DELAY_MS);
      } catch {
        if (started.current !== visit) return;
        session.end();
        await navigate({ to: '/403', replace: true });
      }
    };
    void run();
  }, [navigate, router, search, session]);

  return (
    <Center component="main" mih="100vh">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text role="status">
          <Trans>Entrando en la aplicación…</Trans>
        </Text>
      </Stack>
    </Center>
  );
}

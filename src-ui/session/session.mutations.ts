import { useNavigate } from '@tanstack/react-router';
import { landingAfterLogin } from '@domain/session';
import { useUiServices } from '../shared/ui-services-context';
import { useGuardedMutation } from '../shared/guarded-mutation';

/** What a user types to log in. */
export interface Credentials {
  readonly username: string;
  readonly password: string;
}

/**
 * Logs in (spec 3 §2 "Login") and replaces the login page with the address the user was sent away from,
 * or else with the landing of the session: the entity list for back-office users, the dashboard for
 * everyone else. The mutation stays pending until that navigation ends; its `error` is the login
 * failure to show. It changes no cached query, so it invalidates nothing.
 */
export function useLogin() {
  const services = useUiServices();
  const navigate = useNavigate();
  return useGuardedMutation({
    mutationFn: ({ username, password }: Credentials) => services.session.login(username, password),
    onSuccess: async (session) => {
      const target = services.session.takeRedirectTarget();
      if (target !== undefined) await navigate({ href: target, replace: true });
      else await navigate({ to: landingAfterLogin(session) === 'admin' ? '/app-h/backoffice/admin' : '/app-h/dashboard', replace: true });
    },
  });
}

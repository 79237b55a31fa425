import { Clock } from '@domain/shared-kernel';
import { LegalTermsGateway, LegalTermsGatewayMethods, SessionGateway, SessionGatewayMethods, SessionService, SessionStore, createSessionService } from '@domain/session';
import { sessionScreens } from '@ui/session';
import { defineContext, port, useCase } from '../composition/context-module';
import { lazyAdapter } from '../composition/lazy-adapter';

// The gateways are fetched on their first call (signing in, the legal terms): the session store, which
// every page reads, is bound with the shared transport and comes with the application.
const httpSessionGateway = () => import('@adapters/session/http-session-gateway');
const httpLegalTerms = () => import('@adapters/session/http-legal-terms-gateway');
const memorySessionGateway = () => import('@adapters/session/in-memory-session-gateway');
const memoryLegalTerms = () => import('@adapters/session/in-memory-legal-terms-gateway');

/** Sign-in (credentials, embedded link, token), the session and the legal terms of the pharmacy. */
export const sessionContext = defineContext({
  name: 'session',
  screens: sessionScreens,
  ports: {
    sessionGateway: port(SessionGateway, SessionGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await httpSessionGateway()).HttpSessionGateway(http)),
      memory: async ({ db, clock }) => new (await memorySessionGateway()).InMemorySessionGateway({ db, clock }),
    }),
    legalTerms: port(LegalTermsGateway, LegalTermsGatewayMethods, {
      http: ({ http }) => lazyAdapter(async () => new (await httpLegalTerms()).HttpLegalTermsGateway(http)),
      memory: async ({ db }) => new (await memoryLegalTerms()).InMemoryLegalTermsGateway(db),
    }),
  },
  useCases: {
    session: useCase(SessionService, (get) => createSessionService({ gateway: get(SessionGateway), store: get(SessionStore), clock: get(Clock) })),
  },
});

import { Clock } from '@domain/shared-kernel';
import { LegalTermsGateway, LegalTermsGatewayMethods, SessionGateway, SessionGatewayMethods, SessionService, SessionStore, createSessionService } from '@domain/session';
import { sessionScreens } from '@ui/session';
import { defineContext, port, useCase } from '../composition/context-module';
import { HttpLegalTermsGateway, HttpSessionGateway, InMemoryLegalTermsGateway, InMemorySessionGateway } from '@adapters/session';

// The session's adapters load with the application: the session store, which every page reads, lives beside them.

/** Sign-in (credentials, embedded link, token), the session and the legal terms of the pharmacy. */
export const sessionContext = defineContext({
  name: 'session',
  screens: sessionScreens,
  ports: {
    sessionGateway: port(SessionGateway, SessionGatewayMethods, {
      http: ({ http }) => new HttpSessionGateway(http),
      memory: ({ db, clock }) => new InMemorySessionGateway({ db, clock }),
    }),
    legalTerms: port(LegalTermsGateway, LegalTermsGatewayMethods, {
      http: ({ http }) => new HttpLegalTermsGateway(http),
      memory: ({ db }) => new InMemoryLegalTermsGateway(db),
    }),
  },
  useCases: {
    session: useCase(SessionService, (get) => createSessionService({ gateway: get(SessionGateway), store: get(SessionStore), clock: get(Clock) })),
  },
});

import { ContainerModule } from 'inversify';
import { SessionGateway, SessionService, SessionStore, createSessionService } from '@domain/session';
import { Clock } from '@domain/shared-kernel';

/** Use cases, the same in every profile: they only see ports. */
export const useCasesModule = new ContainerModule(({ bind }) => {
  bind(SessionService).toDynamicValue((context) =>
    createSessionService({ gateway: context.get<SessionGateway>(SessionGateway), store: context.get<SessionStore>(SessionStore), clock: context.get<Clock>(Clock) }),
  );
});

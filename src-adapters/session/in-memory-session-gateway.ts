import { ApiError, type Clock } from '@domain/shared-kernel';
import { SESSION_TTL_MS, backofficeEntity, isBackofficeUser, type Entity, type EntityGrant, type Session, type SessionGateway, type User } from '@domain/session';
import { DEMO_EMBEDDED_TOKEN, type DemoDatabase, type DemoPharmacy, type DemoUser } from '@adapters/demo';


/** Sign-in against the demo accounts: every password is `demo`. */
export class InMemorySessionGateway implements SessionGateway {
  private readonly db: DemoDatabase;
  private readonly clock: Clock;

  constructor(deps: { db: DemoDatabase; clock: Clock }) {
    this.db = deps.db;
    this.clock = deps.clock;
  }

  async login(username: string, password: string): Promise<Session> {
    const user = this.db.read().users.find((candidate) => candidate.username === username.trim());
    if (user === undefined || user.password !== password) throw new ApiError('forbidden', 403, 'Usuario o contraseña incorrectos');
    return this.sessionFor(user);
  }

  async embeddedLogin(token: string, uid: number, eid: number): Promise<Session> {
    const user = this.db.read().users.find((candidate) => candidate.uid === uid && candidate.eid === eid);
    if (token !== DEMO_EMBEDDED_TOKEN || user === undefined) throw new ApiError('forbidden', 403, 'Token no válido');
    return this.sessionFor(user);
  }

  async tokenLogin(token: string): Promise<Session> {
    const user = this.db.read().users.find((candidate) => candidate.username === 'farmacia');
    if (token !== DEMO_EMBEDDED_TOKEN || user === undefined) throw new ApiError('forbidden', 403, 'Token no válido');
    return this.sessionFor(user);
  }

  async entityLogin(eid: number, session: Session): Promise<EntityGrant> {
    if (!isBackofficeUser(session) || session.expiresAt <= this.clock.now()) throw new ApiError('forbidden', 403, 'Sin permiso');
    const pharmacy = this.db.read().pharmacies.find((candidate) => candidate.eid === eid);
    if (pharmacy === undefined) throw new ApiError('not-found', 404, 'Farmacia no encontrada');
    const now = this.clock.now();
    return { entity: entityOf(pharmacy), token: `demo-entity-${eid}-${now}`, expiresAt: now + SESSION_TTL_MS, dsToken: `demo-ds-entity-${eid}-${now}` };
  }

  private sessionFor(user: DemoUser): Session {
    const now = this.clock.now();
    const pharmacy = this.db.read().pharmacies.find((candidate) => candidate.eid === user.eid);
    const entity = user.eid === -1 ? backofficeEntity() : pharmacy === undefined ? undefined : entityOf(pharmacy);
    return { user: userOf(user), entity, token: `demo-${user.uid}-${now}`, expiresAt: now + SESSION_TTL_MS, dsToken: `demo-ds-${user.uid}-${now}` };
  }
}

function userOf(user: DemoUser): User {
  return { uid: user.uid, name: user.name, username: user.username, lang: user.lang, rights: user.rights, owner: user.owner };
}

/** A demo pharmacy as the session's entity. */
export function entityOf(pharmacy: DemoPharmacy): Entity {
  return { eid: pharmacy.eid, name: pharmacy.name, erp: pharmacy.erp, isDemo: pharmacy.isDemo, rights: pharmacy.rights };
}

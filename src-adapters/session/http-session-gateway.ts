import * as v from 'valibot';
import { ApiError } from '@domain/shared-kernel';
import { requestIdentity, type EntityGrant, type Session, type SessionGateway } from '@domain/session';
import { IDENTITY_HEADERS, type ApiCall, type HttpClient } from '@adapters/shared';
import { grantFromDto, loginAnswer, sessionFromDto } from './session.dto';

/** The sign-in calls over HTTP (spec 2 §7, spec 3 §7 "Session"). */
export class HttpSessionGateway implements SessionGateway {
  private readonly http: HttpClient;

  constructor(http: HttpClient) {
    this.http = http;
  }

  async login(username: string, password: string): Promise<Session> {
    const answer = await this.http.send({ method: 'POST', path: '/api/v1/login/user', body: { user: username, password }, identity: 'none', schema: loginAnswer });
    return sessionFromDto(answer);
  }

  async embeddedLogin(token: string, uid: number, eid: number): Promise<Session> {
    const path = `/api/v1/login/embedded/${encodeURIComponent(token)}/uid/${uid}/eid/${eid}`;
    return sessionFromDto(await this.http.send({ method: 'GET', path, identity: 'none', schema: loginAnswer }));
  }

  async tokenLogin(token: string): Promise<Session> {
    const path = `/login/embedded/${encodeURIComponent(token)}`;
    return sessionFromDto(await this.http.send({ service: 'auth', method: 'POST', path, identity: 'none', schema: loginAnswer }));
  }

  async entityLogin(eid: number, session: Session): Promise<EntityGrant> {
    const identity = requestIdentity(session);
    const answer = await this.http.send({
      method: 'GET',
      path: `/api/v1/login/eid/${eid}`,
      identity: 'none',
      headers: { [IDENTITY_HEADERS.eid]: String(identity.eid), [IDENTITY_HEADERS.uid]: String(identity.uid), [IDENTITY_HEADERS.token]: identity.token },
      schema: loginAnswer,
    });
    const grant = grantFromDto(answer);
    if (grant === undefined) throw new ApiError('bad-response', 200, 'La respuesta no incluye la farmacia');
    return grant;
  }
}

/** The sign-in calls, for the API documents (docs/api/). */
export const sessionApiCalls: readonly ApiCall[] = [
  {
    name: 'session.login',
    service: 'api',
    method: 'POST',
    path: '/api/v1/login/user',
    summary: 'Signs in with user name and password (spec 2 §7, spec 3 §7)',
    identity: 'none',
    request: v.object({ user: v.string(), password: v.string() }),
    response: loginAnswer,
  },
  {
    name: 'session.embeddedLogin',
    service: 'api',
    method: 'GET',
    path: '/api/v1/login/embedded/{token}/uid/{uid}/eid/{eid}',
    summary: 'Signs in an embedded user with the token of the page that embeds the application',
    identity: 'none',
    response: loginAnswer,
  },
  {
    name: 'session.tokenLogin',
    service: 'auth',
    method: 'POST',
    path: '/login/embedded/{token}',
    summary: 'Signs in with a token alone, on the authentication service',
    identity: 'none',
    response: loginAnswer,
  },
  {
    name: 'session.entityLogin',
    service: 'api',
    method: 'GET',
    path: '/api/v1/login/eid/{eid}',
    summary: "The back office enters a pharmacy: the pharmacy and a token for it, asked with the back office's own identity",
    response: loginAnswer,
  },
];

import * as v from 'valibot';
import type { Entity, EntityGrant, Session, User } from '@domain/session';
import { envelope, numeric } from '@adapters/shared';

const userDto = v.object({
  uid: numeric,
  name: v.string(),
  username: v.optional(v.string(), ''),
  lang: v.optional(v.picklist(['es', 'en']), 'es'),
  rights: v.optional(v.record(v.string(), v.union([numeric, v.boolean()])), {}),
  owner: v.optional(v.nullable(v.string()), ''),
});

const entityDto = v.object({
  eid: numeric,
  name: v.string(),
  erp: v.optional(v.nullable(v.string()), ''),
  isDemo: v.optional(v.union([v.boolean(), v.literal('true'), v.literal('false')]), false),
  rights: v.optional(v.record(v.string(), v.union([v.boolean(), v.string(), v.number()])), {}),
});

const cfTokenDto = v.object({ token: v.pipe(v.string(), v.minLength(1)), ttl: numeric });

/**
 * The digital-services token of the login answer (spec 3 §3 Session "dsToken"; its shape is not shown):
 * a text, or an object whose `token` is the text. An empty or missing one is no token.
 */
const dsTokenDto = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.looseObject({ token: v.optional(v.nullable(v.string())) })]))),
  v.transform((value): string | undefined => {
    const text = typeof value === 'string' ? value : (value?.token ?? undefined);
    return text === undefined || text.trim() === '' ? undefined : text.trim();
  }),
);

const loginData = v.object({ user: userDto, entity: v.optional(v.nullable(entityDto)), cfToken: cfTokenDto, dsToken: dsTokenDto });
type LoginAnswer = v.InferOutput<typeof loginData>;

/** The answer of every login call (spec 3 §3 Session: user, entity, cfToken with token and ttl, dsToken). */
export const loginAnswer = envelope(loginData);

/** The login answer as the domain's session. `cfToken.ttl` is the token's expiry in epoch ms. */
export function sessionFromDto(dto: LoginAnswer): Session {
  const entity = dto.entity ?? undefined;
  return {
    user: userFromDto(dto.user),
    entity: entity === undefined ? undefined : entityFromDto(entity),
    token: dto.cfToken.token,
    expiresAt: dto.cfToken.ttl,
    dsToken: dto.dsToken,
  };
}

/** The entity login answer as what a swap grants. */
export function grantFromDto(dto: LoginAnswer): EntityGrant | undefined {
  if (dto.entity === undefined || dto.entity === null) return undefined;
  return { entity: entityFromDto(dto.entity), token: dto.cfToken.token, expiresAt: dto.cfToken.ttl, dsToken: dto.dsToken };
}

function userFromDto(dto: v.InferOutput<typeof userDto>): User {
  const rights: Record<string, number> = {};
  for (const [name, level] of Object.entries(dto.rights)) rights[name] = typeof level === 'boolean' ? (level ? 1 : 0) : level;
  return { uid: dto.uid, name: dto.name, username: dto.username, lang: dto.lang, rights, owner: dto.owner ?? '' };
}

function entityFromDto(dto: v.InferOutput<typeof entityDto>): Entity {
  const rights: Record<string, boolean | string> = {};
  for (const [name, value] of Object.entries(dto.rights)) rights[name] = typeof value === 'number' ? value > 0 : value;
  return { eid: dto.eid, name: dto.name, erp: dto.erp ?? '', isDemo: dto.isDemo === true || dto.isDemo === 'true', rights };
}

/** How the current user is kept in local storage (checked on read: a damaged entry means no session). */
export const storedSession = v.object({
  user: v.object({
    uid: v.number(),
    name: v.string(),
    username: v.string(),
    lang: v.picklist(['es', 'en']),
    rights: v.record(v.string(), v.number()),
    owner: v.string(),
  }),
  entity: v.optional(v.object({ eid: v.number(), name: v.string(), erp: v.string(), isDemo: v.boolean(), rights: v.record(v.string(), v.union([v.boolean(), v.string()])) })),
  token: v.string(),
  expiresAt: v.number(),
  backoffice: v.optional(
    v.object({
      token: v.string(),
      expiresAt: v.number(),
      entity: v.object({ eid: v.number(), name: v.string(), erp: v.string(), isDemo: v.boolean(), rights: v.record(v.string(), v.union([v.boolean(), v.string()])) }),
      dsToken: v.optional(v.string()),
    }),
  ),
  dsToken: v.optional(v.string()),
  legalTermsOffered: v.optional(v.boolean()),
});

/**
 * Who an HTTP client is (docs/areas/hub.md#http-clients): the JSON API finds its endpoint by the
 * API key, sendsms by the endpoint's system_id and checks its bind password, as an SMPP bind does.
 * Then the same rules as a bind, in the same order, so an address that may not send learns nothing
 * about the credential: the allowed addresses, the hub switched on, an `http` endpoint, active.
 */
import { eq } from 'drizzle-orm';
import { areasOf } from '../../../auth/team-access.ts';
import type { Db } from '../../../db/client.ts';
import { hubEndpoints, teams } from '../../../db/schema/index.ts';
import { openCredential } from '../../../security/credentials.ts';
import { addressAllowed } from '../smpp/allowed-address.ts';
import { samePassword } from '../smpp/bind-rules.ts';
import { hashApiKey } from './credentials.ts';

export type HttpEndpoint = typeof hubEndpoints.$inferSelect;

export type ClientRefusal = 'unknown' | 'address' | 'password' | 'hub_off' | 'not_http' | 'suspended' | 'disabled';

export type ClientVerdict = { ok: true; endpoint: HttpEndpoint } | { ok: false; refusal: ClientRefusal };

/** What each refusal tells the client: enough to fix its side, nothing about other endpoints. */
export const CLIENT_REFUSALS: Record<ClientRefusal, { status: 401 | 403; message: string }> = {
  unknown: { status: 401, message: 'Send the endpoint’s API key as "Authorization: Bearer <key>"; this one is not known (an admin makes a new one with rotate-key).' },
  password: { status: 401, message: 'The username or password is wrong.' },
  address: { status: 403, message: 'This address may not send for the endpoint: an admin adds it to the endpoint’s allowed IPs.' },
  hub_off: { status: 403, message: 'The hub is switched off for this team.' },
  not_http: { status: 403, message: 'This endpoint is not an HTTP endpoint: its clients bind over SMPP.' },
  suspended: { status: 403, message: 'This endpoint is suspended.' },
  disabled: { status: 403, message: 'This endpoint is disabled.' },
};

async function findBy(db: Db, where: ReturnType<typeof eq>): Promise<{ endpoint: HttpEndpoint; hubOn: boolean } | null> {
  const [found] = await db.select({ endpoint: hubEndpoints, team: teams }).from(hubEndpoints).innerJoin(teams, eq(teams.id, hubEndpoints.team_id)).where(where);
  return found ? { endpoint: found.endpoint, hubOn: areasOf(found.team).includes('hub') } : null;
}

function judge(found: { endpoint: HttpEndpoint; hubOn: boolean }, address: string, password: string | null): ClientVerdict {
  const { endpoint } = found;
  if (!addressAllowed(endpoint.allowed_ips, address)) return { ok: false, refusal: 'address' };
  if (password !== null && (endpoint.password === null || !samePassword(openCredential(endpoint.password), password))) return { ok: false, refusal: 'password' };
  if (!found.hubOn) return { ok: false, refusal: 'hub_off' };
  if (endpoint.protocol !== 'http') return { ok: false, refusal: 'not_http' };
  if (endpoint.status === 'suspended') return { ok: false, refusal: 'suspended' };
  if (endpoint.status !== 'active') return { ok: false, refusal: 'disabled' };
  return { ok: true, endpoint };
}

/** The JSON API's client, by its key. */
export async function clientByKey(db: Db, key: string | null, address: string): Promise<ClientVerdict> {
  if (!key || key.length > 200) return { ok: false, refusal: 'unknown' };
  const found = await findBy(db, eq(hubEndpoints.api_key_hash, hashApiKey(key)));
  return found ? judge(found, address, null) : { ok: false, refusal: 'unknown' };
}

/** sendsms's client, by its username (the system_id) and password (the bind password). */
export async function clientByLogin(db: Db, username: string, password: string, address: string): Promise<ClientVerdict> {
  if (!username || username.length > 15) return { ok: false, refusal: 'unknown' };
  const found = await findBy(db, eq(hubEndpoints.system_id, username));
  return found ? judge(found, address, password) : { ok: false, refusal: 'unknown' };
}

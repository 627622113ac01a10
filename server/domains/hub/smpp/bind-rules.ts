/**
 * The verdict on a bind, from what is known of its endpoint (docs/areas/hub.md#binds). An unknown
 * system_id and a wrong password have SMPP's own codes; every other refusal is ESME_RBINDFAIL, with
 * the reason kept on the bind's row for the hub admin. The address is judged before the password, so
 * an address that may not bind learns nothing about the password.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { BindRefusal } from '../../../../resources/hub/endpoint-binds.ts';
import { STATUS } from '../../sms/smpp/command-status.ts';
import { addressAllowed } from './allowed-address.ts';

export interface BindCandidate {
  protocol: string;
  status: string;
  /** The bind password, opened; null when none is set (nobody may bind). */
  password: string | null;
  allowed_ips: readonly string[] | null;
  max_binds: number;
  /** The team runs the hub (its settings' switch). */
  hubOn: boolean;
}

export type BindVerdict = { ok: true; status: number } | { ok: false; status: number; refusal: BindRefusal | null };

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compared in constant time, whatever the lengths. */
export function samePassword(stored: string, given: string): boolean {
  return timingSafeEqual(digest(stored), digest(given));
}

export function judgeBind(endpoint: BindCandidate | null, given: { password: string; address: string; liveBinds: number }): BindVerdict {
  if (!endpoint) return { ok: false, status: STATUS.INVALID_SYSTEM_ID, refusal: null };
  const fail = (refusal: BindRefusal): BindVerdict => ({ ok: false, status: STATUS.BIND_FAILED, refusal });
  if (!addressAllowed(endpoint.allowed_ips, given.address)) return fail('address');
  if (endpoint.password === null || !samePassword(endpoint.password, given.password)) return { ok: false, status: STATUS.INVALID_PASSWORD, refusal: 'password' };
  if (!endpoint.hubOn) return fail('hub_off');
  if (endpoint.protocol !== 'smpp') return fail('not_smpp');
  if (endpoint.status === 'suspended') return fail('suspended');
  if (endpoint.status !== 'active') return fail('disabled');
  if (given.liveBinds >= endpoint.max_binds) return fail('max_binds');
  return { ok: true, status: STATUS.OK };
}

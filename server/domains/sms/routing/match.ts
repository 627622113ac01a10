/**
 * Which network a number is on, and whether a rule matches a message. A lookup's answer (HLR, MNP)
 * on the contact wins; otherwise the number's prefix names the network it was issued to
 * (server/domains/audience/prefix-networks.ts), its code completed from the team's networks.
 */
import { networkOfNumber } from '../../audience/prefix-networks.ts';
import type { NumberSeen } from './decision.ts';
import type { RoutingSnapshot, SnapshotRule } from './snapshot.ts';

export interface KnownNetwork {
  network: string | null;
  mcc: string | null;
  mnc: string | null;
  network_source: string | null;
}

export function numberSeen(e164: string, country: string | null, known: KnownNetwork | null, snapshot: RoutingSnapshot): NumberSeen {
  if (known?.network_source && known.network_source !== 'prefix' && known.mcc && known.mnc) {
    return { e164, country, network: known.network, mcc: known.mcc, mnc: known.mnc, network_source: known.network_source };
  }
  const place = networkOfNumber(e164);
  if (!place) return { e164, country, network: null, mcc: null, mnc: null, network_source: null };
  let { mcc, mnc } = place;
  if ((!mcc || !mnc) && country) {
    const codes = snapshot.networkCodes.get(`${country}|${place.network.toLowerCase()}`);
    if (codes) ({ mcc, mnc } = codes);
  }
  return { e164, country, network: place.network, mcc, mnc, network_source: 'prefix' };
}

export interface Message {
  number: NumberSeen;
  from: string | null;
  /** Segments the contact is in, among those the plan's rules name; null when no contact has the number. */
  segmentIds: ReadonlySet<number> | null;
}

/** Every condition a rule sets holds for the message (a condition left empty holds always). */
export function ruleMatches(rule: SnapshotRule, m: Message): boolean {
  if (rule.country && rule.country !== m.number.country) return false;
  if (rule.network) {
    const code = m.number.mcc && m.number.mnc ? m.number.mcc + m.number.mnc : null;
    if (rule.network !== code && rule.network !== m.number.network?.toLowerCase()) return false;
  }
  if (rule.sender && (m.from === null || !rule.sender.test(m.from))) return false;
  if (rule.segment_id !== null && !m.segmentIds?.has(rule.segment_id)) return false;
  return true;
}

/** The conditions of a rule, as a reason shows them: `country DE, network 26201`. */
export function describeRule(rule: SnapshotRule): string {
  const parts = [
    rule.country && `country ${rule.country}`,
    rule.network && `network ${rule.network}`,
    rule.sender && `sender /${rule.sender.source}/`,
    rule.segment_id !== null && `segment #${rule.segment_id}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'every message';
}

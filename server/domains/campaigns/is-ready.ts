/**
 * Whether a campaign can be sent and what it will cost (GET /v1/sms/campaigns/{id}/is-ready):
 * its segment's members grouped by country and network (audience-groups.ts), the routing engine
 * asked once per group on the team's cached snapshot, never once per contact, so a million
 * members cost one grouped query and a few hundred decisions. Blockers say what to fix first.
 */
import type { IsReadyResponse } from '../../../resources/campaigns/campaign-readiness.ts';
import { measureSms } from '../../../resources/format/sms-text.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { loadCustomFields } from '../audience/custom-values.ts';
import { segmentOf, segmentWhere } from '../audience/segment-members.ts';
import { snapshotCache } from '../sms/routing/cache.ts';
import { decide } from '../sms/routing/decide.ts';
import { audienceGroups, type AudienceGroup } from './audience-groups.ts';
import { campaignContent, campaignOf, renderAsSent, type CampaignRow } from './campaign-content.ts';
import { linkBase, type LinkBase } from './links/link-codes.ts';
import { placeholderProblems, usesOfferLink } from './personalise.ts';
import { sampleMember } from './preview.ts';

type Blocker = IsReadyResponse['blockers'][number];
type Row = IsReadyResponse['by_country'][number];

/** Always the first of a split: the estimate is stable from one look to the next. */
const FIRST_OF_SPLIT = () => 0;

export async function campaignReadiness(db: Db, teamId: number, campaignId: number, appUrl: string): Promise<IsReadyResponse> {
  const campaign = await campaignOf(db, teamId, campaignId);
  const { texts, senders } = await campaignContent(db, campaign);
  const blockers: Blocker[] = [];

  if (!texts.length) blockers.push({ code: 'no_text', message: 'Write a text for the campaign.' });
  const keys = new Set((await loadCustomFields(db, teamId)).map((f) => f.key));
  const unknown = [...new Set(texts.flatMap((t) => placeholderProblems(t.text, keys)))];
  if (unknown.length) blockers.push({ code: 'unknown_placeholder', message: `A text uses placeholders Parley cannot fill: ${unknown.join(', ')}.`, placeholders: unknown });
  const needsOffer = texts.some((t) => usesOfferLink(t.text));
  if (needsOffer && !campaign.offer_id) blockers.push({ code: 'no_offer', message: 'A text carries {{offer_link}}: choose the offer it links to.' });
  if (!senders.length) blockers.push({ code: 'no_sender', message: 'Give the campaign a sender ID.' });

  const parts = await partsPerMessage(db, campaign, texts, await linkBase(db, teamId, appUrl), needsOffer);
  const empty = { ready: false, reachable: 0, excluded: { opted_out: 0, blacklisted: 0, invalid: 0, no_route: 0 }, by_country: [], parts_per_message: parts, estimated_cost: null, currency: null, costs: [] };
  if (!campaign.segment_id) return { ...empty, blockers: [{ code: 'no_segment', message: 'Choose the segment to send to.' }, ...blockers] };

  let groups: AudienceGroup[];
  try {
    const segment = await segmentOf(db, teamId, campaign.segment_id);
    groups = await audienceGroups(db, teamId, await segmentWhere(db, segment));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { ...empty, blockers: [{ code: 'segment_invalid', message: `The segment cannot be read: ${error.message}` }, ...blockers] };
  }

  const snapshot = await snapshotCache(db).get(teamId);
  const from = senders[0]?.sender_id ?? null;
  const excluded = { opted_out: 0, blacklisted: 0, invalid: 0, no_route: 0 };
  const rows = new Map<string, Row>();
  // Groups differing only in where their network came from (prefix, lookup) show as one row.
  const add = (row: Row) => {
    const key = `${row.country}|${row.network}|${row.route?.id}|${row.cost_each}|${row.currency}`;
    const kept = rows.get(key);
    if (kept) kept.contacts += row.contacts;
    else rows.set(key, row);
  };
  const unrouted = new Set<string | null>();
  const costs = new Map<string, number>();
  let planProblem: string | null = null;
  for (const group of groups) {
    excluded.opted_out += group.opted_out;
    excluded.blacklisted += group.blacklisted;
    excluded.invalid += group.invalid;
    if (!group.sendable || !group.sample) continue;
    const decision = decide(
      snapshot,
      {
        e164: group.sample,
        country: group.country,
        from,
        contact: { network: group.network, mcc: group.mcc, mnc: group.mnc, network_source: group.network_source, opted_out: false, segment_ids: new Set([campaign.segment_id]) },
      },
      { explain: false, random: FIRST_OF_SPLIT },
    );
    if (!decision.ok) {
      if (decision.refusal === 'no_plan' || decision.refusal === 'plan_inactive') planProblem = decision.message;
      excluded.no_route += group.sendable;
      unrouted.add(group.country);
      add({ country: group.country, network: group.network, contacts: group.sendable, route: null, cost_each: null, currency: null, parts });
      continue;
    }
    const each = decision.cost.price * parts;
    costs.set(decision.cost.currency, (costs.get(decision.cost.currency) ?? 0) + each * group.sendable);
    add({ country: group.country, network: group.network, contacts: group.sendable, route: { id: decision.route.id, name: decision.route.name }, cost_each: each, currency: decision.cost.currency, parts });
  }

  const byCountry = [...rows.values()];
  const reachable = byCountry.reduce((n, r) => n + (r.route ? r.contacts : 0), 0);
  if (planProblem) blockers.push({ code: 'no_plan', message: planProblem });
  else if (unrouted.size) {
    const countries = [...unrouted].sort((a, b) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)));
    blockers.push({ code: 'no_route', message: `No route takes messages to ${countries.map((c) => c ?? 'numbers of no known country').join(', ')}.`, countries });
  }
  if (!reachable) blockers.push({ code: 'nothing_reachable', message: 'Nobody in the segment can be sent to.' });
  const byCurrency = [...costs].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => a.currency.localeCompare(b.currency));
  return {
    ready: blockers.length === 0,
    blockers,
    reachable,
    excluded,
    by_country: byCountry,
    parts_per_message: parts,
    estimated_cost: byCurrency.length === 1 ? byCurrency[0].amount : byCurrency.length ? null : 0,
    currency: byCurrency.length === 1 ? byCurrency[0].currency : null,
    costs: byCurrency,
  };
}

/**
 * The most parts any text takes for the segment's first member (placeholders filled, the offer
 * link at its real length): what each message is costed at. At least one, so a cost is never nil.
 */
async function partsPerMessage(db: Db, campaign: CampaignRow, texts: { text: string }[], base: LinkBase, withOffer: boolean): Promise<number> {
  const sample = await sampleMember(db, campaign);
  const recipient = sample ?? { first_name: null, last_name: null, phone: '', custom: null };
  return Math.max(1, ...texts.map((t) => measureSms(renderAsSent(t.text, recipient, base, withOffer)).parts.length));
}

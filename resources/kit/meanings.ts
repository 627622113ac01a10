/**
 * What a state value means, whatever the screen: the one table from select values (statuses,
 * levels, outcomes, rate changes) to a meaning. The screens colour a tag by its meaning
 * (src/theme/meaning-tags.ts); the demo-data test reads it to find states that only an engine
 * moves. A select field whose every option has a meaning is a state field; any other select
 * (a currency, a direction) stays a plain tag.
 */
import type { Resource } from './define-resource.ts';

export const MEANINGS = ['neutral', 'planned', 'progress', 'success', 'warning', 'danger', 'ended'] as const;
/**
 * - neutral: not started or not known (a draft, an unknown outcome);
 * - planned: set to happen or waiting on a date (scheduled, open, a price effective later);
 * - progress: in motion, moved on only by an engine (sending, running, a call in progress);
 * - success: working or done well (active, delivered, paid);
 * - warning: held or needs a look (paused, overdue, a busy line);
 * - danger: went wrong (failed, rejected, bounced, critical);
 * - ended: over, no longer in play (stopped, archived, expired, void).
 */
export type Meaning = (typeof MEANINGS)[number];

const BY_VALUE: Readonly<Record<string, Meaning>> = {
  draft: 'neutral',
  unknown: 'neutral',
  uploaded: 'neutral',
  duplicate: 'neutral',
  info: 'neutral',
  voicemail: 'neutral',

  scheduled: 'planned',
  open: 'planned',
  new: 'planned',
  invoiced: 'planned',

  queued: 'progress',
  sending: 'progress',
  running: 'progress',
  ringing: 'progress',
  in_progress: 'progress',
  importing: 'progress',
  retrying: 'progress',
  pending: 'progress',
  pending_dns: 'progress',

  active: 'success',
  completed: 'success',
  delivered: 'success',
  sent: 'success',
  success: 'success',
  processed: 'success',
  paid: 'success',
  approved: 'success',
  applied: 'success',
  valid: 'success',
  online: 'success',
  bound: 'success',
  subscribed: 'success',
  imported: 'success',
  interested: 'success',
  decrease: 'success',

  paused: 'warning',
  overdue: 'warning',
  partial: 'warning',
  suspended: 'warning',
  callback: 'warning',
  no_answer: 'warning',
  busy: 'warning',
  timeout: 'warning',
  absent: 'warning',
  increase: 'warning',
  warning: 'warning',
  stale: 'warning',

  failed: 'danger',
  rejected: 'danger',
  critical: 'danger',
  danger: 'danger',
  error: 'danger',
  invalid: 'danger',
  bounced: 'danger',
  blocked: 'danger',
  do_not_call: 'danger',
  refused: 'danger',
  too_large: 'danger',
  missing: 'danger',
  gave_up: 'danger',

  stopped: 'ended',
  cancelled: 'ended',
  archived: 'ended',
  expired: 'ended',
  disabled: 'ended',
  released: 'ended',
  void: 'ended',
  offline: 'ended',
  closed: 'ended',
  unsubscribed: 'ended',
  refunded: 'ended',
  not_interested: 'ended',
};

/** `<resource>.<field>.<value>` where a value means something else than it does elsewhere. */
const BY_FIELD: Readonly<Record<string, Meaning>> = {
  // A pending rate is a price that takes effect on its date, not work under way.
  'vendor-rates.status.pending': 'planned',
  // A pending rate change waits for an admin's decision, not for an engine.
  'rate-changes.status.pending': 'planned',
  'rate-change-batches.status.pending': 'planned',
};

export function meaningOf(resource: Pick<Resource, 'name'>, field: string, value: unknown): Meaning | undefined {
  const key = String(value);
  return BY_FIELD[`${resource.name}.${field}.${key}`] ?? BY_VALUE[key];
}

/** A select whose every option means something: its values are states, shown coloured. */
export function isStateField(resource: Resource, field: string): boolean {
  const def = resource.fields[field];
  return def?.kind === 'select' && !!def.options?.length && def.options.every((option) => meaningOf(resource, field, option) !== undefined);
}

/** The intake's pure rules: which events start which trigger nodes, how a call's end reads, when a schedule runs. */
import { describe, expect, it } from 'vitest';
import type { InboxEvent } from '../../../server/domains/automations/intake/inbox.ts';
import { eventEntrances, triggerMatches, type RunningAutomation } from '../../../server/domains/automations/intake/match-triggers.ts';
import { outcomeOf } from '../../../server/domains/automations/intake/resume-waiting.ts';
import { firstOccurrence, nextOccurrence, scheduleOf } from '../../../server/domains/automations/intake/schedule.ts';

let seq = 0;
const event = (e: Partial<InboxEvent> & Pick<InboxEvent, 'event'>): InboxEvent => ({ id: ++seq, team_id: 1, contact_id: 10, ref_id: null, detail: null, ...e });
const node = (type: string, data?: Record<string, unknown>) => ({ id: type, type, data });

describe('triggerMatches', () => {
  it('needs the tag of a tag trigger', () => {
    expect(triggerMatches(node('tag_added', { tag: 'vip' }), event({ event: 'tag_added', detail: { tag: 'vip' } }))).toBe(true);
    expect(triggerMatches(node('tag_added', { tag: 'vip' }), event({ event: 'tag_added', detail: { tag: 'VIP' } }))).toBe(false);
    expect(triggerMatches(node('tag_added', {}), event({ event: 'tag_added', detail: { tag: 'vip' } }))).toBe(false);
  });

  it('filters feeds, campaigns and agents only when set', () => {
    expect(triggerMatches(node('feed_received'), event({ event: 'feed_received', ref_id: 7 }))).toBe(true);
    expect(triggerMatches(node('feed_received', { feed_id: 8 }), event({ event: 'feed_received', ref_id: 7 }))).toBe(false);
    expect(triggerMatches(node('link_clicked', { campaign_id: 3 }), event({ event: 'link_clicked', ref_id: 3 }))).toBe(true);
    expect(triggerMatches(node('link_clicked', { campaign_id: 3 }), event({ event: 'link_clicked', ref_id: null }))).toBe(false);
    expect(triggerMatches(node('message_status', { status: 'failed', campaign_id: 3 }), event({ event: 'message_failed', detail: { campaign_id: 3 } }))).toBe(true);
    expect(triggerMatches(node('message_status', { status: 'failed' }), event({ event: 'message_delivered', detail: { campaign_id: 3 } }))).toBe(false);
    const call = event({ event: 'call_outcome', ref_id: 5, detail: { outcome: 'voicemail', status: 'completed', agent_id: 2 } });
    expect(triggerMatches(node('call_outcome', { outcomes: ['voicemail', 'callback'] }), call)).toBe(true);
    expect(triggerMatches(node('call_outcome', { outcomes: ['voicemail'], agent_id: 9 }), call)).toBe(false);
    expect(triggerMatches(node('call_outcome', { outcomes: ['interested'] }), call)).toBe(false);
  });

  it('never matches segment, schedule or API triggers by an event', () => {
    for (const type of ['segment_entered', 'schedule', 'api_call']) expect(triggerMatches(node(type, { segment_id: 1 }), event({ event: 'contact_created' }))).toBe(false);
  });
});

describe('eventEntrances', () => {
  it('groups contacts per automation and node, once each, in the order of their events, and only for the automation’s team', () => {
    const running: RunningAutomation[] = [
      { id: 1, teamId: 1, version: 2, reentry: 'never', reentryDays: null, triggers: [node('tag_added', { tag: 'a' })] },
      { id: 2, teamId: 2, version: 1, reentry: 'always', reentryDays: null, triggers: [node('tag_added', { tag: 'a' })] },
    ];
    const events = [event({ event: 'tag_added', contact_id: 12, detail: { tag: 'a' } }), event({ event: 'tag_added', contact_id: 11, detail: { tag: 'a' } }), event({ event: 'tag_added', contact_id: 12, detail: { tag: 'a' } })];
    expect(eventEntrances(running, events)).toEqual([
      { teamId: 1, automationId: 1, version: 2, reentry: 'never', reentryDays: null, nodeId: 'tag_added', contactIds: [12, 11], entry: { trigger: 'tag_added', event: 'tag_added', tag: 'a' } },
    ]);
  });
});

describe('outcomeOf', () => {
  it('reads a call that never connected by how it ended, one that did by its outcome', () => {
    expect(outcomeOf(event({ event: 'call_outcome', detail: { status: 'busy', outcome: 'unknown' } }))).toBe('busy');
    expect(outcomeOf(event({ event: 'call_outcome', detail: { status: 'completed', outcome: 'callback' } }))).toBe('callback');
    expect(outcomeOf(event({ event: 'link_clicked' }))).toBeNull();
  });
});

describe('schedule occurrences', () => {
  const daily = scheduleOf(node('schedule', { segment_id: 1, starts_at: '2026-01-01T09:00:00Z', repeat: 'daily' }))!;
  const once = scheduleOf(node('schedule', { segment_id: 1, starts_at: '2026-01-01T09:00:00Z' }))!;

  it('starts at the start time, or the next one still ahead; a one-off at its time even when past', () => {
    expect(firstOccurrence(daily, new Date('2025-12-31T00:00:00Z')).toISOString()).toBe('2026-01-01T09:00:00.000Z');
    expect(firstOccurrence(daily, new Date('2026-01-03T10:00:00Z')).toISOString()).toBe('2026-01-04T09:00:00.000Z');
    expect(firstOccurrence(daily, new Date('2026-01-03T09:00:00Z')).toISOString()).toBe('2026-01-03T09:00:00.000Z');
    expect(firstOccurrence(once, new Date('2026-02-01T00:00:00Z')).toISOString()).toBe('2026-01-01T09:00:00.000Z');
  });

  it('goes on a day or a week later, skipping what was missed; a one-off has no next', () => {
    expect(nextOccurrence(daily, new Date('2026-01-01T09:00:00Z'), new Date('2026-01-01T09:00:05Z'))!.toISOString()).toBe('2026-01-02T09:00:00.000Z');
    expect(nextOccurrence(daily, new Date('2026-01-01T09:00:00Z'), new Date('2026-01-05T12:00:00Z'))!.toISOString()).toBe('2026-01-06T09:00:00.000Z');
    const weekly = { ...daily, repeat: 'weekly' as const };
    expect(nextOccurrence(weekly, new Date('2026-01-01T09:00:00Z'), new Date('2026-01-01T09:00:05Z'))!.toISOString()).toBe('2026-01-08T09:00:00.000Z');
    expect(nextOccurrence(once, new Date('2026-01-01T09:00:00Z'), new Date('2026-01-01T09:00:05Z'))).toBeNull();
  });

  it('is no schedule without a segment or a start', () => {
    expect(scheduleOf(node('schedule', { starts_at: '2026-01-01T09:00:00Z' }))).toBeNull();
    expect(scheduleOf(node('schedule', { segment_id: 1, starts_at: 'soon' }))).toBeNull();
  });
});

/**
 * The calls screens' pure parts: the AI filter as the list's query and as its filter bar's
 * CrudFilters (the same calls either way), the overview's days from the list's Started filter, and
 * durations and rates in the reader's language.
 */
import { describe, expect, it } from 'vitest';
import { aiFilterQuery, aiCallFilter } from '../../../resources/voice/call-stats.ts';
import { listQuery } from '../../../src/pages/audience/contacts/list-query.ts';
import { aiFilterToCrud } from '../../../src/pages/voice/ai-filter-button.tsx';
import { formatDuration, formatRate } from '../../../src/pages/voice/call-format.ts';
import { callSpend, overviewQuery } from '../../../src/pages/voice/calls-overview.tsx';
import { filterControls, firstControls } from '../../../src/resource-ui/list/filter-model.ts';
import { calls } from '../../../resources/voice/calls.ts';

describe('the AI filter', () => {
  const filter = aiCallFilter.parse({ agent_id: [3], outcome: ['voicemail', 'callback'], direction: 'outbound', started_from: '2026-03-02', started_to: '2026-03-08', min_duration_seconds: 30 });

  it('becomes the list’s query and the same query through the filter bar’s CrudFilters', () => {
    const query = aiFilterQuery(filter);
    expect(query).toEqual({ agent_id: ['3'], outcome: ['voicemail', 'callback'], direction: 'outbound', started_at_gte: '2026-03-02', started_at_lte: '2026-03-08', duration_seconds_gte: '30' });
    const viaBar = listQuery(aiFilterToCrud(filter));
    expect(viaBar).toEqual({ agent_id: '3', outcome: ['voicemail', 'callback'], direction: 'outbound', started_at_gte: '2026-03-02', started_at_lte: '2026-03-08', duration_seconds_gte: '30' });
  });

  it('refuses a field or a value the list does not know', () => {
    expect(aiCallFilter.safeParse({ mood: 'angry' }).success).toBe(false);
    expect(aiCallFilter.safeParse({ outcome: ['ecstatic'] }).success).toBe(false);
    expect(aiCallFilter.safeParse({ agent_id: ['3'] }).success).toBe(false);
  });
});

describe('the overview’s days', () => {
  const now = Date.parse('2026-03-31T10:00:00Z');
  it('are the chosen range without a Started filter, and the filter’s days with one', () => {
    expect(overviewQuery([{ field: 'agent_id', operator: 'eq', value: 3 }], 7, now)).toEqual({ query: { agent_id: '3', from: '2026-03-25', to: '2026-03-31' }, fixed: false });
    expect(overviewQuery([{ field: 'started_at', operator: 'gte', value: '2026-03-02' }, { field: 'started_at', operator: 'lte', value: '2026-03-08' }], 30, now)).toEqual({ query: { from: '2026-03-02', to: '2026-03-08' }, fixed: true });
  });
});

describe('durations and rates', () => {
  it('read as minutes and seconds (hours when long) and percentages', () => {
    expect(formatDuration(75, 'en-US')).toBe('1:15');
    expect(formatDuration(3725, 'en-US')).toBe('1:02:05');
    expect(formatDuration(null, 'en-US')).toBe('—');
    expect(formatDuration(75, 'ar-EG')).toBe('١:١٥');
    expect(formatRate(0.615, 'en-US')).toBe('61.5%');
    expect(formatRate(null, 'en-US')).toBe('—');
  });
});

describe('the calls list’s filter bar', () => {
  it('offers every filter the brief names, the search first, then agent, outcome and Started', () => {
    const fields = firstControls(filterControls(calls), ['agent_id', 'outcome', 'started_at']).map((c) => c.field);
    expect(fields.slice(0, 4)).toEqual(['q', 'agent_id', 'outcome', 'started_at']);
    for (const field of ['campaign_id', 'answered_by', 'direction', 'duration_seconds', 'hangup_reason', 'status']) expect(fields).toContain(field);
    expect(firstControls(filterControls(calls), []).map((c) => c.field)).toEqual(filterControls(calls).map((c) => c.field));
  });
});

describe('the calls overview’s cost per day', () => {
  it('hands the spend chart millionths, as the dashboard does: calls count minor units', () => {
    const spend = callSpend(
      [{ currency: 'USD', amount: 4574 }],
      [{ day: '2026-11-27', cost: [{ currency: 'USD', amount: 145 }] }, { day: '2026-11-28', cost: [] }] as never,
    );
    expect(spend.totals).toEqual([{ currency: 'USD', amount: 45_740_000 }]);
    expect(spend.by_day).toEqual([{ day: '2026-11-27', source: 'calls', currency: 'USD', amount: 1_450_000 }]);
  });
});

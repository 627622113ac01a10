/**
 * Which of a campaign's actions apply to which campaign (docs/areas/sms.md#campaigns): a one-off
 * campaign has no recurring sends to stop, and stop-feed asks for an active feed of its segment.
 */
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../../resources/campaigns/campaigns.ts';
import { blockingField, relatedQuery } from '../../../resources/kit/index.ts';

const action = (name: string) => campaigns.actions!.find((a) => a.name === name)!;
const sending = { id: 7, status: 'sending', segment_id: 12 };

describe('campaign actions', () => {
  it('offers no Stop recurring sends on a one-off campaign, nor on a recurring one whose recurrence was stopped', () => {
    expect(blockingField(action('stop-recurring-sends'), { ...sending, type: 'one_off', recurrence: null })).toBe('type');
    expect(blockingField(action('stop-recurring-sends'), { ...sending, type: 'recurring', recurrence: null })).toBe('recurrence');
    expect(blockingField(action('stop-recurring-sends'), { ...sending, type: 'recurring', recurrence: 'weekly' })).toBeNull();
  });

  it('offers Stop feed only when an active feed of its segment is found, and never without a segment', () => {
    const stopFeed = action('stop-feed');
    expect(stopFeed.whenRelated?.resource).toBe('feeds');
    expect(relatedQuery(stopFeed.whenRelated!, { ...sending, type: 'one_off' })).toEqual({ _start: '0', _end: '1', segment_id: '12', active: 'true' });
    expect(relatedQuery(stopFeed.whenRelated!, { ...sending, segment_id: null })).toBeNull();
  });
});

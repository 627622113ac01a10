import { z } from '../validation.ts';
import { defineResource, field, nameField, referenceField, selectField } from '../kit/index.ts';

export const SMS_TEST_INTERVALS = ['hourly', 'daily'] as const;

/**
 * Tests a route on its own, hourly or daily: each run sends one test to a live phone (online
 * first) in every country the route has rates for (docs/areas/hub.md#live-phones-and-sms-tests).
 */
export const smsTestSchedules = defineResource({
  name: 'sms-test-schedules',
  apiPath: '/v1/sms/routing/sms-test-schedules',
  routes: { list: '/hub/routing/vendor/sms-testing/schedules' },
  scope: 'team',
  access: { read: 'viewer', write: 'member', area: 'hub' },
  icon: 'send',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: nameField(),
    route_id: referenceField('routes', 'name'),
    interval: selectField(SMS_TEST_INTERVALS, { initial: 'daily' }),
    sender_id: field({ schema: z.string().trim().min(1).max(16), kind: 'text', list: true }),
    text: field({ schema: z.string().trim().min(1).max(600).optional(), kind: 'textarea', list: false }),
    active: field({ schema: z.boolean().default(true), kind: 'switch', list: true, filter: ['eq'] }),
    last_run_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', readOnly: true, form: false, list: true, sortable: true }),
    next_run_at: field({ schema: z.iso.datetime({ offset: true }).optional(), kind: 'datetime', time: 'planned', readOnly: true, form: false, list: true, sortable: true }),
  },
});

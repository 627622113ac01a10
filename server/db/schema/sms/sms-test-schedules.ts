/**
 * Table of the `sms-test-schedules` resource (resources/sms/sms-test-schedules.ts): a route tested
 * hourly or daily. `next_run_at` is moved by the claim itself, so two workers never run one twice.
 */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SMS_TEST_INTERVALS } from '../../../../resources/sms/sms-test-schedules.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { smsRoutes } from './routes.ts';

export const smsTestSchedules = pgTable(
  'sms_test_schedules',
  {
    ...resourceColumns(),
    name: text().notNull(),
    route_id: integer()
      .notNull()
      .references(() => smsRoutes.id, { onDelete: 'cascade' }),
    interval: text().$type<(typeof SMS_TEST_INTERVALS)[number]>().notNull().default('daily'),
    sender_id: text().notNull(),
    text: text(),
    active: boolean().notNull().default(true),
    last_run_at: timestamp({ withTimezone: true }),
    next_run_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('sms_test_schedules_team_idx').on(t.team_id), index('sms_test_schedules_due_idx').on(t.next_run_at)],
);

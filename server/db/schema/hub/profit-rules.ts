/** Table of the `profit-rules` resource (resources/hub/profit-rules.ts). */
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { SMS_CURRENCIES } from '../../../../resources/sms/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const profitRules = pgTable(
  'profit_rules',
  {
    ...resourceColumns(),
    name: text().notNull(),
    country: text(),
    /** Basis points: 1,250 = 12.5 %. */
    margin_percent: integer().notNull(),
    /** Micro-units of `currency` per SMS. */
    min_margin: integer().notNull().default(0),
    currency: text().$type<(typeof SMS_CURRENCIES)[number]>().notNull().default('EUR'),
    active: boolean().notNull().default(true),
  },
  (t) => [index('profit_rules_team_name_idx').on(t.team_id, t.name)],
);

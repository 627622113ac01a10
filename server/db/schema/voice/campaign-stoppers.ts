/** Table of the `campaign-stoppers` resource (resources/voice/campaign-stoppers.ts). */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { STOPPER_CONDITIONS } from '../../../../resources/voice/campaign-stoppers.ts';
import type { CallOutcome } from '../../../../resources/voice/shared.ts';
import { resourceColumns } from '../../resource-columns.ts';
import { agentCampaigns } from './agent-campaigns.ts';

export const campaignStoppers = pgTable(
  'campaign_stoppers',
  {
    ...resourceColumns(),
    name: text().notNull(),
    campaign_id: integer()
      .notNull()
      .references(() => agentCampaigns.id, { onDelete: 'cascade' }),
    condition: text().$type<(typeof STOPPER_CONDITIONS)[number]>().notNull().default('outcome_streak'),
    field: text(),
    value: text(),
    outcome: text().$type<CallOutcome>().notNull().default('not_interested'),
    count: integer().notNull().default(5),
    active: boolean().notNull().default(true),
    triggered_at: timestamp({ withTimezone: true }),
    last_reason: text(),
  },
  (t) => [index('campaign_stoppers_team_campaign_idx').on(t.team_id, t.campaign_id)],
);

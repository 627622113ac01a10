/** Table of the `campaign-senderids` resource (resources/campaigns/campaign-senderids.ts): a campaign's rotated sender IDs. */
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../resource-columns.ts';
import { campaigns } from './campaigns.ts';

export const campaignSenderids = pgTable(
  'campaign_senderids',
  {
    ...resourceColumns(),
    /** Owned by the campaign: deleting it deletes its sender IDs. */
    campaign_id: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    sender_id: text().notNull(),
    weight: integer().notNull().default(1),
    active: boolean().notNull().default(true),
  },
  (t) => [index('campaign_senderids_campaign_idx').on(t.campaign_id, t.id), index('campaign_senderids_team_created_idx').on(t.team_id, t.created_at)],
);

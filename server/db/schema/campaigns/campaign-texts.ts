/** Table of the `campaign-texts` resource (resources/campaigns/campaign-texts.ts): a campaign's rotated texts. */
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { resourceColumns } from '../../resource-columns.ts';
import { campaigns } from './campaigns.ts';

export const campaignTexts = pgTable(
  'campaign_texts',
  {
    ...resourceColumns(),
    /** Owned by the campaign: deleting it deletes its texts. */
    campaign_id: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    weight: integer().notNull().default(1),
    active: boolean().notNull().default(true),
  },
  (t) => [index('campaign_texts_campaign_idx').on(t.campaign_id, t.id), index('campaign_texts_team_created_idx').on(t.team_id, t.created_at)],
);

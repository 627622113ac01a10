/** Table of the `email-templates` resource (resources/audience/email-templates.ts): columns named as its fields. */
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EMAIL_TEMPLATE_CATEGORIES } from '../../../../resources/audience/email-templates.ts';
import { resourceColumns } from '../../resource-columns.ts';

export const emailTemplates = pgTable(
  'email_templates',
  {
    ...resourceColumns(),
    name: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    category: text().$type<(typeof EMAIL_TEMPLATE_CATEGORIES)[number]>().notNull().default('marketing'),
  },
  (t) => [uniqueIndex('email_templates_team_name_key').on(t.team_id, t.name)],
);

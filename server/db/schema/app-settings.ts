import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Installation-wide values that must agree across API processes (the signing key, say). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Table of the `provider-accounts` resource (resources/voice/provider-accounts.ts): platform scope, no team. */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { PROVIDER_ACCOUNT_STATUSES } from '../../../../resources/voice/provider-accounts.ts';
import type { CURRENCIES } from '../../../../resources/voice/shared.ts';
import type { VOICE_PROVIDERS } from '../../../../resources/voice/voice-accounts.ts';
import { platformResourceColumns } from '../../resource-columns.ts';

export const voiceProviderAccounts = pgTable(
  'voice_provider_accounts',
  {
    ...platformResourceColumns(),
    name: text().notNull(),
    provider: text().$type<(typeof VOICE_PROVIDERS)[number]>().notNull(),
    api_base_url: text().notNull(),
    account_sid: text(),
    /** Sealed (server/security/credentials.ts). */
    api_key: text(),
    /** Sealed: the key the account's call webhooks are signed with (server/domains/voice/provider/webhook-secret.ts). */
    webhook_secret: text(),
    status: text().$type<(typeof PROVIDER_ACCOUNT_STATUSES)[number]>().notNull().default('active'),
    /** Minor units of `currency`; may go negative on post-paid accounts. */
    balance: integer().notNull().default(0),
    currency: text().$type<(typeof CURRENCIES)[number]>().notNull().default('USD'),
  },
  (t) => [index('voice_provider_accounts_name_idx').on(t.name)],
);

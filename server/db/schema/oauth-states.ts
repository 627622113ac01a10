import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Pending Google sign-ins: the PKCE verifier and nonce wait here between redirect and callback. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

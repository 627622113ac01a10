/**
 * Making per-recipient links: a random code each, on the team's active short-link domain
 * (`https://go.example.com/{code}`) or, with none, on Parley's own path (`{APP_URL}/s/{code}`),
 * stored in bulk with the message each belongs to. The redirector (server/routes/campaigns/link-redirect.ts) serves them.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction.ts';
import { domains, messageLinks } from '../../../db/schema/index.ts';
import { isPublicBase } from '../../../../resources/format/plain-urls.ts';

/** Characters of a code: 62^7 ≈ 3.5 × 10^12 codes, so a random one is unguessable and collisions are rare enough to retry. */
export const LINK_CODE_LENGTH = 7;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 62 below 256: bytes at or above it are dropped so every character is equally likely. */
const UNBIASED = 248;

export function newLinkCode(): string {
  let code = '';
  while (code.length < LINK_CODE_LENGTH) {
    for (const byte of randomBytes(LINK_CODE_LENGTH * 2)) {
      if (byte >= UNBIASED) continue;
      code += ALPHABET[byte % 62];
      if (code.length === LINK_CODE_LENGTH) break;
    }
  }
  return code;
}

export interface LinkBase {
  /** The team's short-link domain the links are made on; null: Parley's own path. */
  domain: string | null;
  /** What a code is appended to. */
  prefix: string;
  /**
   * Plain addresses in a text become links here: on a short-link domain, or on Parley's own
   * address when phones can reach it (plain-urls.ts isPublicBase); else they are sent as written.
   */
  shortens: boolean;
}

export async function linkBase(db: DbOrTx, teamId: number, appUrl: string): Promise<LinkBase> {
  const [domain] = await db
    .select({ name: domains.name })
    .from(domains)
    .where(and(eq(domains.team_id, teamId), eq(domains.purpose, 'url_shortener'), eq(domains.status, 'active')))
    .orderBy(asc(domains.id))
    .limit(1);
  return domain ? { domain: domain.name, prefix: `https://${domain.name}/`, shortens: true } : { domain: null, prefix: `${appUrl.replace(/\/+$/, '')}/s/`, shortens: isPublicBase(appUrl) };
}

export type NewMessageLink = Omit<typeof messageLinks.$inferInsert, 'clicks' | 'first_clicked_at' | 'last_clicked_at' | 'created_at'>;

/**
 * Stores links in one statement. A code already taken (about one in 10^6 at a billion links) is
 * not stored and comes back, so the caller can give that message a fresh code.
 */
export async function insertMessageLinks(db: DbOrTx, links: NewMessageLink[]): Promise<Set<string>> {
  if (!links.length) return new Set();
  const col = <K extends keyof NewMessageLink>(key: K) => sql.param(links.map((l) => l[key] ?? null));
  const result = await db.execute<{ code: string }>(sql`
    insert into ${messageLinks} (code, team_id, campaign_id, message_id, contact_id, offer_id, target_url, domain)
    select * from unnest(${col('code')}::text[], ${col('team_id')}::int[], ${col('campaign_id')}::int[], ${col('message_id')}::int[],
      ${col('contact_id')}::int[], ${col('offer_id')}::int[], ${col('target_url')}::text[], ${col('domain')}::text[])
    on conflict (code) do nothing
    returning code`);
  const stored = new Set((result as unknown as { rows: { code: string }[] }).rows.map((r) => r.code));
  return new Set(links.map((l) => l.code).filter((c) => !stored.has(c)));
}

/**
 * The redirector: where a short link leads, and whether the visit is a click. A message link is
 * served at Parley's `/s/{code}` (codes are unique across teams, so any team's code is) and at
 * `/{code}` on the short-link domain it was made on; a team's named short link at `/{slug}` on its
 * domain while it is active and not expired; the bare domain, and any other path there, lead to
 * its fallback URL when it has one. A HEAD request or a link-preview fetch is sent on but not
 * counted. A click that cannot be recorded is reported, and the visitor still lands.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { messageLinks, shortLinks } from '../../../db/schema/index.ts';
import { isPreviewFetcher } from './preview-bots.ts';
import { recordMessageClick, recordShortLinkClick, type Visitor } from './record-click.ts';
import type { ShortenerDomain } from './shortener-hosts.ts';

export interface LinkVisit extends Visitor {
  method: string;
  /** Told when a click could not be recorded. */
  onRecordError(error: unknown): void;
}

/** A code or a slug: what a link's path may hold (resources/workspace/short-links.ts SLUG). */
const LINK_PATH = /^[A-Za-z0-9_-]{1,64}$/;

export const isLinkPath = (segment: string) => LINK_PATH.test(segment);

/** A person's visit: not a HEAD request, not a preview card being drawn. */
const isClick = (visit: LinkVisit) => visit.method === 'GET' && !isPreviewFetcher(visit.userAgent ?? undefined);

async function counted(visit: LinkVisit, record: () => Promise<void>): Promise<void> {
  if (!isClick(visit)) return;
  try {
    await record();
  } catch (error) {
    visit.onRecordError(error);
  }
}

/** Where a message link's code leads (null: no such link); on a short-link domain, only a link made on it. */
export async function followMessageCode(db: Db, code: string, visit: LinkVisit, domain?: string): Promise<string | null> {
  if (!isLinkPath(code)) return null;
  const [link] = await db
    .select({ target_url: messageLinks.target_url })
    .from(messageLinks)
    .where(domain === undefined ? eq(messageLinks.code, code) : and(eq(messageLinks.code, code), eq(messageLinks.domain, domain)));
  if (!link) return null;
  await counted(visit, () => recordMessageClick(db, code, visit));
  return link.target_url;
}

/**
 * Where `/{segment}` on a team's short-link domain leads. The bare domain, and a path that is no
 * link there (unknown, inactive, expired), lead to the domain's fallback URL, its home page.
 */
export async function followShortenerPath(db: Db, domain: ShortenerDomain, segment: string, visit: LinkVisit): Promise<string | null> {
  return (await followLinkOn(db, domain, segment, visit)) ?? domain.fallbackUrl;
}

async function followLinkOn(db: Db, domain: ShortenerDomain, segment: string, visit: LinkVisit): Promise<string | null> {
  if (!isLinkPath(segment)) return null;
  const message = await followMessageCode(db, segment, visit, domain.name);
  if (message) return message;
  const [link] = await db
    .select({ id: shortLinks.id, team_id: shortLinks.team_id, target_url: shortLinks.target_url })
    .from(shortLinks)
    .where(
      and(
        eq(shortLinks.domain_id, domain.id),
        eq(shortLinks.team_id, domain.teamId),
        eq(shortLinks.slug, segment),
        eq(shortLinks.active, true),
        or(isNull(shortLinks.expires_at), gt(shortLinks.expires_at, sql`now()`)),
      ),
    );
  if (!link) return null;
  await counted(visit, () => recordShortLinkClick(db, link, visit));
  return link.target_url;
}

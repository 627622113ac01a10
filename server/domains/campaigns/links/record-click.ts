/**
 * A click, recorded in one transaction: a link_clicks row for every visit, the link's own counters,
 * and on a message link's first visit the campaign's `clicks` (recipients who clicked, not visits)
 * and a `clicked` event in the contact's history. The link's row lock orders concurrent first
 * visits, so exactly one of them sees the count become 1. The tables' change triggers tell open
 * screens of the campaign and the short link.
 */
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { campaigns, contactEvents, contacts, linkClicks, messageLinks, shortLinks } from '../../../db/schema/index.ts';

/** Who visited, as far as the request tells. */
export interface Visitor {
  ip: string | null;
  userAgent: string | null;
}

/** A user agent is kept to this many characters: enough to tell browsers and devices apart. */
export const USER_AGENT_MAX = 500;

const agentOf = (visitor: Visitor) => visitor.userAgent?.slice(0, USER_AGENT_MAX) || null;

/** Counts a visit of a message link's code; nothing happens for a code that does not exist. */
export async function recordMessageClick(db: Db, code: string, visitor: Visitor): Promise<void> {
  await db.transaction(async (tx) => {
    const [link] = await tx
      .update(messageLinks)
      .set({
        clicks: sql`${messageLinks.clicks} + 1`,
        first_clicked_at: sql`coalesce(${messageLinks.first_clicked_at}, now())`,
        last_clicked_at: sql`now()`,
      })
      .where(eq(messageLinks.code, code))
      .returning();
    if (!link) return;
    const { team_id, campaign_id, message_id, contact_id } = link;
    await tx.insert(linkClicks).values({ team_id, code, campaign_id, message_id, contact_id, ip: visitor.ip, user_agent: agentOf(visitor) });
    if (link.clicks !== 1) return;
    // A message may carry several links (its plain addresses, its offer): the campaign counts a
    // recipient once, on the first of their message's links to be clicked.
    const sibling =
      message_id === null
        ? undefined
        : (await tx.select({ code: messageLinks.code }).from(messageLinks).where(and(eq(messageLinks.message_id, message_id), ne(messageLinks.code, code), isNotNull(messageLinks.first_clicked_at))).limit(1))[0];
    if (campaign_id !== null && !sibling) {
      await tx
        .update(campaigns)
        .set({ clicks: sql`${campaigns.clicks} + 1` })
        .where(sql`${campaigns.id} = ${campaign_id} and ${campaigns.team_id} = ${team_id}`);
    }
    if (contact_id !== null) {
      // The contact may have been deleted since the send: then there is no history to add to.
      const detail = JSON.stringify({ message_id, code });
      await tx.execute(sql`
        insert into ${contactEvents} (team_id, contact_id, kind, ref_type, ref_id, detail)
        select ${team_id}::int, ${contacts.id}, 'clicked', ${campaign_id === null ? null : 'campaigns'}::text, ${campaign_id}::int, ${detail}::jsonb
        from ${contacts} where ${contacts.id} = ${contact_id} and ${contacts.team_id} = ${team_id}`);
    }
  });
}

/** Counts a visit of a team's named short link. */
export async function recordShortLinkClick(db: Db, link: { id: number; team_id: number }, visitor: Visitor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(shortLinks)
      .set({ clicks: sql`${shortLinks.clicks} + 1`, last_clicked_at: sql`now()` })
      .where(eq(shortLinks.id, link.id));
    await tx.insert(linkClicks).values({ team_id: link.team_id, short_link_id: link.id, ip: visitor.ip, user_agent: agentOf(visitor) });
  });
}

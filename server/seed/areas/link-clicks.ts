/**
 * Demo links and clicks: the last completed campaign's messages to a few dozen contacts, each with
 * its own link on the team's short-link domain, about a third of them clicked since (the latest an
 * hour ago), as the redirector records them; and the latest visits of the named short links that
 * were clicked, each link's last one at its `last_clicked_at` (its counter also holds older visits).
 * Visitors use phones and a few desktops on documentation addresses (RFC 5737).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { measureSms } from '../../../resources/format/sms-text.ts';
import type { Db } from '../../db/client.ts';
import { campaigns, contactEvents, contacts, linkClicks, messageLinks, offers, shortLinks, smsMessages } from '../../db/schema/index.ts';
import { linkBase, LINK_CODE_LENGTH } from '../../domains/campaigns/links/link-codes.ts';
import { DAY, HOUR, MINUTE } from '../clock.ts';
import { DEFAULT_APP_URL, type DemoTeam } from '../demo-team.ts';
import { insertChunks, seededRandom, type Random } from '../random.ts';

const USER_AGENTS: [string, number][] = [
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 40],
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 30],
  ['Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 20],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 10],
];
const NETWORKS = ['203.0.113', '198.51.100', '192.0.2'];

const CAMPAIGN = 'Free shipping weekend';
const RECIPIENTS = 36;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const visitor = (rnd: Random) => ({ ip: `${rnd.pick(NETWORKS)}.${rnd.int(1, 254)}`, user_agent: rnd.weighted(USER_AGENTS) });

export async function seedLinkClicks(db: Db, demo: DemoTeam): Promise<void> {
  const rnd = seededRandom(20_261_125);
  await seedCampaignClicks(db, demo, rnd);
  await seedShortLinkClicks(db, demo, rnd);
}

async function seedCampaignClicks(db: Db, demo: DemoTeam, rnd: Random): Promise<void> {
  const [campaign] = await db
    .select({ id: campaigns.id, text: campaigns.text, sender: campaigns.sender_id, offerId: campaigns.offer_id, sentAt: campaigns.scheduled_at, url: offers.url })
    .from(campaigns)
    .innerJoin(offers, eq(offers.id, campaigns.offer_id))
    .where(and(eq(campaigns.team_id, demo.teamId), eq(campaigns.name, CAMPAIGN)));
  if (!campaign?.sentAt) return;
  const people = await db
    .select({ id: contacts.id, phone: contacts.phone, first: contacts.first_name })
    .from(contacts)
    .where(and(eq(contacts.team_id, demo.teamId), isNotNull(contacts.phone)))
    .limit(RECIPIENTS);
  const base = await linkBase(db, demo.teamId, demo.appUrl ?? DEFAULT_APP_URL);
  const sentAt = campaign.sentAt;
  const own = { team_id: demo.teamId, created_by_id: demo.userId, updated_by_id: demo.userId };
  const links = people.map((person) => ({ person, code: Array.from({ length: LINK_CODE_LENGTH }, () => rnd.pick([...ALPHABET])).join('') }));
  const messages = await db
    .insert(smsMessages)
    .values(
      links.map(({ person, code }) => {
        const text = campaign.text.replace('{{offer_link}}', base.prefix + code);
        const { encoding, parts } = measureSms(text);
        const delivered = new Date(sentAt.getTime() + rnd.int(3, 90) * 1000);
        return { ...own, campaign_id: campaign.id, run: 1, contact_id: person.id, to: person.phone!, from: campaign.sender ?? 'SHOPNOW', text, encoding, parts: parts.length, status: 'delivered' as const, attempts: 1, created_at: sentAt, updated_at: delivered, submitted_at: sentAt, delivered_at: delivered };
      }),
    )
    .returning({ id: smsMessages.id });
  // About a third clicked, some more than once; the first of them an hour ago, so the newest click is a campaign's.
  const clicked = links.map((link, i) => ({ ...link, messageId: messages[i].id, visits: i === 0 || rnd.chance(0.33) ? rnd.int(1, 3) : 0 }));
  const since = Date.now() - HOUR - sentAt.getTime();
  const clicks = clicked.flatMap(({ person, code, messageId, visits }, i) =>
    Array.from({ length: visits }, () => ({ person, code, messageId, at: new Date(i === 0 ? Date.now() - HOUR : sentAt.getTime() + rnd.int(1, Math.floor(since / MINUTE)) * MINUTE) })),
  ).sort((a, b) => a.at.getTime() - b.at.getTime());
  const firsts = new Map<string, Date>();
  const lasts = new Map<string, Date>();
  for (const c of clicks) {
    if (!firsts.has(c.code)) firsts.set(c.code, c.at);
    lasts.set(c.code, c.at);
  }
  await db.insert(messageLinks).values(
    clicked.map(({ person, code, messageId, visits }) => ({
      code,
      team_id: demo.teamId,
      campaign_id: campaign.id,
      message_id: messageId,
      contact_id: person.id,
      offer_id: campaign.offerId,
      target_url: campaign.url,
      domain: base.domain,
      clicks: visits,
      first_clicked_at: firsts.get(code) ?? null,
      last_clicked_at: lasts.get(code) ?? null,
      created_at: sentAt,
    })),
  );
  if (!clicks.length) return;
  await db.insert(linkClicks).values(
    clicks.map((c) => ({ team_id: demo.teamId, code: c.code, campaign_id: campaign.id, message_id: c.messageId, contact_id: c.person.id, clicked_at: c.at, created_at: c.at, updated_at: c.at, ...visitor(rnd) })),
  );
  await db.insert(contactEvents).values(
    clicked
      .filter((c) => firsts.has(c.code))
      .map((c) => ({ team_id: demo.teamId, contact_id: c.person.id, kind: 'clicked', ref_type: 'campaigns', ref_id: campaign.id, detail: { message_id: c.messageId, code: c.code }, at: firsts.get(c.code)! })),
  );
}

async function seedShortLinkClicks(db: Db, demo: DemoTeam, rnd: Random): Promise<void> {
  const links = await db
    .select({ id: shortLinks.id, clicks: shortLinks.clicks, last: shortLinks.last_clicked_at })
    .from(shortLinks)
    .where(and(eq(shortLinks.team_id, demo.teamId), isNotNull(shortLinks.last_clicked_at)));
  const rows = links.flatMap((link) =>
    Array.from({ length: Math.min(link.clicks, rnd.int(3, 12)) }, (_, i) => {
      const at = new Date(link.last!.getTime() - (i === 0 ? 0 : rnd.int(10, 14 * DAY / MINUTE) * MINUTE));
      return { team_id: demo.teamId, short_link_id: link.id, clicked_at: at, created_at: at, updated_at: at, ...visitor(rnd) };
    }),
  );
  await insertChunks(rows, (chunk) => db.insert(linkClicks).values(chunk));
}

/**
 * Demo clicks of the named short links: the latest visits of each link that was clicked, its last
 * one at its `last_clicked_at` (its counter also holds older visits). Visitors use phones and a few
 * desktops on documentation addresses (RFC 5737). The campaigns' link clicks are campaign-history.ts's.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { linkClicks, shortLinks } from '../../db/schema/index.ts';
import { DAY, MINUTE } from '../clock.ts';
import type { DemoTeam } from '../demo-team.ts';
import { insertChunks, seededRandom, type Random } from '../random.ts';

const USER_AGENTS: [string, number][] = [
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 40],
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 30],
  ['Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 20],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 10],
];
const NETWORKS = ['203.0.113', '198.51.100', '192.0.2'];


const visitor = (rnd: Random) => ({ ip: `${rnd.pick(NETWORKS)}.${rnd.int(1, 254)}`, user_agent: rnd.weighted(USER_AGENTS) });

export async function seedLinkClicks(db: Db, demo: DemoTeam): Promise<void> {
  const rnd = seededRandom(20_261_125);
  await seedShortLinkClicks(db, demo, rnd);
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

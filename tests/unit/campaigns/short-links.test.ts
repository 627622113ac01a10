/**
 * The redirector's small parts: which user agents are link-preview fetchers, and the in-memory list
 * of short-link hosts (read once per TTL, read again after a change, never Parley's own host, a
 * load that overlapped a change not kept as fresh).
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client.ts';
import { isPreviewFetcher } from '../../../server/domains/campaigns/links/preview-bots.ts';
import { ShortenerHosts } from '../../../server/domains/campaigns/links/shortener-hosts.ts';

describe('isPreviewFetcher', () => {
  it('knows the chat apps’ preview fetchers and crawlers, whatever their case', () => {
    for (const agent of [
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'TelegramBot (like TwitterBot)',
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ]) {
      expect(isPreviewFetcher(agent), agent).toBe(true);
    }
  });

  it('takes browsers and a missing user agent for people', () => {
    expect(isPreviewFetcher('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1')).toBe(false);
    expect(isPreviewFetcher('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36')).toBe(false);
    expect(isPreviewFetcher(undefined)).toBe(false);
    expect(isPreviewFetcher('')).toBe(false);
  });
});

type Row = { id: number; teamId: number; name: string; fallbackUrl: string | null };

/** A stand-in for the one query ShortenerHosts makes: answers `rows` as they are when it settles. */
function fakeDb(rows: Row[], gate?: Promise<void>) {
  let reads = 0;
  const db = {
    select: () => ({
      from: () => ({
        where: () => ({
          orderBy: async () => {
            reads++;
            await gate;
            return [...rows];
          },
        }),
      }),
    }),
  } as unknown as Db;
  return { db, reads: () => reads };
}

const row = (id: number, name: string, teamId = id): Row => ({ id, teamId, name, fallbackUrl: null });

describe('ShortenerHosts', () => {
  it('reads the domains once per TTL and again after forget()', async () => {
    let now = 0;
    const rows = [row(1, 'go.a.example')];
    const { db, reads } = fakeDb(rows);
    const hosts = new ShortenerHosts(db, 'parley.test', () => now);
    expect((await hosts.find('GO.A.EXAMPLE'))?.id).toBe(1);
    expect(await hosts.find('parley.test')).toBeUndefined();
    now = 29_000;
    rows.push(row(2, 'go.b.example'));
    expect(await hosts.find('go.b.example')).toBeUndefined();
    expect(reads()).toBe(1);
    hosts.forget();
    expect((await hosts.find('go.b.example'))?.id).toBe(2);
    expect(reads()).toBe(2);
    now = 60_000;
    await hosts.find('go.b.example');
    expect(reads()).toBe(3);
  });

  it('answers from an aged list at once while reading it again, so a busy database holds up no page', async () => {
    let now = 0;
    let open!: () => void;
    const rows = [row(1, 'go.a.example')];
    const first = fakeDb(rows);
    const hosts = new ShortenerHosts(first.db, 'parley.test', () => now);
    expect((await hosts.find('go.a.example'))?.id).toBe(1);
    // The next read hangs until opened: the lookup must not wait for it.
    const gate = new Promise<void>((resolve) => (open = resolve));
    Object.assign(first.db, fakeDb([row(1, 'go.a.example'), row(2, 'go.b.example')], gate).db);
    now = 31_000;
    const settledAt = await Promise.race([hosts.find('go.b.example').then(() => 'answered'), new Promise((r) => setTimeout(() => r('waited'), 50))]);
    expect(settledAt).toBe('answered');
    expect(await hosts.find('go.b.example')).toBeUndefined();
    open();
    await new Promise((r) => setTimeout(r, 0));
    expect((await hosts.find('go.b.example'))?.id).toBe(2);
  });

  it('tells a failed background read and keeps serving the old list', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const { db } = fakeDb([row(1, 'go.a.example')]);
    const hosts = new ShortenerHosts(db, 'parley.test', () => now, (error) => errors.push(error));
    await hosts.find('go.a.example');
    (db as unknown as { select: () => never }).select = () => {
      throw new Error('database gone');
    };
    now = 31_000;
    expect((await hosts.find('go.a.example'))?.id).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(errors.map(String)).toEqual(['Error: database gone']);
  });

  it('never lets a team’s domain take Parley’s own host; a name two teams hold is the first one’s', async () => {
    const { db } = fakeDb([row(1, 'parley.test'), row(2, 'go.shared.example'), row(3, 'go.shared.example')]);
    const hosts = new ShortenerHosts(db, 'parley.test');
    expect(await hosts.find('parley.test')).toBeUndefined();
    expect((await hosts.find('go.shared.example'))?.teamId).toBe(2);
  });

  it('shares one read among simultaneous lookups, and does not keep one that a change overlapped', async () => {
    let open!: () => void;
    const rows = [row(1, 'go.a.example')];
    const { db, reads } = fakeDb(rows, new Promise((resolve) => (open = resolve)));
    const hosts = new ShortenerHosts(db, 'parley.test', () => 0);
    const lookups = [hosts.find('go.a.example'), hosts.find('go.a.example')];
    hosts.forget();
    open();
    expect((await Promise.all(lookups)).map((d) => d?.id)).toEqual([1, 1]);
    expect(reads()).toBe(1);
    await hosts.find('go.a.example');
    expect(reads()).toBe(2);
  });
});

/**
 * `npx tsx scripts/hub-rollups-rebuild.ts <team id> <from> <to>`: recomputes a team's hub roll-ups
 * for UTC days `from` to `to` (YYYY-MM-DD, both included) from the raw parts
 * (docs/areas/hub.md#reports). Safe to run again and while traffic flows (the roll-ups' writers wait
 * for it); on the embedded database stop Parley first (PGlite serves one process).
 */
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { rebuildHubRollups } from '../server/domains/hub/reports/rebuild.ts';

const [team, from, to = from] = process.argv.slice(2);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
if (!/^\d+$/.test(team ?? '') || !DATE.test(from ?? '') || !DATE.test(to) || from > to) {
  console.error('usage: npx tsx scripts/hub-rollups-rebuild.ts <team id> <from YYYY-MM-DD> [<to YYYY-MM-DD>]');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const started = performance.now();
  const { rows } = await rebuildHubRollups(database.db, Number(team), from, to);
  console.log(`[parley] team ${team}, ${from} to ${to}: ${rows} roll-up row(s) written in ${Math.round(performance.now() - started)} ms`);
} finally {
  await database.close();
}

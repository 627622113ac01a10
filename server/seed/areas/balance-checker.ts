/**
 * The demo's company that is also a vendor: Asterion sells the team wholesale routes and buys hub
 * traffic from it, so its balance checker reads what Asterion says the team holds with it
 * (docs/areas/hub.md#balance-checker). The checker is saved but off — its address is Asterion's
 * example host, which does not exist — with a week of readings, one of them failed, as a running
 * one would have left them.
 */
import type { Db } from '../../db/client.ts';
import { hubBalanceCheckers, hubBalanceReadings } from '../../db/schema/index.ts';
import { HOUR } from '../clock.ts';
import { seedCompanies } from './companies.ts';

export async function seedBalanceChecker(db: Db, demo: { teamId: number; userId: number }, now = Date.now()): Promise<void> {
  const ids = await seedCompanies(
    db,
    demo,
    [['Asterion Telecom FZ-LLC', 'https://asterion-telecom.example', 'billing@asterion-telecom.example', 0, 'USD', true, 'Also a vendor: its wholesale route bills us; the balance checker reads what we hold with it.']],
    () => new Date(now - 200 * 24 * HOUR),
  );
  const companyId = ids.get('Asterion Telecom FZ-LLC')!;
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  await db.insert(hubBalanceCheckers).values({
    company_id: companyId,
    team_id: demo.teamId,
    enabled: false,
    url: 'https://portal.asterion-telecom.example/api/v2/account/balance',
    method: 'GET',
    // Sealed at start like every stored credential (server/security/seal-stored.ts).
    headers: 'Authorization: Bearer ast_live_7c1e93b0d4',
    extract_kind: 'jsonpath',
    expression: '$.account.available_balance',
    currency: 'USD',
    interval_minutes: 60,
    low_balance_threshold: 500_000_000,
    next_run_at: at(-1),
    last_balance: 1_842_370_000,
    last_currency: 'USD',
    last_checked_at: at(2),
  });
  const own = { team_id: demo.teamId, created_by_id: demo.userId, updated_by_id: demo.userId, company_id: companyId, currency: 'USD' as const };
  const balances = [2_914_500_000, 2_633_120_000, 2_410_870_000, null, 2_187_040_000, 1_995_610_000, 1_842_370_000];
  await db.insert(hubBalanceReadings).values(
    balances.map((balance, i) => {
      const hoursAgo = (balances.length - 1 - i) * 24 + 2;
      return balance === null
        ? { ...own, at: at(hoursAgo), balance: null, status_code: 502, excerpt: '<html><body><h1>502 Bad Gateway</h1></body></html>', error: 'portal.asterion-telecom.example answered 502 Bad Gateway.' }
        : { ...own, at: at(hoursAgo), balance, status_code: 200, excerpt: JSON.stringify({ account: { id: 'PRL-0042', available_balance: (balance / 1e6).toFixed(2), currency: 'USD' } }) };
    }),
  );
}

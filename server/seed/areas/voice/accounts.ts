/**
 * Where calls go out: the team's voice accounts (the built-in simulator and a Twilio account) and
 * the platform's own carrier accounts (staff data, no team).
 */
import type { Db } from '../../../db/client.ts';
import type { Random } from '../../random.ts';
import { sealCredential } from '../../../security/credentials.ts';
import { voiceAccounts, voiceProviderAccounts } from '../../../db/schema/index.ts';
import type { Own } from '../own.ts';

export async function seedVoiceAccounts(db: Db, own: Own, rnd: Random): Promise<{ simulator: { id: number }; twilio: { id: number } }> {
  const [simulator, twilio] = await db
    .insert(voiceAccounts)
    .values([
      { ...own, name: 'Built-in simulator', provider: 'simulator', region: 'local', status: 'active' },
      { ...own, name: 'Twilio — US East', provider: 'twilio', account_sid: `AC${rnd.hex(32)}`, api_key: `SK${rnd.hex(32)}`, region: 'us1', status: 'active' },
    ])
    .returning({ id: voiceAccounts.id });
  return { simulator, twilio };
}

/** Seeded once per installation: a second demo team finds them there. */
export async function seedProviderAccounts(db: Db, userId: number, rnd: Random): Promise<void> {
  const existing = await db.select({ id: voiceProviderAccounts.id }).from(voiceProviderAccounts).limit(1);
  if (!existing.length) {
    await db.insert(voiceProviderAccounts).values([
      { name: 'Parley Telnyx — EU', provider: 'telnyx', api_base_url: 'https://api.telnyx.example.com/v2', account_sid: `tx_${rnd.hex(20)}`, webhook_secret: sealCredential(`whsec_${rnd.hex(64)}`), status: 'active', balance: 184_250, currency: 'EUR', created_by_id: userId, updated_by_id: userId },
      { name: 'Parley Twilio — US', provider: 'twilio', api_base_url: 'https://api.twilio.example.com/2010-04-01', account_sid: `AC${rnd.hex(32)}`, webhook_secret: sealCredential(`whsec_${rnd.hex(64)}`), status: 'active', balance: 52_310, currency: 'USD', created_by_id: userId, updated_by_id: userId },
    ]);
  }
}

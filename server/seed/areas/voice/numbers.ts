/** The team's six numbers, on the simulator or Twilio, most with an agent; the spare Vancouver one on the team's own PBX. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Random } from '../../random.ts';
import { sealCredential } from '../../../security/credentials.ts';
import { voiceNumbers, voiceSipTrunks } from '../../../db/schema/index.ts';
import type { Own } from '../own.ts';

export type NumberRow = { id: number; number: string };

/** The numbers in the order of NUMBERS. */
export async function seedNumbers(db: Db, own: Own, rnd: Random, at: { agentIds: number[]; simulator: { id: number }; twilio: { id: number } }): Promise<NumberRow[]> {
  const { agentIds, simulator, twilio } = at;
  const numberRows = await db
    .insert(voiceNumbers)
    .values(
      NUMBERS.map(([number, label, country, agent, onTwilio, capabilities, monthly_cost]) => ({
        ...own,
        number,
        label,
        country,
        agent_id: agent === null ? null : agentIds[agent],
        account_id: onTwilio ? twilio.id : simulator.id,
        capabilities,
        monthly_cost,
        status: 'active' as const,
      })),
    )
    .returning({ id: voiceNumbers.id, number: voiceNumbers.number });

  // The team's own PBX carries the spare Vancouver number (bring your own carrier).
  const [trunk] = await db
    .insert(voiceSipTrunks)
    .values({ ...own, name: 'Office PBX — Vancouver', termination_uri: 'sip:pbx.northwind.example:5061;transport=tls', username: 'parley-out', password: sealCredential(`pbx-${rnd.hex(12)}`), allowed_ips: ['203.0.113.10', '198.51.100.0/28'] })
    .returning({ id: voiceSipTrunks.id });
  await db.update(voiceNumbers).set({ sip_trunk_id: trunk.id }).where(eq(voiceNumbers.id, numberRows[3].id));
  return numberRows;
}

/** number, label, country, agent index (or none), on the Twilio account, capabilities, monthly cost in cents. */
const NUMBERS: [string, string, 'US' | 'GB' | 'CA' | 'SA' | 'AE', number | null, boolean, ('voice' | 'sms')[], number][] = [
  ['+14155550100', 'Solar outbound — SF', 'US', 0, false, ['voice', 'sms'], 115],
  ['+15105550117', 'Solar inbound — East Bay', 'US', 0, true, ['voice'], 115],
  ['+442079460123', 'Dental reminders — London', 'GB', 1, false, ['voice', 'sms'], 150],
  ['+16045550150', 'Spare — Vancouver', 'CA', null, true, ['voice'], 130],
  ['+966115550123', 'Riyadh care line', 'SA', 2, false, ['voice'], 1200],
  ['+97145550188', 'Dubai test line', 'AE', null, false, ['voice'], 1500],
];

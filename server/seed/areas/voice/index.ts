/**
 * Demo data of the voice area: two voice accounts, three agents with their prompts and tools,
 * six numbers, three voice campaigns, 200 calls with transcripts over the last 30 days,
 * outcome classifiers, a test suite, workflows and the platform's provider accounts.
 * Deterministic: every choice comes from one seeded generator, drawn from in this order; only
 * dates follow the clock.
 */
import type { Own } from '../own.ts';
import type { Db } from '../../../db/client.ts';
import { seededRandom } from '../../random.ts';
import { seedProviderAccounts, seedVoiceAccounts } from './accounts.ts';
import { seedAgents, seedAgentTests } from './agents.ts';
import { seedCalls } from './calls.ts';
import { seedCampaigns } from './campaigns.ts';
import { seedClassifiers } from './classifiers.ts';
import { seedNumbers } from './numbers.ts';
import { seedTools } from './tools.ts';
import { seedWorkflows } from './workflows.ts';

/** Who owns and wrote each demo row. */

export async function seedVoice(db: Db, demo: { teamId: number; userId: number }): Promise<void> {
  const rnd = seededRandom(20_261_122);
  const now = Date.now();
  const own: Own = { team_id: demo.teamId, created_by_id: demo.userId, updated_by_id: demo.userId };

  const { simulator, twilio } = await seedVoiceAccounts(db, own, rnd);
  await seedTools(db, own);
  const agentIds = await seedAgents(db, own);
  const numberRows = await seedNumbers(db, own, rnd, { agentIds, simulator, twilio });
  const campaignRows = await seedCampaigns(db, own, now, agentIds, numberRows);
  await seedCalls(db, own, rnd, now, { agentIds, numberRows, campaignRows });
  await seedClassifiers(db, own);
  await seedAgentTests(db, own, agentIds);
  await seedWorkflows(db, own, agentIds);
  await seedProviderAccounts(db, demo.userId, rnd);
}

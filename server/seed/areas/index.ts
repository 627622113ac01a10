import type { Db } from '../../db/client.ts';
import type { DemoTeam } from '../demo-team.ts';
import { seedAudience } from './audience.ts';
import { seedAutomations } from './automations.ts';
import { seedBalanceChecker } from './balance-checker.ts';
import { seedLinkClicks } from './link-clicks.ts';
import { seedCampaignHistory } from './campaign-history.ts';
import { seedHubTraffic } from './hub-traffic.ts';
import { seedRateDesk } from './rate-desk.ts';
import { seedReceiptAttempts } from './receipt-attempts.ts';
import { seedSms } from './sms.ts';
import { seedToolEvents } from './tool-events.ts';
import { seedPromptVersions } from './prompt-versions.ts';
import { seedSmsLogs } from './sms-logs.ts';
import { seedVoice } from './voice/index.ts';
import { seedVoiceCampaignAudiences } from './voice-campaign-audiences.ts';
import { seedVoicePostProcessing } from './voice-post-processing.ts';
import { seedWebhooks } from './webhooks.ts';
import { seedWorkspaceArea } from './workspace.ts';

/** Every area's demo records, for the demo team. */
export async function seedWorkspace(db: Db, demo: DemoTeam): Promise<void> {
  await seedVoice(db, demo);
  await seedVoicePostProcessing(db, demo);
  await seedToolEvents(db, demo);
  // After the calls: each is stamped with the version live when it started.
  await seedPromptVersions(db, demo);
  await seedAudience(db, demo);
  await seedVoiceCampaignAudiences(db, demo);
  await seedSms(db, demo);
  await seedSmsLogs(db, demo);
  await seedWorkspaceArea(db, demo);
  await seedLinkClicks(db, demo);
  // After the routes, their rates and the short-link domain: the campaigns' messages go through them.
  await seedCampaignHistory(db, demo);
  // After the hub's endpoints and their client rates: its clients' parts, and the roll-ups the financials read.
  await seedHubTraffic(db, demo);
  // After the hub's traffic: the HTTP client's receipt deliveries name its messages.
  await seedReceiptAttempts(db, demo);
  // After the routes: the company that is also one of the vendors.
  await seedBalanceChecker(db, demo);
  // After the routes, their rates and the companies: a deck waiting for approval, a test schedule, the audit log.
  await seedRateDesk(db, demo);
  await seedWebhooks(db, demo);
  await seedAutomations(db, demo);
}

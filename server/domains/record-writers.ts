/** Entities whose generic create and update apply rules of their own (server/crud/record-writer.ts), by resource name. */
import type { ListExtension } from '../crud/list-extension.ts';
import type { RecordWriter } from '../crud/record-writer.ts';
import type { Row } from '../crud/record.ts';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { removeUploadBytes } from './audience/uploads/data-file-store.ts';
import { contactListExtension } from './audience/contact-filters.ts';
import { optOutRecordWriter } from './audience/opt-outs.ts';
import { feedRecordWriter } from './audience/feed-stop.ts';
import { contactRecordWriter } from './audience/contact-record.ts';
import { blacklistRecordWriter, globalBlacklistRecordWriter } from './sms/routing/blacklist-writer.ts';
import { stopperRecordWriter } from './voice/post-processing/stopper-writer.ts';
import { campaignTextWriter } from './campaigns/text-writer.ts';
import { snapshotForgettingWriter } from './sms/routing/cache.ts';
import { planRecordWriter } from './sms/routing/plan-writer.ts';
import { routeRecordWriter } from './sms/routing/route-writer.ts';
import { ruleRecordWriter } from './sms/routing/rule-writer.ts';
import { agentRecordWriter } from './voice/agent-writer.ts';
import { automationRecordWriter } from './automations/automation-writer.ts';
import { providerAccountWriter } from './voice/provider/provider-account-writer.ts';

export const recordWriters: Record<string, RecordWriter> = {
  contacts: contactRecordWriter,
  'opt-outs': optOutRecordWriter,
  feeds: feedRecordWriter,
  campaigns: campaignTextWriter,
  'campaign-texts': campaignTextWriter,
  'routing-rules': ruleRecordWriter,
  'routing-plans': planRecordWriter,
  blacklist: blacklistRecordWriter,
  'global-blacklist': globalBlacklistRecordWriter,
  routes: routeRecordWriter,
  'vendor-rates': snapshotForgettingWriter,
  networks: snapshotForgettingWriter,
  agents: agentRecordWriter,
  'provider-accounts': providerAccountWriter,
  'campaign-stoppers': stopperRecordWriter,
  automations: automationRecordWriter,
};

/** Entities with more to remove than their row when one is deleted. */
export const recordRemovers: Record<string, (app: AppContext, row: Row) => Promise<void>> = {
  'data-files': removeUploadBytes,
};

/** Entities whose list takes filters beyond their declared fields (server/crud/list-extension.ts). */
export function listExtensionOf(name: string, db: DbOrTx): ListExtension | undefined {
  return name === 'contacts' ? contactListExtension(db) : undefined;
}

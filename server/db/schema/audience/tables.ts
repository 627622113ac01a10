import type { PgTable } from 'drizzle-orm/pg-core';
import {
  automations,
  campaignSenderids,
  campaignTexts,
  campaigns,
  companies,
  contacts,
  customFields,
  dataFiles,
  emailTemplates,
  feedLogs,
  feeds,
  hlrLookups,
  linkClicks,
  offers,
  optOuts,
  segments,
} from './index.ts';

/** Resource name → table, for this area. */
export const audienceTables: Record<string, PgTable> = {
  'custom-fields': customFields,
  offers,
  contacts,
  'opt-outs': optOuts,
  segments,
  feeds,
  'feed-logs': feedLogs,
  'data-files': dataFiles,
  'hlr-lookups': hlrLookups,
  companies,
  campaigns,
  'campaign-texts': campaignTexts,
  'campaign-senderids': campaignSenderids,
  'link-clicks': linkClicks,
  automations,
  'email-templates': emailTemplates,
};

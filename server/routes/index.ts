import type { RouteModule } from '../http/zod-app.ts';
import { emailVerificationRoutes } from './auth/email-verification.ts';
import { googleRoutes } from './auth/google.ts';
import { passwordRoutes } from './auth/password.ts';
import { registrationRoutes } from './auth/registration.ts';
import { sessionRoutes } from './auth/session.ts';
import { userRoutes } from './auth/user.ts';
import { contactBulkRoutes } from './audience/contact-bulk.ts';
import { agentChatRoutes } from './agent-chat.ts';
import { automationEntryRoutes } from './automation-entry.ts';
import { agentPromptRoutes } from './agent-prompts.ts';
import { automationRoutes } from './automations.ts';
import { campaignRoutes } from './campaigns.ts';
import { contactInsightRoutes } from './audience/contact-insights.ts';
import { contactUpsertRoutes } from './audience/contact-upsert.ts';
import { dataFileTusRoutes } from './audience/data-file-tus.ts';
import { dataFileRoutes } from './audience/data-files.ts';
import { dashboardRoutes } from './dashboard.ts';
import { hlrRoutes } from './enrichment/hlr.ts';
import { mnpRoutes } from './enrichment/mnp.ts';
import { providerRoutes } from './enrichment/providers.ts';
import { eventRoutes } from './events.ts';
import { exportRoutes } from './exports.ts';
import { fileRoutes } from './files.ts';
import { healthRoutes } from './health.ts';
import { invoiceDocumentRoutes } from './invoice-document.ts';
import { llmSettingsRoutes } from './llm-settings.ts';
import { mailOutboxRoutes } from './management/mail-outbox.ts';
import { managedTeamsRoutes } from './management/teams.ts';
import { publicConfigRoutes } from './public-config.ts';
import { resourceRoutes } from './resources.ts';
import { segmentRoutes } from './segments.ts';
import { smsReportRoutes } from './sms-reports.ts';
import { smsRoutingRoutes } from './sms-routing.ts';
import { smsDlrRoutes } from './sms-dlr.ts';
import { smsSendRoutes } from './sms-send.ts';
import { teamRouteModules } from './teams/index.ts';
import { voiceToolRoutes } from './voice-tools.ts';
import { voiceCallRoutes } from './voice-calls.ts';
import { callOutcomeClassifierRoutes } from './call-outcome-classifiers.ts';
import { agentTestSuiteRoutes } from './agent-test-suites.ts';
import { voiceCampaignRoutes } from './voice-campaigns.ts';
import { voiceNumberRoutes } from './voice-numbers.ts';
import { voiceProviderAccountRoutes } from './voice-provider-accounts.ts';
import { voiceCallStatsRoutes } from './voice-call-stats.ts';
import { voicePostProcessingRoutes } from './voice-post-processing.ts';
import { leadSubmitterRoutes } from './lead-submitter.ts';
import { webhookRoutes } from '../webhooks/routes.ts';

/** Every route file of the API, registered under /api/proxy/api. */
export const routeModules: RouteModule[] = [
  healthRoutes,
  publicConfigRoutes,
  sessionRoutes,
  registrationRoutes,
  passwordRoutes,
  emailVerificationRoutes,
  userRoutes,
  googleRoutes,
  ...teamRouteModules,
  mailOutboxRoutes,
  managedTeamsRoutes,
  contactUpsertRoutes,
  // Before the generic routes: its check of a saved segment's rules hooks the segment CRUD routes.
  segmentRoutes,
  dataFileRoutes,
  dataFileTusRoutes,
  hlrRoutes,
  mnpRoutes,
  providerRoutes,
  llmSettingsRoutes,
  agentChatRoutes,
  agentPromptRoutes,
  automationRoutes,
  contactInsightRoutes,
  contactBulkRoutes,
  smsRoutingRoutes,
  campaignRoutes,
  smsSendRoutes,
  smsDlrRoutes,
  smsReportRoutes,
  voiceToolRoutes,
  voiceCallRoutes,
  callOutcomeClassifierRoutes,
  agentTestSuiteRoutes,
  voiceCampaignRoutes,
  voiceNumberRoutes,
  voiceProviderAccountRoutes,
  // Before the generic routes: /v1/voice/calls/stats and the like are not call ids.
  voiceCallStatsRoutes,
  voicePostProcessingRoutes,
  leadSubmitterRoutes,
  automationEntryRoutes,
  resourceRoutes,
  invoiceDocumentRoutes,
  dashboardRoutes,
  eventRoutes,
  exportRoutes,
  fileRoutes,
  webhookRoutes,
];

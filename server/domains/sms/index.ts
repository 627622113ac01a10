/** The SMS area: routes, routing plans and rules, vendor rates and networks, sending and receipts. */
import { smsDlrRoutes } from '../../routes/sms/dlr.ts';
import { smsRateDeckRoutes } from '../../routes/sms/rate-decks.ts';
import { smsReportRoutes } from '../../routes/sms/reports.ts';
import { smsRoutingRoutes } from '../../routes/sms/routing.ts';
import { smsSendRoutes } from '../../routes/sms/send.ts';
import { smsTestRoutes } from '../../routes/sms/test-sms.ts';
import {
  livePhoneMessages,
  livePhones,
  rateChangeBatches,
  rateChanges,
  rateInboxes,
  routingPlans,
  routingRules,
  smsBlacklist,
  smsGlobalBlacklist,
  smsMessages,
  smsNetworks,
  smsRoutes,
  smsTestSchedules,
  smsTests,
  vendorRates,
} from '../../db/schema/index.ts';
import { defineArea } from '../area.ts';
import { startSmsDelivery } from './delivery/delivery-service.ts';
import { startReceiptRecorder } from './delivery/process-receipts.ts';
import { livePhoneWebhooks } from './live-tests/live-phone-webhooks.ts';
import { smsTestHooks } from './live-tests/outcome.ts';
import { startSmsTests } from './live-tests/start.ts';
import { blacklistRecordWriter, globalBlacklistRecordWriter } from './routing/blacklist-writer.ts';
import { snapshotForgettingWriter } from './routing/cache.ts';
import { planRecordWriter } from './routing/plan-writer.ts';
import { routeRecordWriter } from './routing/route-writer.ts';
import { ruleRecordWriter } from './routing/rule-writer.ts';
import { rateChangeDecisionRoutes } from '../../routes/sms/rate-changes.ts';

export const smsArea = defineArea({
  name: 'sms',
  tables: {
    routes: smsRoutes,
    'routing-plans': routingPlans,
    'routing-rules': routingRules,
    'vendor-rates': vendorRates,
    'rate-changes': rateChanges,
    'rate-change-batches': rateChangeBatches,
    'rate-inboxes': rateInboxes,
    networks: smsNetworks,
    'live-phones': livePhones,
    'live-phone-messages': livePhoneMessages,
    'sms-tests': smsTests,
    'sms-test-schedules': smsTestSchedules,
    'sms-logs': smsMessages,
    blacklist: smsBlacklist,
    'global-blacklist': smsGlobalBlacklist,
  },
  writers: {
    'routing-rules': ruleRecordWriter,
    'routing-plans': planRecordWriter,
    blacklist: blacklistRecordWriter,
    'global-blacklist': globalBlacklistRecordWriter,
    routes: routeRecordWriter,
    // A route's choice is cached from these: a write forgets the cache.
    'vendor-rates': snapshotForgettingWriter,
    networks: snapshotForgettingWriter,
  },
  routes: [smsRoutingRoutes, smsSendRoutes, smsDlrRoutes, smsReportRoutes, smsTestRoutes, rateChangeDecisionRoutes, smsRateDeckRoutes],
  webhookSources: { 'live-phones': livePhoneWebhooks },
  // SMS tests settle as their messages do (server/domains/sms/live-tests/outcome.ts).
  deliveryHooks: smsTestHooks,
  start: startReceiptRecorder,
  async startWorkers(ctx) {
    const delivery = await startSmsDelivery(ctx);
    const tests = await startSmsTests(ctx);
    return async () => {
      await tests();
      await delivery.stop();
    };
  },
});

/**
 * SMS tests (server/domains/sms/live-tests/): send one over a route or a rule's routes, the phones a
 * test may go to, and the routes' test summary with their fake-receipt score. The live phones'
 * signed webhook is the webhook ingress's (server/webhooks/routes.ts).
 */
import { SMS_TEST_SUMMARY_API, smsTestSummaryQuery, smsTestSummarySchema, TEST_SMS_API, TEST_SMS_PHONES_API, testSmsPhonesSchema, testSmsRequestSchema, testSmsResponseSchema } from '../../../resources/sms/test-sms.ts';
import { authOf, callerOf } from '../../auth/plugin.ts';
import { sendSmsTests } from '../../domains/sms/live-tests/send-test.ts';
import { smsTestSummary } from '../../domains/sms/live-tests/summary.ts';
import { testPhones } from '../../domains/sms/live-tests/test-phones.ts';
import type { RouteModule } from '../../http/zod-app.ts';

const access = (action: 'list' | 'create') => ({ access: { resource: 'sms-tests', action } }) as const;

export const smsTestRoutes: RouteModule = (app, ctx) => {
  const db = ctx.database.db;

  app.post(
    TEST_SMS_API,
    {
      config: access('create'),
      schema: {
        tags: ['sms-tests'],
        summary: 'Send a test SMS over one route (or each route of a rule), route forced and no failover, to a live phone; its sms-tests record settles from the receipt and the handset',
        body: testSmsRequestSchema,
        response: { 201: testSmsResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await sendSmsTests(db, callerOf(request), request.body)),
  );

  app.get(
    TEST_SMS_PHONES_API,
    { config: access('create'), schema: { tags: ['sms-tests'], summary: 'The team’s live phones a test may be sent to', response: { 200: testSmsPhonesSchema } } },
    async (request) => ({ data: await testPhones(db, authOf(request).team.id) }),
  );

  app.get(
    SMS_TEST_SUMMARY_API,
    {
      config: access('list'),
      schema: {
        tags: ['sms-tests'],
        summary: 'Each route’s SMS tests over the last days: outcomes, the fake-receipt score (DELIVRD receipts for tests the handset never received) and replaced sender IDs or texts',
        querystring: smsTestSummaryQuery,
        response: { 200: smsTestSummarySchema },
      },
    },
    async (request) => ({ data: await smsTestSummary(db, authOf(request).team.id, { routeId: request.query.route_id, days: request.query.days }) }),
  );

};

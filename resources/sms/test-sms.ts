/**
 * POST /v1/sms/routing/test-sms: a test text over one route (or each route of a rule) to a live
 * phone, through the SMS delivery with the route forced and no failover; the sms-tests records
 * it makes settle as the receipt and the handset report (docs/areas/hub.md#live-phones-and-sms-tests).
 * Also the summary of routes' tests (the fake-receipt score) and the phones a test may go to.
 */
import { z } from '../validation.ts';

export const TEST_SMS_API = '/v1/sms/routing/test-sms';
export const TEST_SMS_PHONES_API = '/v1/sms/routing/test-sms/phones';
export const SMS_TEST_SUMMARY_API = '/v1/sms/routing/sms-tests/summary';

export const testSmsRequestSchema = z
  .object({
    route_id: z.number().int().positive().optional().describe('The route to test; or give rule_id.'),
    rule_id: z.number().int().positive().optional().describe('A routing rule: one test over each route it names.'),
    live_phone_id: z.number().int().positive().describe('The live phone that should receive it.'),
    sender_id: z.string().trim().min(1).max(16).describe('The sender ID to send with: up to 11 letters and digits, or a number.'),
    text: z.string().trim().min(1).max(600).optional().describe('The text; the test code (PT-123456) is added when the text does not carry {code}.'),
  })
  .strict();

export const testSmsResponseSchema = z.object({
  tests: z.array(
    z.object({
      id: z.number().int(),
      route_id: z.number().int(),
      code: z.string(),
      status: z.string(),
      sms_message_id: z.number().int().nullable(),
    }),
  ),
});

export const testSmsPhonesSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), number: z.string(), network: z.string(), country: z.string(), status: z.string() })),
});

export const smsTestSummaryQuery = z.object({
  route_id: z.coerce.number().int().positive().optional(),
  days: z.coerce.number().int().min(1).max(365).default(30),
});

export const smsTestSummaryRow = z.object({
  route_id: z.number().int(),
  route_name: z.string(),
  tests: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  timeout: z.number().int(),
  pending: z.number().int(),
  /** Tests whose receipt said delivered (DELIVRD) and that have settled. */
  receipts_delivered: z.number().int(),
  /** …of which the handset never received: fake receipts. */
  fake_receipts: z.number().int(),
  /** fake_receipts / receipts_delivered, 0–1; null with no such receipt yet. */
  fake_receipt_share: z.number().nullable(),
  sender_replaced: z.number().int(),
  text_replaced: z.number().int(),
  /** Settled tests that did not arrive intact (failed, timed out, or altered). */
  failing: z.number().int(),
  last_test_at: z.string().nullable(),
  last_status: z.string().nullable(),
});

export const smsTestSummarySchema = z.object({ data: z.array(smsTestSummaryRow) });

export type TestSmsRequest = z.infer<typeof testSmsRequestSchema>;
export type TestSmsResponse = z.infer<typeof testSmsResponseSchema>;
export type SmsTestSummaryRow = z.infer<typeof smsTestSummaryRow>;

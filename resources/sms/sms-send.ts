/**
 * POST /v1/sms/send: one message to one number, routed and queued for its SMSC at once
 * (docs/areas/sms.md#delivery). The request and answer shapes, for the API's validation and OpenAPI.
 */
import { z } from '../validation.ts';
import { SMS_ENCODINGS, SMS_MESSAGE_STATUSES } from './sms-logs.ts';

export const SMS_SEND_API = '/v1/sms/send';

export const sendRequestSchema = z
  .object({
    to: z.union([z.string().max(64), z.number()]).describe('The number in any notation; a national one is read in the team’s default country.'),
    from: z.string().trim().min(1).max(16).describe('The sender: up to 11 letters and digits, or a number of up to 16 digits.'),
    text: z.string().min(1).max(10_000).describe('The text; a long one is sent in parts (153 GSM-7 or 67 UCS-2 characters each).'),
    plan_id: z.number().int().positive().nullish().describe('The routing plan to follow; the team’s default plan when absent.'),
  })
  .strict();

export const sendResponseSchema = z.object({
  id: z.number().int(),
  parts: z.number().int(),
  encoding: z.enum(SMS_ENCODINGS),
  route_id: z.number().int(),
  status: z.enum(SMS_MESSAGE_STATUSES),
  cost: z.number().int().describe('Millionths of the currency, for all parts.'),
  currency: z.string(),
});

export type SendRequest = z.infer<typeof sendRequestSchema>;
export type SendResponse = z.infer<typeof sendResponseSchema>;

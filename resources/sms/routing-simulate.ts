/**
 * POST /v1/sms/routing/simulate: which route a message would take and why, without sending it.
 * The request and answer shapes, shared by the API (validation, OpenAPI) and the simulate screen.
 */
import { z } from '../validation.ts';

export const ROUTING_SIMULATE_API = '/v1/sms/routing/simulate';

export const simulateRequestSchema = z
  .object({
    to: z.union([z.string().max(64), z.number()]).describe('The number in any notation; a national one is read in the team’s default country.'),
    from: z.string().trim().max(64).nullish().describe('The sender (alphanumeric or a number), for rules that match the sender.'),
    plan_id: z.number().int().positive().nullish().describe('The plan to follow; the team’s default plan when absent.'),
  })
  .strict();

const reasonSchema = z.object({
  code: z.string(),
  text: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});

const routeSchema = z.object({ id: z.number().int(), name: z.string(), vendor: z.string() });
const costSchema = z
  .object({
    price: z.number().int().describe('Millionths of the currency (31437 = 0.031437).'),
    currency: z.string(),
    basis: z.enum(['network', 'country']),
    network_name: z.string(),
    effective_from: z.string(),
  })
  .describe('What the vendor charges for this message.');

const numberSchema = z.object({
  e164: z.string(),
  country: z.string().nullable(),
  network: z.string().nullable(),
  mcc: z.string().nullable(),
  mnc: z.string().nullable(),
  network_source: z.string().nullable(),
});

/** Why a route could not take a message: gone, disabled, or with no vendor rate in effect for the number. */
export const SKIP_REASONS = ['missing', 'disabled', 'no_rate'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** The number's network as a refusal names it, in the API's sentence and on the screen: `T-Mobile (262 01)`, else its country, else the number. */
export function networkLabel(number: { e164: string; country: string | null; network: string | null; mcc: string | null; mnc: string | null }): string {
  if (number.network) return number.mcc && number.mnc ? `${number.network} (${number.mcc} ${number.mnc})` : number.network;
  return number.country ?? number.e164;
}

const skippedSchema = z.object({ route_id: z.number().int(), route: z.string(), reason: z.enum(SKIP_REASONS) });

export const REFUSALS = ['invalid_number', 'blacklisted', 'opted_out', 'no_plan', 'plan_inactive', 'no_route'] as const;

export const simulateResponseSchema = z.union([
  z.object({
    ok: z.literal(true),
    number: numberSchema,
    plan: z.object({ id: z.number().int(), name: z.string() }),
    rule: z.object({ id: z.number().int(), priority: z.number().int() }).nullable(),
    route: routeSchema,
    cost: costSchema,
    failover: z.array(routeSchema.extend({ cost: costSchema })),
    reasons: z.array(reasonSchema),
  }),
  z.object({
    ok: z.literal(false),
    refusal: z.enum(REFUSALS),
    message: z.string(),
    number: numberSchema.nullable(),
    reasons: z.array(reasonSchema),
    skipped: z.array(skippedSchema).optional().describe('With `no_route`: each route the plan would have used and why it could not take the message.'),
  }),
]);

export type SimulateRequest = z.infer<typeof simulateRequestSchema>;
export type SimulateResponse = z.infer<typeof simulateResponseSchema>;

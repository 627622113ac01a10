/**
 * A company's balance checker (docs/areas/hub.md#balance-checker): for a company that is also a
 * vendor, the HTTP request that asks the vendor what the company holds there, and how the balance
 * is read from the answer. One per company, at `/v1/audience/companies/{id}/balance-checker`; the
 * shapes here are the API's, the server's and the panel's.
 */
import { z } from '../validation.ts';
import { CURRENCIES } from '../campaigns/offers.ts';
import { toolHeadersSchema } from '../voice/tool-headers.ts';
import { expressionProblem } from './balance-extract.ts';
import { MAX_BALANCE_CHANGE } from './company-balance.ts';

export const BALANCE_CHECK_METHODS = ['GET', 'POST'] as const;
export const BALANCE_EXTRACT_KINDS = ['jsonpath', 'regex'] as const;
export type BalanceExtractKind = (typeof BALANCE_EXTRACT_KINDS)[number];

/** What a body template may name, filled in when the request goes out. */
export const BODY_PLACEHOLDERS = ['now', 'date', 'timestamp', 'company_id', 'company_name'] as const;

/** What a checker holds until someone says otherwise. */
export const CHECKER_DEFAULTS = { method: 'GET', extract_kind: 'jsonpath', timeout_seconds: 10, interval_minutes: 60 } as const;

export const MIN_CHECK_INTERVAL_MINUTES = 5;
export const MAX_CHECK_INTERVAL_MINUTES = 1440;

/** Why a check read no balance; `http_status` still shows what the vendor answered. */
export const BALANCE_CHECK_ERRORS = ['refused', 'timeout', 'network', 'too_large', 'http_status', 'not_json', 'no_match', 'not_a_number', 'headers'] as const;
export type BalanceCheckErrorCode = (typeof BALANCE_CHECK_ERRORS)[number];

export const balanceCheckerPath = (id: number | string) => `/v1/audience/companies/${id}/balance-checker`;
export const balanceCheckerTestPath = (id: number | string) => `/v1/audience/companies/${id}/balance-checker-test`;
export const balanceSyncPath = (id: number | string) => `/v1/audience/companies/${id}/balance-sync`;
export const validateCustomRequestPath = '/v1/audience/companies/validate-custom-request';

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
    } catch {
      return false;
    }
  }, 'Give an http:// or https:// address, as in https://vendor.example/api/balance.');

const bodyTemplate = z
  .string()
  .max(20_000)
  .superRefine((body, ctx) => {
    for (const [, name] of body.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)) {
      if (!(BODY_PLACEHOLDERS as readonly string[]).includes(name)) ctx.addIssue({ code: 'custom', message: `{{${name}}} is not filled in by Parley; use ${BODY_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}.` });
    }
  });

/** The request and how to read its answer: what validate and test take. */
const requestShape = {
  url: httpUrl,
  method: z.enum(BALANCE_CHECK_METHODS).default(CHECKER_DEFAULTS.method),
  /** `Name: value` lines; sealed at rest, answered as a mask; the mask sent back keeps the stored ones. */
  headers: toolHeadersSchema().nullable().default(null),
  /** Sent with a POST; `{{now}}`, `{{date}}`, `{{timestamp}}`, `{{company_id}}` and `{{company_name}}` are filled in. */
  body: bodyTemplate.nullable().default(null),
  extract_kind: z.enum(BALANCE_EXTRACT_KINDS).default(CHECKER_DEFAULTS.extract_kind),
  expression: z.string().trim().min(1, 'Say where the balance is: a JSONPath such as $.balance, or a regular expression with a capture group.').max(500),
  /** The currency the vendor states the balance in; the company's when left out. */
  currency: z.enum(CURRENCIES).nullable().default(null),
  timeout_seconds: z.number().int().min(1).max(30).default(CHECKER_DEFAULTS.timeout_seconds),
};

type RequestLike = { method: string; body?: string | null; extract_kind: BalanceExtractKind; expression: string };

/** What no single field can say: the expression read as its kind, a body only with a POST. */
function crossChecks(value: RequestLike, ctx: z.RefinementCtx) {
  const problem = expressionProblem(value.extract_kind, value.expression);
  if (problem) ctx.addIssue({ code: 'custom', path: ['expression'], message: problem });
  if (value.method === 'GET' && value.body?.trim()) ctx.addIssue({ code: 'custom', path: ['body'], message: 'A GET request sends no body: use POST, or leave the body empty.' });
}

export const customRequestSchema = z.object(requestShape).strict().superRefine(crossChecks);
export type CustomRequest = z.infer<typeof customRequestSchema>;

/** A test runs the request given (before it is saved), or the saved one. */
export const balanceCheckerTestSchema = z.object({ request: customRequestSchema.optional() }).strict();

export const balanceCheckerInputSchema = z
  .object({
    enabled: z.boolean().default(false),
    ...requestShape,
    interval_minutes: z.number().int().min(MIN_CHECK_INTERVAL_MINUTES, `Check at most every ${MIN_CHECK_INTERVAL_MINUTES} minutes.`).max(MAX_CHECK_INTERVAL_MINUTES, 'Check at least once a day (1440 minutes).').default(CHECKER_DEFAULTS.interval_minutes),
    /** Millionths of `currency`: a reading below it notifies the team, once until the balance recovers. */
    low_balance_threshold: z.number().int().min(-MAX_BALANCE_CHANGE).max(MAX_BALANCE_CHANGE).nullable().default(null),
  })
  .strict()
  .superRefine(crossChecks);
export type BalanceCheckerInput = z.infer<typeof balanceCheckerInputSchema>;

const at = z.iso.datetime({ offset: true }).nullable();

/** The checker as answered: its configuration (headers masked) and the last reading. */
export const balanceCheckerSchema = z.object({
  company_id: z.number().int(),
  /** False until the checker is first saved. */
  configured: z.boolean(),
  enabled: z.boolean(),
  url: z.string().nullable(),
  method: z.enum(BALANCE_CHECK_METHODS),
  headers: z.string().nullable(),
  body: z.string().nullable(),
  extract_kind: z.enum(BALANCE_EXTRACT_KINDS),
  expression: z.string(),
  currency: z.enum(CURRENCIES),
  timeout_seconds: z.number().int(),
  interval_minutes: z.number().int(),
  low_balance_threshold: z.number().int().nullable(),
  /** Millionths of `last_currency`: what the vendor said the company holds at `last_checked_at`. */
  last_balance: z.number().int().nullable(),
  last_currency: z.string().nullable(),
  last_checked_at: at,
  /** Why the last run read no balance (the previous balance stays). */
  last_error: z.string().nullable(),
  /** The last balance read is below the threshold (the team was told once). */
  low: z.boolean(),
  next_run_at: at,
});
export type BalanceChecker = z.infer<typeof balanceCheckerSchema>;

/** One run of the request: what the vendor answered and the balance read from it, or why none. */
export const balanceCheckResultSchema = z.object({
  ok: z.boolean(),
  status: z.number().int().nullable(),
  latency_ms: z.number().int(),
  /** The start of the answer (4 KiB), for the person who set the checker up. */
  body: z.string().nullable(),
  truncated: z.boolean(),
  /** What the JSONPath or the pattern found, as the vendor wrote it. */
  raw: z.string().nullable(),
  /** Millionths of `currency`. */
  balance: z.number().int().nullable(),
  currency: z.string(),
  error: z.string().nullable(),
  error_code: z.enum(BALANCE_CHECK_ERRORS).nullable(),
  checked_at: z.iso.datetime({ offset: true }),
});
export type BalanceCheckResult = z.infer<typeof balanceCheckResultSchema>;

/** A sync: the run, recorded as a reading, and whether the balance is now below the threshold. */
export const balanceSyncResultSchema = balanceCheckResultSchema.extend({ reading_id: z.number().int(), low: z.boolean() });
export type BalanceSyncResult = z.infer<typeof balanceSyncResultSchema>;

export const validateCustomRequestResultSchema = z.object({ valid: z.literal(true) });

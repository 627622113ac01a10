/**
 * POST /v1/voice/tools/{id}/test: sends the tool's real request with the arguments given and
 * answers what came back. The shapes, shared by the API (validation, OpenAPI) and the Test panel.
 */
import { z } from '../validation.ts';

export const toolTestPath = (id: number | string = ':id') => `/v1/voice/tools/${id}/test`;

export const toolTestRequestSchema = z
  .object({
    arguments: z.record(z.string(), z.json()).optional().describe('The arguments, as the model would pass them; checked against the tool’s parameters.'),
  })
  .strict();

/** What one call of a tool came to; also what the model sees during a conversation. */
export const toolCallResultSchema = z.object({
  ok: z.boolean().describe('True when the host answered with a status below 400.'),
  status: z.number().int().nullable().describe('The answer’s HTTP status; null when none came.'),
  latency_ms: z.number().int(),
  body: z.string().nullable().describe('The answer’s body as text, cut at 16 KiB.'),
  truncated: z.boolean().describe('True when the body was longer than what is shown.'),
  error: z.string().nullable().describe('Why the call failed: refused address, timeout, DNS, connection, or an error status.'),
});
export type ToolCallResult = z.infer<typeof toolCallResultSchema>;

/**
 * POST /v1/voice/numbers/sync: the numbers of the team's voice accounts, brought in from their
 * providers (docs/areas/voice.md#accounts-and-numbers). The shapes, for the API and the sync button.
 */
import { z } from '../validation.ts';

export const NUMBERS_SYNC_API = '/v1/voice/numbers/sync';

export const numberSyncRequestSchema = z
  .object({ account_id: z.number().int().positive().max(2_147_483_647).optional().describe('Only this voice account; every active one when absent.') })
  .strict();

export const accountSyncSchema = z.object({
  account_id: z.number().int(),
  name: z.string(),
  provider: z.string(),
  added: z.number().int().describe('New numbers of the account.'),
  restored: z.number().int().describe('Numbers marked released before that the provider has again.'),
  released: z.number().int().describe('Numbers the provider no longer has, now marked released.'),
  unchanged: z.number().int(),
  /** Numbers the provider lists that belong to another of the team's accounts: left there. */
  elsewhere: z.number().int(),
  error: z.string().nullable().describe('Why the account could not be synced; nothing of it changed.'),
  reason: z.enum(['no_adapter', 'provider_failed']).nullable().describe('The error as a code: Parley has no adapter for the provider, or the provider failed.'),
});

export const numberSyncResponseSchema = z.object({ accounts: z.array(accountSyncSchema) });
export type NumberSyncResponse = z.infer<typeof numberSyncResponseSchema>;
export type AccountSync = z.infer<typeof accountSyncSchema>;

/**
 * Approving and rejecting rate changes (docs/areas/sms.md#rate-changes): the requests and their
 * answers, read by the route and the changes screen alike.
 */
import { z } from '../validation.ts';

export const RATE_CHANGES_APPROVE_API = '/v1/sms/routing/rates/changes/approve';
export const RATE_CHANGES_REJECT_API = '/v1/sms/routing/rates/changes/reject';

const target = {
  /** Rate changes by id; or every change of one batch with `batch_id`. */
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100_000).optional(),
  batch_id: z.number().int().positive().max(2_147_483_647).optional(),
};

const oneTarget = (v: { ids?: number[]; batch_id?: number }) => (v.ids === undefined) !== (v.batch_id === undefined);
const targetMessage = { message: 'Give either ids or batch_id.', path: ['ids'] };

export const approveRateChangesSchema = z
  .object({
    ...target,
    /** Apply increases inside the route's notice on their own dates instead of when the notice ends. */
    override_notice: z.boolean().default(false),
    reason: z.string().trim().max(2_000).optional(),
  })
  .strict()
  .refine(oneTarget, targetMessage)
  .refine((v) => !v.override_notice || !!v.reason, { message: 'Say why these increases apply before the notice ends.', path: ['reason'] });
export type ApproveRateChanges = z.infer<typeof approveRateChangesSchema>;

export const rejectRateChangesSchema = z
  .object({ ...target, reason: z.string().trim().max(2_000).optional() })
  .strict()
  .refine(oneTarget, targetMessage);
export type RejectRateChanges = z.infer<typeof rejectRateChangesSchema>;

export const approvedRateChangesSchema = z.object({
  approved: z.number().int(),
  /** Increases inside the notice that take effect when it ends. */
  deferred: z.number().int(),
  batch_ids: z.array(z.number().int()),
  /** The job that applies client rates again and mails the new price lists. */
  job_id: z.number().int().nullable(),
});

export const rejectedRateChangesSchema = z.object({ rejected: z.number().int(), batch_ids: z.array(z.number().int()) });

/** Approving and rejecting rate changes (server/routes/sms/rate-changes.ts), through Refine's custom mutation. */
import { useCustomMutation } from '@refinedev/core';
import type { z } from 'zod';
import {
  RATE_CHANGES_APPROVE_API,
  RATE_CHANGES_REJECT_API,
  type approvedRateChangesSchema,
  type ApproveRateChanges,
  type rejectedRateChangesSchema,
  type RejectRateChanges,
} from '../../../resources/sms/rate-change-decisions.ts';

type Approved = z.infer<typeof approvedRateChangesSchema>;
type Rejected = z.infer<typeof rejectedRateChangesSchema>;

export function useRateChangeDecisions() {
  const { mutateAsync } = useCustomMutation();
  // The page says what happened in its own words (deferred increases, counts): no generic toasts.
  const post = async <T,>(url: string, values: object) => (await mutateAsync({ url, method: 'post', values, successNotification: false, errorNotification: false })).data as unknown as T;
  return {
    approveChanges: (body: Partial<ApproveRateChanges>) => post<Approved>(RATE_CHANGES_APPROVE_API, body),
    rejectChanges: (body: RejectRateChanges) => post<Rejected>(RATE_CHANGES_REJECT_API, body),
  };
}

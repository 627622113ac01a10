/**
 * A route's notice period (docs/areas/sms.md#rate-changes): a vendor must announce a price
 * increase `notice_days` before it takes effect. One rule for the preview, the batch and the
 * approval: an increase whose effective day comes before the day the notice ends is inside it.
 */
const DAY = 86_400_000;

/** YYYY-MM-DD of a moment, in UTC (effective dates are days). */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The first day on which an increase received at `receivedAt` may take effect. */
export function noticeEnds(receivedAt: Date, noticeDays: number): string {
  return dayOf(new Date(Date.parse(dayOf(receivedAt)) + noticeDays * DAY));
}

export function insideNotice(change: { change: string; effective_from: Date | string }, receivedAt: Date, noticeDays: number): boolean {
  if (change.change !== 'increase') return false;
  const effective = typeof change.effective_from === 'string' ? change.effective_from.slice(0, 10) : dayOf(change.effective_from);
  return effective < noticeEnds(receivedAt, noticeDays);
}

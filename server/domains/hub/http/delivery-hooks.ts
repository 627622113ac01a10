/** The hub's submitted hook, with sendsms clients' "taken by the SMSC" receipts beside what else it does (an area has one hook per event). */
import type { DeliveryHooks } from '../../sms/delivery/delivery-hooks.ts';
import { submittedHttpReceipts } from './receipt-outbox.ts';

export function withHttpReceipts(hooks: Pick<DeliveryHooks, 'submitted'>): Pick<DeliveryHooks, 'submitted'> {
  return {
    async submitted(tx, messages) {
      await hooks.submitted?.(tx, messages);
      await submittedHttpReceipts(tx, messages);
    },
  };
}

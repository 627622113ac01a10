/**
 * The one receipt recorder of a process. Receipts arrive over SMPP where the workers' route links
 * run, and over HTTP where the API serves the routes' receipt addresses; both go through this
 * recorder, which batches their writes, rather than one recorder each.
 */
import type { AppContext } from '../../../context.ts';
import type { Stop } from '../../area.ts';
import { ReceiptRecorder } from './receipt-recorder.ts';

const recorders = new WeakMap<AppContext, ReceiptRecorder>();

/** Started with the process (the SMS area's start hook); stopping writes what is still buffered. */
export function startReceiptRecorder(ctx: AppContext): Stop {
  const recorder = new ReceiptRecorder(ctx.database.db);
  recorders.set(ctx, recorder);
  return async () => {
    await recorder.flush();
    recorders.delete(ctx);
  };
}

export function receiptRecorderOf(ctx: AppContext): ReceiptRecorder {
  const recorder = recorders.get(ctx);
  if (!recorder) throw new Error('The SMS receipt recorder is not running in this process.');
  return recorder;
}

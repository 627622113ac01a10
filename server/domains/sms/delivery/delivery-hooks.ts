/**
 * What happens to a message, told to the areas that registered a hook in their manifest (a
 * campaign's counters today; the hub's receipts to its clients and billing's charges next). Each
 * event is published inside the transaction that records it, a batch of messages at a time, so a
 * hook's own writes commit or roll back with the message's status and never drift from it.
 *
 * - built: written as queued, its route and price chosen;
 * - submitted: every part taken by an SMSC (its submit answered with success): the vendor accepted it;
 * - refused: a route refused it; it moves on to the next route, or fails when none is left;
 * - settled: it ended delivered, failed, expired or rejected (a receipt, or no route left).
 *
 * Submitted and settled may come in either order: a fast receipt can settle a message before the
 * batch that records its submission is written.
 */
import type { DbOrTx } from '../../../db/transaction.ts';

/** A message as the hooks see it. */
export interface DeliveryMessage {
  id: number;
  team_id: number;
  campaign_id: number | null;
  /** Its price in millionths of `currency`, on the route it is on. */
  cost: number | null;
  currency: string | null;
  status: string;
}

/** A route that did not take the message, as the sender saw it. */
export interface Refusal {
  routeId: number | null;
  reason: string;
  code: string | null;
}

export interface DeliveryHooks {
  built?: (tx: DbOrTx, messages: DeliveryMessage[]) => Promise<void>;
  submitted?: (tx: DbOrTx, messages: DeliveryMessage[]) => Promise<void>;
  refused?: (tx: DbOrTx, messages: Array<DeliveryMessage & { refusal: Refusal }>) => Promise<void>;
  settled?: (tx: DbOrTx, messages: DeliveryMessage[]) => Promise<void>;
}

export type DeliveryEvent = keyof DeliveryHooks;

let installed: readonly DeliveryHooks[] = [];

/** Set by server/areas.ts from the areas' manifests. */
export function installDeliveryHooks(hooks: readonly DeliveryHooks[]): void {
  installed = hooks;
}

/** Adds hooks beside the areas' (a test watching the events); the returned function takes them out again. */
export function addDeliveryHooks(hooks: DeliveryHooks): () => void {
  installed = [...installed, hooks];
  return () => {
    installed = installed.filter((h) => h !== hooks);
  };
}

/** Tells every hook of the event, in registration order, within the caller's transaction. */
export async function publishDelivery<E extends DeliveryEvent>(event: E, tx: DbOrTx, messages: Parameters<NonNullable<DeliveryHooks[E]>>[1]): Promise<void> {
  if (!messages.length) return;
  for (const hooks of installed) {
    const hook = hooks[event] as ((tx: DbOrTx, messages: unknown[]) => Promise<void>) | undefined;
    if (hook) await hook(tx, messages);
  }
}

/** What an SMPP link is told (its options, the messages it sends) and what it tells (states, results, receipts). */
import type { BindSettings } from './bind.ts';
import type { DeliveryReceipt } from './delivery-receipt.ts';
import type { ReceiptMatcher } from './receipt-matcher.ts';
import type { SmppTextPart } from '../message-parts.ts';
import type { TpsLimiter } from './tps-limiter.ts';

export type LinkState = 'idle' | 'connecting' | 'bound' | 'unbound' | 'failed' | 'closed';

export interface LinkStateChange {
  state: LinkState;
  /** Why the link is not bound: the SMSC's refusal, the network error, the drop. */
  reason?: string;
  /** The SMSC's status when it refused the bind. */
  status?: number;
  /** When the next bind will be tried. */
  retryInMs?: number;
  at: Date;
}

export interface Backoff {
  baseMs: number;
  capMs: number;
}

export interface SmppLinkOptions extends BindSettings {
  /** Names the TPS bucket and the link in messages. */
  name: string;
  sourceTon?: number;
  sourceNpi?: number;
  destTon?: number;
  destNpi?: number;
  /** Outstanding submit_sm awaiting their responses. */
  window?: number;
  limiter?: TpsLimiter | null;
  enquireLinkMs?: number;
  /** How long the SMSC may take to answer a bind, submit or enquire_link before the connection counts as dead. */
  responseTimeoutMs?: number;
  reconnect?: Backoff;
  throttle?: Backoff & { maxRetries: number };
  /** How long a submit waits for a bind that is being re-established; a refused bind fails it at once. */
  bindWaitMs?: number;
  inFlightOnDrop?: 'resubmit' | 'fail';
  /** How many submitted ids wait for their receipt in memory. */
  receiptIndexSize?: number;
  /** How long a receipt that came before its submit's response waits for it. */
  earlyReceiptHoldMs?: number;
  /**
   * Shared by a transmitter and a receiver link of one route, so receipts arriving on the receiver
   * find what was submitted on the transmitter; its own `report` then says where they go, and this
   * link emits no `receipt` events.
   */
  receiptMatcher?: ReceiptMatcher<PartRef> | null;
  random?: () => number;
}

export interface OutgoingMessage {
  source: string;
  destination: string;
  parts: SmppTextPart[];
  /** What the caller ties this message to (a message row's id); receipts carry it back. */
  ref: string;
  /** Ask for a delivery receipt (registered_delivery 1). */
  receipt?: boolean;
}

export type SubmitFailure = 'rejected' | 'throttled' | 'connection_lost' | 'unbound' | 'closed';

export interface PartTally {
  part: number;
  /** submit_sm written for this part, retries and resubmits included. */
  attempts: number;
  /** Answers that said "throttled" or "queue full". */
  throttled: number;
  /** Submits sent again because the connection dropped before their response. */
  resubmitted: number;
}

export type PartResult = PartTally &
  ({ ok: true; messageId: string } | { ok: false; error: SubmitFailure; status: number | null; statusName: string | null; reason: string });

/** The message and part a submitted id belongs to. */
export interface PartRef {
  ref: string;
  part: number;
}

export interface MatchedReceipt extends DeliveryReceipt {
  /** The message and part the receipt is about; null when the id is not one this link submitted (recently). */
  ref: string | null;
  part: number | null;
}

export interface LinkEvents {
  state: [LinkStateChange];
  receipt: [MatchedReceipt];
}

/** What the sender needs of a route's link, whatever its protocol (an SMPP bind, an HTTP API). */
export interface RouteLink {
  start(): void;
  close(): Promise<void>;
  submit(message: OutgoingMessage): Promise<PartResult[]>;
  on<K extends keyof LinkEvents>(event: K, listener: (...args: LinkEvents[K]) => void): this;
}

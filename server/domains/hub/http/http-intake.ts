/**
 * HTTP clients' messages handed to the hub's intake (docs/areas/hub.md#http-clients): the same
 * acceptParts an SMPP submit goes through — routed, priced, charged, refused and refunded alike —
 * batched per endpoint as the SMPP server's submits are, and each refusal named as the SMPP client
 * would hear it. The JSON API and sendsms answer these refusals each in their own dialect.
 */
import { measureSms } from '../../../../resources/format/sms-text.ts';
import type { AppContext } from '../../../context.ts';
import { statusName } from '../../sms/smpp/command-status.ts';
import type { Accepted } from '../intake/accept-part.ts';
import { MemoryEndpointThrottle, PgEndpointThrottle } from '../intake/endpoint-throttle.ts';
import type { ClientSubmit } from '../intake/read-submit.ts';
import { IntakeBatches } from '../intake/smpp-intake.ts';
import { SUBMIT_STATUS } from '../intake/submit-status.ts';
import type { HttpPartFields } from './part-fields.ts';

/** Parley's name for each refusal of the intake, the field it is about, and the sentence a client reads. */
export type IntakeRefusal = 'throttled' | 'no_credit' | 'no_rate' | 'blacklisted' | 'negative_margin' | 'no_route';

export const INTAKE_REFUSALS: Record<number, { code: IntakeRefusal; field?: 'to'; message: string }> = {
  [SUBMIT_STATUS.THROTTLED]: { code: 'throttled', message: 'Over the endpoint’s parts per second: wait a moment and send again.' },
  [SUBMIT_STATUS.NO_CREDIT]: { code: 'no_credit', message: 'The company’s balance would go below its credit limit: top up the balance first.' },
  [SUBMIT_STATUS.NO_PRICE]: { code: 'no_rate', field: 'to', message: 'There is no client rate in force for this number’s network.' },
  [SUBMIT_STATUS.BLACKLISTED]: { code: 'blacklisted', field: 'to', message: 'This number may not be sent to: it is on a blacklist.' },
  [SUBMIT_STATUS.NEGATIVE_MARGIN]: { code: 'negative_margin', message: 'The route for this number costs more than the endpoint’s price, and the endpoint refuses parts below cost.' },
  [SUBMIT_STATUS.NO_ROUTE]: { code: 'no_route', message: 'No route can take this message: the endpoint is not active, has no routing plan, or its plan has no route for the number.' },
};

/** The refusal of a command_status, with the status's SMPP name (ESME_RTHROTTLED, 0x00000401…). */
export function intakeRefusal(status: number): { code: IntakeRefusal; field?: 'to'; message: string; smpp: string } {
  return { ...(INTAKE_REFUSALS[status] ?? INTAKE_REFUSALS[SUBMIT_STATUS.NO_ROUTE]), smpp: statusName(status) };
}

/** A destination as an international number (digits, with or without + or 00), as over SMPP. */
export function internationalNumber(address: string): string | null {
  const digits = address.trim().replace(/^\+|^00/, '');
  return /^\d{6,15}$/.test(digits) ? `+${digits}` : null;
}

/**
 * A whole text as one client message Parley cuts into parts itself, in the encoding that carries it
 * (GSM-7 where it can, else UCS-2, as for a whole text over SMPP); null beyond 255 parts.
 */
export function wholeMessage(to: string, from: string, text: string): ClientSubmit | null {
  const measured = measureSms(text);
  if (!measured.parts.length || measured.parts.length > 255) return null;
  return { to, from, text, encoding: measured.encoding, measured, parts: measured.parts.length, segment: null, receipt: 0 };
}

const batchesOf = new WeakMap<AppContext, IntakeBatches>();

/** Takes one message of an HTTP client through the intake, with what its part keeps beside it. */
export function takeHttpMessage(ctx: AppContext, endpointId: number, submit: ClientSubmit, http: HttpPartFields): Promise<Accepted> {
  let batches = batchesOf.get(ctx);
  if (!batches) {
    // As the SMPP intake: one process on PGlite keeps the buckets in memory, PostgreSQL shares a row.
    const throttle = ctx.database.driver === 'pglite' ? new MemoryEndpointThrottle() : new PgEndpointThrottle(ctx.database.db);
    batches = new IntakeBatches(ctx.database.db, throttle);
    batchesOf.set(ctx, batches);
  }
  return batches.take(endpointId, { submit, bindId: null, http });
}

export const isAccepted = (a: Accepted): a is Extract<Accepted, { messageId: string }> => a.status === SUBMIT_STATUS.OK && 'messageId' in a;

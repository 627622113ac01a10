/** The SMPP server's submits handed to the hub's intake: read, then accepted (priced, charged, queued) or refused. */
import type { Pdu } from 'smpp';
import type { AppContext } from '../../../context.ts';
import type { Bound } from '../smpp/client-session.ts';
import { acceptPart } from './accept-part.ts';
import { MemoryEndpointThrottle, PgEndpointThrottle } from './endpoint-throttle.ts';
import { readSubmit } from './read-submit.ts';
import { SUBMIT_STATUS } from './submit-status.ts';

export function smppIntake(ctx: AppContext): (bound: Bound, pdu: Pdu) => Promise<{ status: number; messageId?: string }> {
  const db = ctx.database.db;
  // One process on PGlite: its bucket may live in memory; on PostgreSQL every process shares the row.
  const throttle = ctx.database.driver === 'pglite' ? new MemoryEndpointThrottle() : new PgEndpointThrottle(db);
  return async (bound, pdu) => {
    const read = readSubmit(pdu);
    if (!read.ok) return { status: read.status };
    const accepted = await acceptPart(db, throttle, { endpointId: bound.endpoint.id, bindId: bound.bindId }, read.submit);
    return accepted.status === SUBMIT_STATUS.OK && 'messageId' in accepted ? { status: accepted.status, messageId: accepted.messageId } : { status: accepted.status };
  };
}

/**
 * Accepting one message (POST /v1/sms/send): the text measured and the sender checked, the number
 * routed as the simulate endpoint routes it, then the message and its parts stored `queued` with
 * the route, its cost and the routes to fail over to. The insert wakes the sender through the
 * change bus, whichever process it runs in.
 */
import type { SendRequest, SendResponse } from '../../../../resources/sms/sms-send.ts';
import type { Db } from '../../../db/client.ts';
import { invalid } from '../../../http/errors.ts';
import { routeMessage } from '../routing/simulate.ts';
import { buildMessage, insertQueuedMessages, measureText, nextMessageIds } from './message-builder.ts';

const ALPHANUMERIC_SENDER = /^(?=.*[A-Za-z])[A-Za-z0-9 .&_-]{1,11}$/;
const NUMERIC_SENDER = /^\+?\d{3,16}$/;

export interface Sender {
  teamId: number;
  userId: number | null;
  campaignId?: number | null;
}

export function senderError(from: string): string | null {
  if (NUMERIC_SENDER.test(from) || ALPHANUMERIC_SENDER.test(from)) return null;
  return 'A sender is a number of 3 to 16 digits, or up to 11 letters, digits and spaces with at least one letter.';
}

export async function sendMessage(db: Db, sender: Sender, request: SendRequest): Promise<SendResponse> {
  const text = measureText(request.text);
  const errors: Record<string, string[]> = {};
  const fromError = senderError(request.from);
  if (fromError) errors.from = [fromError];
  if (!text.ok) errors.text = [text.error];
  if (Object.keys(errors).length || !text.ok) throw invalid(errors);

  const { decision, contactId } = await routeMessage(db, sender.teamId, { to: request.to, from: request.from, plan_id: request.plan_id }, { explain: false });
  if (!decision.ok) throw invalid({ to: [decision.message] });
  const message = buildMessage(decision, { contactId, from: request.from, text: request.text, measured: text.measured });
  const id = await db.transaction(async (tx) => {
    const [id] = await nextMessageIds(tx, 1);
    await insertQueuedMessages(tx, { teamId: sender.teamId, userId: sender.userId, campaignId: sender.campaignId ?? null, run: null }, [message], [id]);
    return id;
  });
  return { id, parts: message.parts, encoding: text.measured.encoding, route_id: message.route_id, status: 'queued', cost: message.cost, currency: message.currency };
}

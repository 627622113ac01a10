/**
 * The JSON API's submit (docs/areas/hub.md#http-clients): `POST /v1/hub/submit` with the
 * endpoint's API key; one message, cut into parts by Parley, through the same intake as an SMPP
 * submit. Refusals answer the HTTP status that fits, Parley's code and the SMPP command_status an
 * SMPP client would have got, so one table serves both kinds of client.
 */
import type { HubSubmitAnswer, HubSubmitBody } from '../../../../resources/hub/http-clients.ts';
import type { AppContext } from '../../../context.ts';
import { statusName } from '../../sms/smpp/command-status.ts';
import { SUBMIT_STATUS } from '../intake/submit-status.ts';
import smpp from 'smpp';
import { CLIENT_REFUSALS, clientByKey, type ClientRefusal, type HttpEndpoint } from './client-auth.ts';
import { internationalNumber, intakeRefusal, isAccepted, takeHttpMessage, wholeMessage } from './http-intake.ts';

export type RefusalStatus = 401 | 402 | 403 | 409 | 422 | 429;

export interface Refusal {
  status: RefusalStatus;
  body: { message: string; code: string; smpp_status: string; errors?: Record<string, string[]> };
  headers?: Record<string, string>;
}

export type SubmitOutcome = { status: 200; body: HubSubmitAnswer } | Refusal;

/** The HTTP status of each intake refusal. */
const HTTP_STATUS: Record<string, RefusalStatus> = { throttled: 429, no_credit: 402, no_rate: 422, blacklisted: 422, negative_margin: 409, no_route: 409 };

function clientRefusal(refusal: ClientRefusal): Refusal {
  const { status, message } = CLIENT_REFUSALS[refusal];
  return { status, body: { message, code: refusal, smpp_status: statusName(refusal === 'unknown' || refusal === 'password' ? smpp.errors.ESME_RINVPASWD : smpp.errors.ESME_RBINDFAIL) } };
}

/** The key from `Authorization: Bearer <key>` (or an `X-Api-Key` header). */
export function apiKeyOf(authorization: string | undefined, apiKeyHeader: string | undefined): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return bearer?.[1] ?? apiKeyHeader?.trim() ?? null;
}

/** Who sends: answered before the body is read, so a caller without a key learns nothing from validation. */
export async function authenticateClient(ctx: AppContext, key: string | null, address: string): Promise<{ ok: true; endpoint: HttpEndpoint } | { ok: false; refusal: Refusal }> {
  const verdict = await clientByKey(ctx.database.db, key, address);
  return verdict.ok ? verdict : { ok: false, refusal: clientRefusal(verdict.refusal) };
}

export async function submitJson(ctx: AppContext, endpoint: HttpEndpoint, body: HubSubmitBody): Promise<SubmitOutcome> {
  const to = internationalNumber(body.to);
  if (!to) {
    const message = 'Write the number in international form: its country code and number, digits only (a leading + or 00 is fine).';
    return { status: 422, body: { message, code: 'invalid_number', smpp_status: statusName(smpp.errors.ESME_RINVDSTADR), errors: { to: [message] } } };
  }
  const submit = wholeMessage(to, body.from, body.text);
  if (!submit) {
    const message = 'The text is longer than 255 parts.';
    return { status: 422, body: { message, code: 'too_long', smpp_status: statusName(smpp.errors.ESME_RINVMSGLEN), errors: { text: [message] } } };
  }
  const clientRef = body.client_ref ?? null;
  const accepted = await takeHttpMessage(ctx, endpoint.id, submit, { source: 'http', dlr_url: body.dlr_url ?? null, dlr_mask: null, client_ref: clientRef });
  if (isAccepted(accepted)) return { status: 200, body: { message_id: accepted.messageId, parts: accepted.parts, price: accepted.price, currency: accepted.currency, client_ref: clientRef } };
  const refusal = intakeRefusal(accepted.status);
  return {
    status: HTTP_STATUS[refusal.code],
    body: { message: refusal.message, code: refusal.code, smpp_status: refusal.smpp, ...(refusal.field && { errors: { [refusal.field]: [refusal.message] } }) },
    ...(accepted.status === SUBMIT_STATUS.THROTTLED && { headers: { 'retry-after': '1' } }),
  };
}

/**
 * Kannel's `GET /cgi-bin/sendsms`, answered as its smsbox answers (docs/areas/hub.md#http-clients):
 * a client written for an smsbox changes only the host and port. The username is the endpoint's
 * system_id and the password its bind password; the text's bytes are read in `charset` (UTF-8 for
 * coding 0, UTF-16BE for coding 2 unless named), and the message goes through the same intake as
 * an SMPP submit. The answers are Kannel's own sentences and statuses; Parley's own refusals say
 * "Sending failed." as Kannel does when it cannot take a message, followed by the reason.
 */
import { firstNonGsm7 } from '../../../../resources/format/sms-text.ts';
import type { AppContext } from '../../../context.ts';
import { SUBMIT_STATUS } from '../intake/submit-status.ts';
import { clientByLogin } from './client-auth.ts';
import { internationalNumber, intakeRefusal, isAccepted, takeHttpMessage, wholeMessage } from './http-intake.ts';
import { decodeText, parseKannelQuery } from './kannel-query.ts';

export interface SendsmsAnswer {
  status: number;
  text: string;
  headers?: Record<string, string>;
}

export const ACCEPTED = '0: Accepted for delivery';
export const KANNEL = {
  auth: 'Authorization failed for sendsms',
  noReceiver: 'Missing receiver number, rejected',
  emptyReceiver: 'Empty receiver number not allowed, rejected',
  denied: 'Number(s) has/have been denied by white- and/or black-lists.',
  noSender: 'Sender missing and no global set, rejected',
  coding: 'Coding field misformed, rejected',
  /** Parley's own, in smsbox's manner: it carries text only. */
  binary: 'Binary messages (coding=1 or udh) are not taken: send text with coding 0 (GSM-7) or 2 (UCS-2), rejected',
  charset: 'Charset or body misformed, rejected',
  dlrMask: 'DLR-Mask field misformed, rejected',
  dlrUrl: 'DLR-URL field misformed, rejected',
  failed: 'Sending failed.',
} as const;

const bad = (text: string): SendsmsAnswer => ({ status: 400, text });

/** Kannel's report types Parley sends (1, 2, 8, 16); 4 (buffered) it never does. */
const MASK_BITS = 0x1f;

/** Coding 0 is GSM-7 as Kannel sends it: a character it cannot carry becomes `?`, never a switch to UCS-2 and more parts. */
const asGsm7 = (text: string) => Array.from(text, (c) => (firstNonGsm7(c) === undefined ? c : '?')).join('');

function httpUrl(text: string): boolean {
  try {
    return /^https?:$/.test(new URL(text.replace(/%[diTA]/g, '0')).protocol);
  } catch {
    return false;
  }
}

export async function sendsms(ctx: AppContext, rawQuery: string, address: string): Promise<SendsmsAnswer> {
  const q = parseKannelQuery(rawQuery);
  const str = (...names: string[]) => {
    for (const n of names) if (q.has(n)) return q.get(n)!.toString('utf8');
    return undefined;
  };
  const client = await clientByLogin(ctx.database.db, str('username', 'user') ?? '', str('password', 'pass') ?? '', address);
  if (!client.ok) return { status: 403, text: KANNEL.auth };

  const to = str('to');
  if (to === undefined) return bad(KANNEL.noReceiver);
  if (!to.trim()) return bad(KANNEL.emptyReceiver);
  const number = internationalNumber(to);
  // One receiver a request: several (space-separated, as Kannel allows) are refused rather than half sent.
  if (!number) return bad(/\S\s+\S/.test(to.trim()) ? `${KANNEL.denied} Send one receiver per request.` : KANNEL.denied);
  const from = str('from')?.trim();
  if (!from) return bad(KANNEL.noSender);
  if (from.length > 20) return bad(`${KANNEL.failed} The sender is longer than 20 characters.`);

  const codingText = str('coding');
  const coding = codingText === undefined || codingText === '' ? 0 : Number.parseInt(codingText, 10) || 0;
  if (coding < 0 || coding > 2) return bad(KANNEL.coding);
  if (coding === 1 || q.has('udh')) return bad(KANNEL.binary);

  const maskText = str('dlr-mask');
  if (maskText !== undefined && maskText !== '' && !/^-?\d{1,9}$/.test(maskText.trim())) return bad(KANNEL.dlrMask);
  const mask = maskText ? Number(maskText.trim()) & MASK_BITS : 0;
  const dlrUrl = str('dlr-url');
  if (dlrUrl !== undefined && dlrUrl !== '' && (dlrUrl.length > 2_000 || !httpUrl(dlrUrl))) return bad(KANNEL.dlrUrl);

  const charset = str('charset') || (coding === 2 ? 'UTF-16BE' : 'UTF-8');
  const decoded = decodeText(q.get('text') ?? Buffer.alloc(0), charset);
  if (decoded === null) return bad(KANNEL.charset);
  const text = coding === 0 ? asGsm7(decoded) : decoded;
  if (!text) return bad(`${KANNEL.failed} The text is empty.`);
  const submit = wholeMessage(number, from, text);
  if (!submit) return bad(`${KANNEL.failed} The text is longer than 255 parts.`);

  const accepted = await takeHttpMessage(ctx, client.endpoint.id, submit, { source: 'sendsms', dlr_url: dlrUrl && mask ? dlrUrl : null, dlr_mask: dlrUrl && mask ? mask : null, client_ref: null });
  if (isAccepted(accepted)) return { status: 202, text: ACCEPTED };
  const refusal = intakeRefusal(accepted.status);
  if (refusal.code === 'blacklisted') return bad(KANNEL.denied);
  return {
    status: 503,
    text: `${KANNEL.failed} ${refusal.message} (${refusal.smpp})`,
    ...(accepted.status === SUBMIT_STATUS.THROTTLED && { headers: { 'retry-after': '1' } }),
  };
}

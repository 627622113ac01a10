/**
 * A hub client's submit_sm read into what the hub routes and prices (docs/areas/hub.md#submits):
 * the destination as an international number, the sender, the text in the coding it came in, and
 * where it stands in a longer message — by a user data header (esm_class 0x40) or by the SAR TLVs.
 * A text in message_payload, or longer than one part without either, is a whole message Parley
 * cuts itself. What cannot be read is answered with the SMPP status that says why.
 */
import type { Pdu } from 'smpp';
import { measureSms, SMS_PART_SIZES, type SmsEncoding, type SmsText } from '../../../../resources/format/sms-text.ts';
import { concatenationOf, ESM_CLASS_UDHI } from '../../sms/message-parts.ts';
import { encodeGsm7 } from '../../sms/text-bytes.ts';
import smpp from 'smpp';

export interface ClientSubmit {
  /** E.164, with its plus. */
  to: string;
  from: string;
  text: string;
  encoding: SmsEncoding;
  /** The text measured once (its encoding as Parley would choose, its parts as Parley would cut them). */
  measured: SmsText;
  /** Parts charged: 1 for a client's segment, else as many as Parley cuts the text into. */
  parts: number;
  /** Set when the submit is one part of a longer message the client cut: its place and the client's reference. */
  segment: { reference: number; total: number; seq: number } | null;
  /** registered_delivery's low two bits: 1 every final receipt, 2 failures only, 0 none. */
  receipt: number;
}

export type ReadSubmit = { ok: true; submit: ClientSubmit } | { ok: false; status: number };

const E = smpp.errors;
const refuse = (status: number): ReadSubmit => ({ ok: false, status });

type Body = { message?: string | Buffer; udh?: Buffer[] } | Buffer | string | undefined;

/** The text the smpp package decoded (GSM-7 for 0, Latin-1 for 3, UCS-2 for 8), and the header elements it split off. */
function bodyOf(value: Body): { text: string | null; udh: Buffer[] } {
  if (value === undefined) return { text: '', udh: [] };
  if (typeof value === 'string') return { text: value, udh: [] };
  if (Buffer.isBuffer(value)) return { text: null, udh: [] };
  return { text: typeof value.message === 'string' ? value.message : null, udh: value.udh ?? [] };
}

/** How the text goes on: as it came for GSM-7 and UCS-2; IA5 and Latin-1 as GSM-7 where it can be written so, else UCS-2. */
function encodingFor(dataCoding: number, measured: SmsText): SmsEncoding | null {
  if (dataCoding === 0) return 'gsm7';
  if (dataCoding === 8) return 'ucs2';
  if (dataCoding === 1 || dataCoding === 3) return measured.encoding;
  return null;
}

/** Units of a text in an encoding (a GSM-7 extension character takes two septets; UCS-2 counts UTF-16 code units). */
function unitsOf(text: string, encoding: SmsEncoding): number {
  return encoding === 'gsm7' ? encodeGsm7(text).length : text.length;
}

function international(address: string): string | null {
  const digits = address.replace(/^\+|^00/, '');
  return /^\d{6,15}$/.test(digits) ? `+${digits}` : null;
}

export function readSubmit(pdu: Pdu): ReadSubmit {
  const to = international(String(pdu.destination_addr ?? '').trim());
  if (!to) return refuse(E.ESME_RINVDSTADR);
  const from = String(pdu.source_addr ?? '').trim();
  if (!from || from.length > 20) return refuse(E.ESME_RINVSRCADR);
  const dataCoding = Number(pdu.data_coding ?? 0);
  const esmClass = Number(pdu.esm_class ?? 0);
  const payload = pdu.message_payload as Body;
  const short = pdu.short_message as Body;
  const hasShort = short !== undefined && bodyOf(short).text !== '';
  if (payload !== undefined && hasShort) return refuse(E.ESME_RINVTLVSTREAM);
  const { text, udh } = bodyOf(payload ?? short);
  if (text === null) return refuse(E.ESME_RINVDCS);
  // IA5 was read as GSM-7 by the smpp package: its bytes, read again as ASCII.
  const read = dataCoding === 1 ? encodeGsm7(text).toString('latin1') : text;
  if (!read) return refuse(E.ESME_RINVMSGLEN);
  const measured = measureSms(read);
  const encoding = encodingFor(dataCoding, measured);
  if (!encoding) return refuse(E.ESME_RINVDCS);

  let segment: ClientSubmit['segment'] = null;
  const concat = esmClass & ESM_CLASS_UDHI && udh.length ? concatenationOf(Buffer.concat(udh)) : undefined;
  if (concat) segment = { reference: concat.reference, total: concat.total, seq: concat.seq };
  else if (pdu.sar_total_segments !== undefined) {
    segment = { reference: Number(pdu.sar_msg_ref_num ?? 0), total: Number(pdu.sar_total_segments), seq: Number(pdu.sar_segment_seqnum ?? 0) };
  }
  if (segment && (segment.total < 1 || segment.total > 255 || segment.seq < 1 || segment.seq > segment.total)) return refuse(E.ESME_RINVTLVVAL);
  const units = unitsOf(read, encoding);
  if (segment && segment.total > 1 && units > SMS_PART_SIZES[encoding].concatenated) return refuse(E.ESME_RINVMSGLEN);
  // A single part's text longer than one SMS is a whole message Parley cuts; more than 255 parts is none.
  if (!segment && measured.parts.length > 255) return refuse(E.ESME_RINVMSGLEN);
  if (segment?.total === 1) segment = null;
  return {
    ok: true,
    submit: { to, from, text: read, encoding: segment ? encoding : measured.encoding, measured, parts: segment ? 1 : measured.parts.length, segment, receipt: Number(pdu.registered_delivery ?? 0) & 0x03 },
  };
}

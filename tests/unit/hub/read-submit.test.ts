/** A hub client's submit_sm read into what the hub routes and prices (docs/areas/hub.md#submits). */
import type { Pdu } from 'smpp';
import smpp from 'smpp';
import { describe, expect, it } from 'vitest';
import { readSubmit } from '../../../server/domains/hub/intake/read-submit.ts';

const E = smpp.errors;
/** A submit_sm as the smpp package hands it over, parsed. */
const pdu = (fields: Record<string, unknown>) => ({ command: 'submit_sm', source_addr: 'Parley', destination_addr: '447701234567', data_coding: 0, esm_class: 0, ...fields }) as unknown as Pdu;
const read = (fields: Record<string, unknown>) => readSubmit(pdu(fields));

describe('reading a submit', () => {
  it('takes a GSM-7 text to an international number, with or without + or 00', () => {
    for (const to of ['447701234567', '+447701234567', '00447701234567']) {
      expect(read({ destination_addr: to, short_message: { message: 'Hello' }, registered_delivery: 1 })).toMatchObject({ ok: true, submit: { to: '+447701234567', from: 'Parley', text: 'Hello', encoding: 'gsm7', parts: 1, segment: null, receipt: 1 } });
    }
  });

  it('reads UCS-2 as it came, IA5 and Latin-1 as GSM-7 where they can be, else UCS-2', () => {
    expect(read({ data_coding: 8, short_message: { message: 'مرحبا' } })).toMatchObject({ ok: true, submit: { text: 'مرحبا', encoding: 'ucs2' } });
    expect(read({ data_coding: 3, short_message: { message: 'Café' } })).toMatchObject({ ok: true, submit: { text: 'Café', encoding: 'gsm7' } });
    expect(read({ data_coding: 3, short_message: { message: 'Crème brûlée' } })).toMatchObject({ ok: true, submit: { encoding: 'ucs2' } });
    // IA5 was read by the smpp package as GSM-7: '$' and '_' come back as themselves.
    const ia5 = Buffer.from('Pay $5_now', 'latin1');
    const asGsm = [...ia5].map((b) => ({ 0x24: '¤', 0x5f: '§' })[b as 0x24 | 0x5f] ?? String.fromCharCode(b)).join('');
    expect(read({ data_coding: 1, short_message: { message: asGsm } })).toMatchObject({ ok: true, submit: { text: 'Pay $5_now' } });
  });

  it('knows its place in a longer message by a user data header or by the SAR TLVs', () => {
    const udh = [Buffer.from([0x00, 0x03, 0x2a, 0x03, 0x02])];
    expect(read({ esm_class: 0x40, short_message: { udh, message: 'part two' } })).toMatchObject({ ok: true, submit: { parts: 1, segment: { reference: 0x2a, total: 3, seq: 2 } } });
    const udh16 = [Buffer.from([0x08, 0x04, 0x01, 0x02, 0x02, 0x01])];
    expect(read({ esm_class: 0x40, short_message: { udh: udh16, message: 'first' } })).toMatchObject({ ok: true, submit: { segment: { reference: 0x0102, total: 2, seq: 1 } } });
    expect(read({ sar_msg_ref_num: 7, sar_total_segments: 2, sar_segment_seqnum: 2, short_message: { message: 'sar two' } })).toMatchObject({ ok: true, submit: { segment: { reference: 7, total: 2, seq: 2 } } });
    // A message of one part is no segment.
    expect(read({ sar_msg_ref_num: 7, sar_total_segments: 1, sar_segment_seqnum: 1, short_message: { message: 'alone' } })).toMatchObject({ ok: true, submit: { segment: null } });
  });

  it('takes a whole text in message_payload, which Parley cuts', () => {
    const text = 'x'.repeat(400);
    expect(read({ message_payload: { message: text } })).toMatchObject({ ok: true, submit: { text, segment: null, parts: 3 } });
  });

  it('refuses what it cannot read, with the status that says why', () => {
    expect(read({ destination_addr: 'abc', short_message: { message: 'x' } })).toEqual({ ok: false, status: E.ESME_RINVDSTADR });
    expect(read({ destination_addr: '123', short_message: { message: 'x' } })).toEqual({ ok: false, status: E.ESME_RINVDSTADR });
    expect(read({ source_addr: '', short_message: { message: 'x' } })).toEqual({ ok: false, status: E.ESME_RINVSRCADR });
    expect(read({ short_message: { message: '' } })).toEqual({ ok: false, status: E.ESME_RINVMSGLEN });
    expect(read({ data_coding: 4, short_message: { message: Buffer.from([1, 2]) } })).toEqual({ ok: false, status: E.ESME_RINVDCS });
    expect(read({ short_message: { message: 'both' }, message_payload: { message: 'both' } })).toEqual({ ok: false, status: E.ESME_RINVTLVSTREAM });
    expect(read({ sar_msg_ref_num: 1, sar_total_segments: 2, sar_segment_seqnum: 3, short_message: { message: 'beyond' } })).toEqual({ ok: false, status: E.ESME_RINVTLVVAL });
    const udh = [Buffer.from([0x00, 0x03, 0x01, 0x02, 0x01])];
    expect(read({ esm_class: 0x40, short_message: { udh, message: 'y'.repeat(154) } })).toEqual({ ok: false, status: E.ESME_RINVMSGLEN });
  });
});

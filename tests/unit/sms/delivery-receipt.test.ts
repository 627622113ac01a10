import { describe, expect, it } from 'vitest';
import { isDeliveryReceipt, parseDeliveryReceipt, receiptDate } from '../../../server/domains/sms/smpp/delivery-receipt.ts';
import { MessageIdIndex, messageIdCandidates, normalizeMessageId } from '../../../server/domains/sms/smpp/message-id.ts';

const standard = 'id:0A1B2C3D sub:001 dlvrd:001 submit date:2611240130 done date:2611240131 stat:DELIVRD err:000 text:Your code is 1234';

describe('reading a delivery receipt', () => {
  it('reads every field of the standard text', () => {
    expect(parseDeliveryReceipt({ text: standard })).toEqual({
      messageId: '0A1B2C3D',
      stat: 'DELIVRD',
      err: '000',
      submittedAt: new Date('2026-11-24T01:30:00Z'),
      doneAt: new Date('2026-11-24T01:31:00Z'),
      submitted: 1,
      delivered: 1,
      final: true,
    });
  });

  it('prefers the receipted_message_id and message_state TLVs to the text', () => {
    const r = parseDeliveryReceipt({ text: standard.replace('stat:DELIVRD', 'stat:ENROUTE'), receiptedMessageId: '168893501', messageState: 5 });
    expect(r).toMatchObject({ messageId: '168893501', stat: 'UNDELIV', final: true });
  });

  it('falls back to the text when the TLVs are absent or empty', () => {
    expect(parseDeliveryReceipt({ text: standard, receiptedMessageId: '', messageState: null })).toMatchObject({ messageId: '0A1B2C3D', stat: 'DELIVRD' });
  });

  it('tolerates missing fields, other case, seconds in dates and a text with colons', () => {
    const r = parseDeliveryReceipt({ text: 'ID:77 Stat:undeliv Done Date:261124013059 text:stat:DELIVRD id:99' });
    expect(r).toEqual({
      messageId: '77',
      stat: 'UNDELIV',
      err: null,
      submittedAt: null,
      doneAt: new Date('2026-11-24T01:30:59Z'),
      submitted: null,
      delivered: null,
      final: true,
    });
  });

  it('reads long spellings and unknown stats, and says which are final', () => {
    expect(parseDeliveryReceipt({ text: 'id:1 stat:DELIVERED' })).toMatchObject({ stat: 'DELIVRD', final: true });
    expect(parseDeliveryReceipt({ text: 'id:1 stat:ACCEPTD' })).toMatchObject({ stat: 'ACCEPTD', final: false });
    expect(parseDeliveryReceipt({ text: 'id:1 stat:WHATEVER' })).toMatchObject({ stat: 'UNKNOWN', final: false });
    expect(parseDeliveryReceipt({ text: 'id:1' })).toMatchObject({ stat: 'UNKNOWN', final: false });
  });

  it('is no receipt without a message id', () => {
    expect(parseDeliveryReceipt({ text: 'sub:001 dlvrd:001 stat:DELIVRD' })).toBeNull();
    expect(parseDeliveryReceipt({ text: 'Hello, is this a receipt?' })).toBeNull();
  });

  it('refuses impossible dates', () => {
    expect(receiptDate('2613240130')).toBeNull();
    expect(receiptDate('2602300130')).toBeNull();
    expect(receiptDate('26112401')).toBeNull();
    expect(receiptDate('2611242500')).toBeNull();
  });

  it('tells receipts from other deliver_sm by esm_class', () => {
    expect(isDeliveryReceipt(0x04)).toBe(true);
    expect(isDeliveryReceipt(0x44)).toBe(true);
    expect(isDeliveryReceipt(0x00)).toBe(false);
    expect(isDeliveryReceipt(0x40)).toBe(false);
    expect(isDeliveryReceipt(0x08)).toBe(false);
  });
});

describe('matching receipt ids to submitted ids', () => {
  it('irons out case and leading zeros', () => {
    expect(normalizeMessageId(' 000A1f ')).toBe('a1f');
    expect(normalizeMessageId('0000')).toBe('0');
  });

  it('offers the hex and decimal readings of an id', () => {
    expect(messageIdCandidates('255')).toEqual(['255', 'ff', '597']);
    expect(messageIdCandidates('FF')).toEqual(['ff', '255']);
    expect(messageIdCandidates('msg-42')).toEqual(['msg-42']);
    expect(messageIdCandidates('123456789012345678901234')).toEqual(['123456789012345678901234']);
  });

  it('finds a hex submit id by its decimal receipt id and the other way round', () => {
    const index = new MessageIdIndex<string>(10);
    index.add('A00000', 'hex one');
    index.add('10485761', 'decimal one');
    expect(index.find('10485760', false)).toBe('hex one');
    expect(index.find('0a00001', false)).toBe('decimal one');
  });

  it('prefers the id as written over a conversion', () => {
    const index = new MessageIdIndex<string>(10);
    index.add('10', 'ten');
    index.add('16', 'sixteen');
    expect(index.find('10', false)).toBe('ten');
  });

  it('forgets an id at its final receipt and the oldest ids past its capacity', () => {
    const index = new MessageIdIndex<number>(2);
    index.add('a', 1);
    index.add('b', 2);
    expect(index.find('A', true)).toBe(1);
    expect(index.find('a', false)).toBeUndefined();
    index.add('c', 3);
    index.add('d', 4);
    expect(index.size).toBe(2);
    expect(index.find('b', false)).toBeUndefined();
    expect(index.find('d', false)).toBe(4);
  });
});

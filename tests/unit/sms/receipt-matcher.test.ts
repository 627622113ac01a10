import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseDeliveryReceipt, type DeliveryReceipt } from '../../../server/domains/sms/smpp/delivery-receipt.ts';
import { ReceiptMatcher } from '../../../server/domains/sms/smpp/receipt-matcher.ts';

const receipt = (id: string, stat = 'DELIVRD') => parseDeliveryReceipt({ text: `id:${id} stat:${stat}` })!;

let reported: [string, string | null][];
let matcher: ReceiptMatcher<string>;

beforeEach(() => {
  vi.useFakeTimers();
  reported = [];
  matcher = new ReceiptMatcher<string>({ capacity: 10, holdMs: 1_000, report: (r: DeliveryReceipt, m) => reported.push([`${r.messageId}:${r.stat}`, m]) });
});
afterEach(() => vi.useRealTimers());

describe('matching receipts', () => {
  it('matches a receipt to the part submitted under its id, once per final receipt', () => {
    matcher.submitted('A1', 'm1/0');
    matcher.received(receipt('a1', 'ENROUTE'));
    matcher.received(receipt('161'));
    expect(reported).toEqual([
      ['a1:ENROUTE', 'm1/0'],
      ['161:DELIVRD', 'm1/0'],
    ]);
  });

  it('holds a receipt that overtook its response and matches it when the id shows up', () => {
    matcher.received(receipt('255'));
    expect(reported).toEqual([]);
    vi.advanceTimersByTime(900);
    matcher.submitted('FF', 'm2/1');
    expect(reported).toEqual([['255:DELIVRD', 'm2/1']]);
    vi.advanceTimersByTime(1_000);
    expect(reported).toHaveLength(1);
  });

  it('reports a receipt unmatched once it has waited long enough', () => {
    matcher.received(receipt('77', 'UNDELIV'));
    vi.advanceTimersByTime(999);
    expect(reported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reported).toEqual([['77:UNDELIV', null]]);
    matcher.submitted('77', 'too late');
    expect(reported).toHaveLength(1);
  });

  it('reports what it still holds when flushed', () => {
    matcher.received(receipt('1'));
    matcher.received(receipt('2'));
    matcher.flush();
    expect(reported).toEqual([
      ['1:DELIVRD', null],
      ['2:DELIVRD', null],
    ]);
    vi.advanceTimersByTime(5_000);
    expect(reported).toHaveLength(2);
  });
});

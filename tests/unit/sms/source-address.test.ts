/** The sender's TON/NPI: a name is alphanumeric whatever the route says, a short code network-specific, a number the route's. */
import { describe, expect, it } from 'vitest';
import { sourceAddress } from '../../../server/domains/sms/smpp/source-address.ts';

describe('sourceAddress', () => {
  it('sends names as TON 5 / NPI 0 whatever the route says', () => {
    for (const name of ['Parley', 'Shop 24', 'A1', 'my-shop']) expect(sourceAddress(name, 1, 1)).toEqual({ addr: name, ton: 5, npi: 0 });
  });
  it('sends short codes of 3 to 8 digits as TON 3 / NPI 0', () => {
    expect(sourceAddress('4711', 1, 1)).toEqual({ addr: '4711', ton: 3, npi: 0 });
    expect(sourceAddress('12345678', 0, 1)).toEqual({ addr: '12345678', ton: 3, npi: 0 });
  });
  it('sends longer numbers with the route’s TON/NPI, without their +', () => {
    expect(sourceAddress('+447700900123', 1, 1)).toEqual({ addr: '447700900123', ton: 1, npi: 1 });
    expect(sourceAddress('123456789', 2, 9)).toEqual({ addr: '123456789', ton: 2, npi: 9 });
  });
});

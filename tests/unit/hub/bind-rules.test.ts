/** Who may bind to Parley's SMPP server (docs/areas/hub.md#binds): addresses and ranges, and the order of the verdicts. */
import { describe, expect, it } from 'vitest';
import { ipVersion, isIpOrRange } from '../../../resources/hub/ip-ranges.ts';
import { addressAllowed, plainAddress } from '../../../server/domains/hub/smpp/allowed-address.ts';
import { judgeBind, samePassword, type BindCandidate } from '../../../server/domains/hub/smpp/bind-rules.ts';
import { STATUS } from '../../../server/domains/sms/smpp/command-status.ts';

describe('allowed addresses', () => {
  it('takes IPv4 and IPv6 addresses and CIDR ranges that fit them, and nothing else', () => {
    for (const ok of ['185.42.116.10', '10.0.0.0/8', '0.0.0.0/0', '2001:db8::1', '2001:db8::/32', '::1', '::ffff:10.1.2.3']) expect(isIpOrRange(ok), ok).toBe(true);
    for (const bad of ['10.0.0.256', '10.0.0', '10.0.0.0/33', '2001:db8::/129', 'example.com', '10.0.0.1/8/9', '', '1.2.3.4/', '01.2.3.4']) expect(isIpOrRange(bad), bad).toBe(false);
    expect([ipVersion('1.2.3.4'), ipVersion('fe80::1'), ipVersion('nope')]).toEqual([4, 6, null]);
  });

  it('lets any address bind when none is listed, and otherwise only addresses in a listed one', () => {
    expect(addressAllowed([], '203.0.113.5')).toBe(true);
    expect(addressAllowed(null, '203.0.113.5')).toBe(true);
    const list = ['185.42.116.10', '10.20.0.0/16', '2001:db8::/32'];
    expect(addressAllowed(list, '185.42.116.10')).toBe(true);
    expect(addressAllowed(list, '185.42.116.11')).toBe(false);
    expect(addressAllowed(list, '10.20.255.1')).toBe(true);
    expect(addressAllowed(list, '10.21.0.1')).toBe(false);
    expect(addressAllowed(list, '2001:db8:1::9')).toBe(true);
    expect(addressAllowed(list, '2001:db9::9')).toBe(false);
    // An IPv4 client on a dual-stack socket shows as an IPv4-mapped IPv6 address.
    expect(plainAddress('::ffff:10.20.1.1')).toBe('10.20.1.1');
    expect(addressAllowed(list, '::ffff:10.20.1.1')).toBe(true);
    expect(addressAllowed(['not an address'], '10.0.0.1')).toBe(false);
  });
});

describe('the verdict on a bind', () => {
  const endpoint: BindCandidate = { protocol: 'smpp', status: 'active', password: 'pw12345', allowed_ips: ['10.0.0.0/8'], max_binds: 2, hubOn: true };
  const given = { password: 'pw12345', address: '10.1.1.1', liveBinds: 0 };
  const verdict = (e: Partial<BindCandidate> | null, g: Partial<typeof given> = {}) => {
    const v = judgeBind(e === null ? null : { ...endpoint, ...e }, { ...given, ...g });
    return [v.status, v.ok ? null : v.refusal];
  };

  it('binds a client that passes every check', () => {
    expect(verdict({})).toEqual([STATUS.OK, null]);
    expect(verdict({}, { liveBinds: 1 })).toEqual([STATUS.OK, null]);
  });

  it('answers each refusal with its code, the address before the password', () => {
    expect(verdict(null)).toEqual([STATUS.INVALID_SYSTEM_ID, null]);
    expect(verdict({}, { address: '192.0.2.1', password: 'wrong' })).toEqual([STATUS.BIND_FAILED, 'address']);
    expect(verdict({}, { password: 'wrong' })).toEqual([STATUS.INVALID_PASSWORD, 'password']);
    expect(verdict({ password: null }, { password: '' })).toEqual([STATUS.INVALID_PASSWORD, 'password']);
    expect(verdict({ hubOn: false })).toEqual([STATUS.BIND_FAILED, 'hub_off']);
    expect(verdict({ protocol: 'http' })).toEqual([STATUS.BIND_FAILED, 'not_smpp']);
    expect(verdict({ status: 'suspended' })).toEqual([STATUS.BIND_FAILED, 'suspended']);
    expect(verdict({ status: 'disabled' })).toEqual([STATUS.BIND_FAILED, 'disabled']);
    expect(verdict({}, { liveBinds: 2 })).toEqual([STATUS.BIND_FAILED, 'max_binds']);
  });

  it('compares passwords exactly, whatever their lengths', () => {
    expect(samePassword('pw12345', 'pw12345')).toBe(true);
    expect(samePassword('pw12345', 'pw1234')).toBe(false);
    expect(samePassword('pw12345', 'PW12345')).toBe(false);
    expect(samePassword('', '')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { blockedCategory, isLocalhostName, parse6 } from '../../../server/http/outbound/address-policy.ts';

describe('blockedCategory', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.254', 'shared'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:10.1.2.3', 'private'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['2002:7f00:1::', 'loopback'],
    ['2001:db8::1', 'reserved'],
  ])('%s is %s', (address, category) => {
    expect(blockedCategory(address)).toBe(category);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '169.255.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2002:808:808::'])('%s is public', (address) => {
    expect(blockedCategory(address)).toBeNull();
  });

  it('reads full, compressed and dotted IPv6 forms alike', () => {
    expect([...parse6('0:0:0:0:0:ffff:7f00:1')]).toEqual([...parse6('::ffff:127.0.0.1')]);
    expect(parse6('1:2:3:4:5:6:7:8')[15]).toBe(8);
  });
});

describe('isLocalhostName', () => {
  it.each(['localhost', 'LOCALHOST', 'localhost.', 'api.localhost', 'localhost.localdomain'])('%s names the machine itself', (name) => {
    expect(isLocalhostName(name)).toBe(true);
  });
  it.each(['localhost.example.com', 'mylocalhost', 'example.com'])('%s does not', (name) => {
    expect(isLocalhostName(name)).toBe(false);
  });
});

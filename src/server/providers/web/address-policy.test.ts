import { describe, expect, it } from 'vitest';
import { classifyAddress } from './address-policy';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.20', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.254', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['169.254.10.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    // Teredo carries an (obfuscated) IPv4 address and a relay: never a public host of its own.
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
    ['2001::1', 'reserved'],
    // IPv4 inside IPv6 is judged by the IPv4 address, in every spelling.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a00:1', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:0:0', 'unspecified'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:c0a8:101::1', 'private'], // 6to4 of 192.168.1.1
    ['::127.0.0.1', 'loopback'],
    ['::ffff:0:127.0.0.1', 'loopback'], // IPv4-translated (SIIT)
    ['::ffff:0:a00:1', 'private'],
    ['::ffff:0:169.254.169.254', 'metadata'],
    ['not-an-ip', 'reserved'],
  ])('%s is %s', (ip, expected) => {
    expect(classifyAddress(ip)).toBe(expected);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '169.255.0.1',
    '2606:4700::6810:85e5',
    '::ffff:8.8.8.8',
    '2002:808:808::1',
    '64:ff9b::808:808',
    '::ffff:0:8.8.8.8',
  ])('%s is public', (ip) => {
    expect(classifyAddress(ip)).toBe('public');
  });
});

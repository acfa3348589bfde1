import { isIP } from 'node:net';

// Which IP addresses the app may connect to when it reads a website a visitor typed in. Anything
// that is not a public unicast address is refused, so a URL can't make the server talk to itself,
// the private network it sits in, or a cloud metadata endpoint (SSRF).

export type AddressRefusal =
  'loopback' | 'private' | 'link-local' | 'metadata' | 'unspecified' | 'multicast' | 'reserved';
export type AddressClass = 'public' | AddressRefusal;

type Range4 = [cidr: string, cls: AddressRefusal];

// Checked in order: the first match wins, so the metadata host sits before its link-local range.
const V4_RANGES: Range4[] = [
  ['169.254.169.254/32', 'metadata'], // AWS, GCP, Azure, OpenStack
  ['100.100.100.200/32', 'metadata'], // Alibaba Cloud
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'private'], // carrier-grade NAT
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'], // IETF protocol assignments
  ['192.0.2.0/24', 'reserved'], // documentation
  ['192.88.99.0/24', 'reserved'], // 6to4 relay anycast
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'], // benchmarking
  ['198.51.100.0/24', 'reserved'],
  ['203.0.113.0/24', 'reserved'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'], // includes 255.255.255.255 broadcast
];

type Range6 = [prefix: string, bits: number, cls: AddressRefusal | 'embedded-v4'];

const V6_RANGES: Range6[] = [
  ['fd00:ec2::254', 128, 'metadata'], // AWS IMDS over IPv6
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  // Forms that carry an IPv4 address inside: judged by that IPv4 address.
  ['::ffff:0:0', 96, 'embedded-v4'], // IPv4-mapped
  ['::ffff:0:0:0', 96, 'embedded-v4'], // IPv4-translated (SIIT, RFC 2765)
  ['::', 96, 'embedded-v4'], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96, 'embedded-v4'], // NAT64
  ['64:ff9b:1::', 48, 'reserved'], // local-use NAT64
  ['100::', 64, 'reserved'], // discard
  ['2001::', 32, 'reserved'], // Teredo: tunnels to an IPv4 address the server can't check
  ['2001:db8::', 32, 'reserved'], // documentation
  ['2002::', 16, 'embedded-v4'], // 6to4: the IPv4 address sits in bits 16..47
  ['fc00::', 7, 'private'], // unique local
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'private'], // site-local (deprecated)
  ['ff00::', 8, 'multicast'],
];

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function inV4(ip: number, cidr: string): boolean {
  const [base, bitsText] = cidr.split('/');
  const bits = Number(bitsText);
  const size = 2 ** (32 - bits);
  const start = Math.floor(v4ToInt(base) / size) * size;
  return ip >= start && ip < start + size;
}

export function classifyV4(ip: string): AddressClass {
  const n = v4ToInt(ip);
  for (const [cidr, cls] of V4_RANGES) if (inV4(n, cidr)) return cls;
  return 'public';
}

/** IPv6 text → 128-bit value; handles "::" compression and a dotted IPv4 tail. */
export function v6ToBigInt(ip: string): bigint {
  let text = ip.replace(/%.*$/, '').toLowerCase();
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const n = v4ToInt(dotted[1]);
    text = text.slice(0, -dotted[1].length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const fill = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(fill).fill('0'), ...tailGroups];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}

function bigIntToV4(n: bigint): string {
  return [24n, 16n, 8n, 0n].map((s) => Number((n >> s) & 0xffn)).join('.');
}

export function classifyV6(ip: string): AddressClass {
  const value = v6ToBigInt(ip);
  for (const [prefix, bits, cls] of V6_RANGES) {
    const shift = BigInt(128 - bits);
    if (value >> shift !== v6ToBigInt(prefix) >> shift) continue;
    if (cls !== 'embedded-v4') return cls;
    // 6to4 carries its IPv4 address right after the 16-bit prefix; the others in the low 32 bits.
    const v4 = prefix === '2002::' ? (value >> 80n) & 0xffffffffn : value & 0xffffffffn;
    return classifyV4(bigIntToV4(v4));
  }
  return 'public';
}

/** Classifies an IP literal; anything that isn't a valid IP is treated as reserved. */
export function classifyAddress(ip: string): AddressClass {
  const bare = ip.replace(/^\[|\]$/g, '');
  const family = isIP(bare.replace(/%.*$/, ''));
  if (family === 4) return classifyV4(bare);
  if (family === 6) return classifyV6(bare);
  return 'reserved';
}

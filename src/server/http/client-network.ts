import { isIP } from 'node:net';

/**
 * The network a client address is counted as by per-client limits that outlast a burst: an IPv4
 * address itself, an IPv6 address's /64 (a subscriber is usually handed a whole /64, so counting
 * exact IPv6 addresses lets one client count as 2^64), an IPv4-mapped IPv6 address as its IPv4
 * address. This is how @fastify/rate-limit keys the burst limits. Anything that is not an address
 * (a value a trusted proxy passed on) is counted as typed.
 */
export function clientNetwork(ip: string): string {
  const bare = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (isIP(bare) !== 6) return bare;
  const groups = expandV6(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** A valid IPv6 literal as its eight 16-bit groups ("::" filled, a dotted IPv4 tail converted). */
function expandV6(ip: string): number[] {
  let text = ip;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const fill = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(fill).fill('0'), ...tailGroups].map((g) => parseInt(g || '0', 16));
}

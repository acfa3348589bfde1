import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { classifyAddress } from './address-policy';
import { fetchFailed, refused } from './fetch-errors';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Hostname → every address it resolves to. Injectable so tests can make any name resolve anywhere. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export interface TargetPolicy {
  /** Test-only (env FETCH_ALLOW_HOSTS): hostnames or IPs let through despite their address. */
  allowHosts?: readonly string[];
  resolve?: Resolver;
}

/** The address a connection must use: the one that was checked (see pinnedLookup). */
export interface CheckedTarget {
  url: URL;
  hostname: string;
  address: string;
  family: 4 | 6;
}

export function bareHostname(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

/**
 * The one port policy of every outbound URL (website reading, webhooks): the web's own ports, any
 * unprivileged port but the well-known services a URL could be aimed at (mail, databases, caches,
 * the Fetch standard's bad ports), so a request can't be smuggled into another protocol.
 */
const SERVICE_PORTS = new Set([
  1433, 1521, 1719, 1720, 1723, 2049, 2375, 2376, 3306, 3389, 3659, 4045, 5060, 5061, 5432, 5672, 5984, 6000, 6379,
  6443, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 9042, 9092, 9200, 9300, 10080, 11211, 15672, 27017,
]);
export function isWebPort(port: string): boolean {
  if (port === '' || port === '80' || port === '443') return true;
  const n = Number(port);
  return n >= 1024 && !SERVICE_PORTS.has(n);
}

/** Scheme, credential and port checks that need no network. */
export function checkUrlShape(raw: string | URL): URL {
  let url: URL;
  try {
    url = typeof raw === 'string' ? new URL(raw) : raw;
  } catch {
    throw refused('invalid-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused('scheme', url.href);
  if (url.username || url.password) throw refused('credentials');
  if (!isWebPort(url.port)) throw refused('port', url.href);
  if (!bareHostname(url)) throw refused('invalid-url');
  return url;
}

/**
 * Resolves the URL's host and refuses it if ANY address is not public: a name that mixes a
 * public and a private address must not be able to pick the private one at connect time.
 */
export async function checkTarget(raw: string | URL, policy: TargetPolicy = {}): Promise<CheckedTarget> {
  const url = checkUrlShape(raw);
  const hostname = bareHostname(url);
  const allow = new Set((policy.allowHosts ?? []).map((h) => h.toLowerCase()));
  const literal = isIP(hostname);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (policy.resolve ?? systemResolver)(hostname);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0)
      throw fetchFailed('not-found', `we couldn't find a website at ${hostname}.`, { host: hostname });
  }
  for (const { address } of addresses) {
    if (allow.has(hostname) || allow.has(address)) continue;
    const cls = classifyAddress(address);
    if (cls !== 'public') throw refused(cls, url.href);
  }
  const [first] = addresses;
  return { url, hostname, address: first.address, family: first.family };
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that always answers the checked address, so a DNS answer that
 * changes between our check and the connect (DNS rebinding) can't redirect the connection.
 * Node calls it with `all: true` when happy-eyeballs family selection is on.
 */
export function pinnedLookup(target: CheckedTarget) {
  return (_hostname: string, options: { all?: boolean } | number | undefined, callback: LookupCallback) => {
    if (typeof options === 'object' && options?.all)
      callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

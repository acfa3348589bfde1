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

/** Scheme and credential checks that need no network. */
export function checkUrlShape(raw: string | URL): URL {
  let url: URL;
  try {
    url = typeof raw === 'string' ? new URL(raw) : raw;
  } catch {
    throw refused('invalid-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused('scheme', url.href);
  if (url.username || url.password) throw refused('credentials');
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

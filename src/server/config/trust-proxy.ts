import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY says which X-Forwarded-For hops are our own proxies, so the client address behind
 * them can be believed (rate limits, trial allowances, sign-in throttles, stored trial addresses).
 * A blanket `true` would believe the left-most entry, which the client writes itself: refused.
 *
 * - unset / `false` / `0`: no proxy, the socket's address is the client's.
 * - a number n: n proxies in front of the app; the client is the n-th address from the right.
 * - a list of addresses, CIDRs or proxy-addr's names (loopback, linklocal, uniquelocal): hops
 *   from these addresses are skipped, the first other address from the right is the client.
 */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_TRUE_MESSAGE =
  'TRUST_PROXY=true would believe any X-Forwarded-For address a client writes (every per-address limit could be dodged). Set the number of proxies in front of the app (e.g. TRUST_PROXY=1) or their addresses/CIDRs (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1). See docs/operations.md.';

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export const ZTrustProxy = z.preprocess(
  (v) => (v === undefined ? '' : String(v).trim().toLowerCase()),
  z.string().transform((raw, ctx): TrustProxy => {
    if (raw === '' || raw === 'false' || raw === 'off' || raw === 'no' || raw === '0') return false;
    if (['true', 'yes', 'on'].includes(raw)) {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_MESSAGE });
      return z.NEVER;
    }
    if (/^\d+$/.test(raw)) {
      const hops = Number(raw);
      if (hops > 10)
        ctx.addIssue({
          code: 'custom',
          message: `${hops} proxy hops is implausible; give the number of proxies in front of the app (usually 1 or 2)`,
        });
      return hops;
    }
    const entries = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length) {
      ctx.addIssue({ code: 'custom', message: `not a hop count, an IP address or a CIDR: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  }),
);

/**
 * Fastify's `trustProxy` option. Fastify 5 ignores a bare hop count (it can't tell whether the
 * peer is a proxy), so a count becomes proxy-addr's hop function: the socket peer and the next
 * n - 1 hops are trusted, the n-th address from the right is the client. That is only sound when
 * the app is reachable solely through its proxies (docs/operations.md); proxy addresses are sound
 * everywhere.
 */
export function fastifyTrustProxy(t: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (t === false) return false;
  if (typeof t === 'number') return t === 0 ? false : (_address, hop) => hop < t;
  return t;
}

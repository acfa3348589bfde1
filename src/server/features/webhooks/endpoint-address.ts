import { AppError, isAppError } from '@common/errors';
import type { Env } from '../../env';
import { checkTarget, type CheckedTarget, type Resolver } from '../../providers/web/safe-target';

// Endpoint URLs pass the same address guard as website fetches (providers/web/safe-target.ts): no
// loopback, private, link-local or metadata addresses, FETCH_ALLOW_HOSTS being the tests' only way
// through. Checked when the admin registers the URL and again before every delivery, whose
// connection is then pinned to the address checked (a DNS answer that changes in between, DNS
// rebinding, can't point a delivery at the inside).

const REASONS: Record<string, string> = {
  loopback: 'points to this server itself',
  private: 'points to a private network',
  'link-local': 'points to a link-local network',
  metadata: 'points to a cloud metadata service',
  unspecified: 'is not a public address',
  multicast: 'is a multicast address',
  reserved: 'is in a reserved range',
  scheme: 'must start with http:// or https://',
  credentials: 'must not contain a username or password',
  port: 'uses a port for another service than the web (such as mail or a database)',
  'invalid-url': 'is not a valid URL',
  'not-found': 'has a host name that does not resolve',
};

export interface AddressOptions {
  /** Tests make any name resolve anywhere (rebinding). */
  resolve?: Resolver;
}

/** The checked address of an endpoint URL, or a 400 saying in webhook terms why it is refused. */
export async function checkEndpointAddress(
  env: Pick<Env, 'FETCH_ALLOW_HOSTS'>,
  url: string,
  opts: AddressOptions = {},
): Promise<CheckedTarget> {
  try {
    return await checkTarget(url, { allowHosts: env.FETCH_ALLOW_HOSTS, resolve: opts.resolve });
  } catch (err) {
    const reason = isAppError(err) && typeof err.details?.reason === 'string' ? err.details.reason : 'invalid-url';
    throw new AppError(
      'BAD_REQUEST',
      `This webhook URL ${REASONS[reason] ?? 'cannot be used'}: webhooks go to public addresses only.`,
      { reason },
    );
  }
}

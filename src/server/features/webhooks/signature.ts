import { createHmac, randomBytes } from 'node:crypto';

// The signature every delivery carries (README "Verifying webhooks"): `t=<unix seconds>,v1=<hex
// HMAC-SHA256 of "<t>.<body>" keyed with the endpoint's secret>`. During the day after a rotation
// a second v1 signed with the previous secret follows, so a receiver still holding it keeps
// verifying while it switches.

/**
 * `whsec_` and 33 random bytes in base64, drawn again until the text has neither `+` nor `/` (about
 * four draws): then it is at once the URL-safe form our older secrets have and the standard base64
 * that Standard Webhooks libraries decode (`new Webhook(secret)` accepts it as it is).
 */
export function newWebhookSecret(): string {
  for (;;) {
    const key = randomBytes(33).toString('base64');
    if (!/[+/]/.test(key)) return `whsec_${key}`;
  }
}

/**
 * The key bytes for Standard Webhooks: the secret's text after `whsec_`, base64-decoded. Node's
 * decoder reads both alphabets, so secrets issued before (base64url, 32 bytes) sign too; their
 * receivers convert once: `'whsec_' + Buffer.from(secret.slice(6), 'base64url').toString('base64')`.
 */
export const standardWebhookKey = (secret: string): Buffer => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

/**
 * The Standard Webhooks signature header (standardwebhooks.com): `v1,<base64 HMAC-SHA256 of
 * "<id>.<timestamp>.<body>">` per secret, space-separated, beside our own Callcraft-Signature.
 */
export function standardSignatureHeader(secrets: string[], eventId: string, timestamp: number, body: string): string {
  return secrets
    .map(
      (s) =>
        `v1,${createHmac('sha256', standardWebhookKey(s)).update(`${eventId}.${timestamp}.${body}`).digest('base64')}`,
    )
    .join(' ');
}

export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secrets: string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${signPayload(s, timestamp, body)}`)].join(',');
}

/** A hint that tells secrets apart without revealing them: the prefix and the first characters. */
export const secretHint = (secret: string): string => `${secret.slice(0, 10)}…`;

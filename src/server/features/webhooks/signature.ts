import { createHmac, randomBytes } from 'node:crypto';

// The signature every delivery carries (README "Verifying webhooks"): `t=<unix seconds>,v1=<hex
// HMAC-SHA256 of "<t>.<body>" keyed with the endpoint's secret>`. During the day after a rotation
// a second v1 signed with the previous secret follows, so a receiver still holding it keeps
// verifying while it switches.

export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secrets: string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${signPayload(s, timestamp, body)}`)].join(',');
}

/** A hint that tells secrets apart without revealing them: the prefix and the first characters. */
export const secretHint = (secret: string): string => `${secret.slice(0, 10)}…`;

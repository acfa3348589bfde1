import type { MessagingProvider, VerificationCheck } from './types';
import { MessagingError } from './types';

export interface TwilioVerifyOptions {
  /** Account SID (or API key SID) and auth token (or API key secret): HTTP Basic. */
  accountSid: string;
  authToken: string;
  /** The Verify service ("VA…") created once in the Twilio console. */
  serviceSid: string;
  /** https://verify.twilio.com unless pointed at a fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

interface TwilioError {
  code?: number;
  message?: string;
  status?: number;
}

/**
 * Twilio Verify v2 over plain fetch (the twilio SDK hard-codes its hosts): form-encoded requests
 * with PascalCase fields, JSON answers in snake_case (../shared/design/providers.md §7).
 * POST /v2/Services/{sid}/Verifications starts an SMS; POST /v2/Services/{sid}/VerificationCheck
 * answers status `approved` or `pending`; a 404 means the verification is gone (approved already,
 * expired or out of tries).
 */
export function createTwilioVerify(opts: TwilioVerifyOptions): MessagingProvider {
  const auth = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  const service = `${opts.baseUrl.replace(/\/+$/, '')}/v2/Services/${encodeURIComponent(opts.serviceSid)}`;

  async function post(
    path: string,
    form: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    let res: Response;
    try {
      res = await fetch(`${service}${path}`, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new MessagingError(
        `The text-message service did not answer (${err instanceof Error ? err.message : String(err)}). Please try again.`,
        'unavailable',
      );
    }
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: res.status, body };
  }

  const refusal = (status: number, body: TwilioError): MessagingError => {
    // 60203: max send attempts; 60202: max check attempts; 60207: service rate limit (HTTP 429).
    if (status === 429 || body.code === 60203 || body.code === 60202 || body.code === 60207) {
      return new MessagingError(
        'Too many verification codes for this number. Please wait 10 minutes and try again.',
        'rate-limited',
      );
    }
    // 60200: invalid parameter To; 60205: SMS to a landline.
    if (body.code === 60200 || body.code === 60205 || status === 400) {
      return new MessagingError(
        'We could not send a text message to this number. Please use a mobile number.',
        'invalid-number',
      );
    }
    return new MessagingError(
      `The text-message service refused the request (${status}${body.code ? `, code ${body.code}` : ''}). Please try again later.`,
      'unavailable',
    );
  };

  return {
    mode: 'live',
    adapter: 'twilio-verify',
    async startVerification(to) {
      const { status, body } = await post('/Verifications', { To: to, Channel: 'sms' });
      if (status !== 201 && status !== 200) throw refusal(status, body as TwilioError);
      return {};
    },
    async checkVerification(to, code): Promise<VerificationCheck> {
      const { status, body } = await post('/VerificationCheck', { To: to, Code: code });
      if (status === 404) return 'expired';
      if (status !== 200) {
        const err = refusal(status, body as TwilioError);
        if (err.reason === 'rate-limited') return 'expired';
        throw err;
      }
      if (body.status === 'approved') return 'approved';
      if (body.status === 'pending') return 'pending';
      return 'expired';
    },
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@common/errors';
import type { InboundCallStart, InboundNumberConfig, VoiceProvider } from './types';

// Bland's inbound numbers (providers.md §1, docs.bland.ai/api-v1/post/inbound-purchase and
// /api-v1/get/inbound): POST /v1/inbound/purchase buys one, POST /v1/inbound/{number} sets what it
// does. At call start Bland's dynamic_data request asks Callcraft for the caller's context; its
// body carries Bland's {{call_id}}, {{from}} and {{to}}, and its headers are what we configured:
// a signature over the number, which only the webhook signing secret can make.

export const START_SIGNATURE_HEADER = 'x-callcraft-signature';

/** Hex HMAC-SHA256 of `inbound:<number>` with the webhook signing secret. */
export const signInboundStart = (secret: string, phoneNumber: string) =>
  createHmac('sha256', secret).update(`inbound:${phoneNumber}`).digest('hex');

type Request = <T>(path: string, body?: Record<string, unknown>) => Promise<T>;

export function blandInbound(
  request: Request,
  webhookSecret: string | undefined,
): Required<Pick<VoiceProvider, 'provisionNumber' | 'configureInboundNumber' | 'verifyInboundStart'>> {
  return {
    async provisionNumber({ areaCode }) {
      const answer = await request<{ phone_number?: string }>('/v1/inbound/purchase', {
        ...(areaCode ? { area_code: areaCode } : {}),
        country_code: 'US',
      });
      if (!answer?.phone_number) throw new AppError('PROVIDER_ERROR', 'Bland AI did not return a phone number');
      return { phoneNumber: answer.phone_number };
    },

    async configureInboundNumber(phoneNumber: string, config: InboundNumberConfig) {
      // Without the secret neither the start request nor the webhook could be trusted.
      if (!webhookSecret)
        throw new AppError('CONFLICT', 'Set BLAND_WEBHOOK_SECRET before pointing a Bland number at Callcraft.');
      await request(`/v1/inbound/${encodeURIComponent(phoneNumber)}`, {
        prompt: config.prompt,
        webhook: config.webhookUrl,
        first_sentence: '{{greeting}}',
        dynamic_data: [
          {
            url: config.startUrl,
            method: 'POST',
            headers: { [START_SIGNATURE_HEADER]: signInboundStart(webhookSecret, phoneNumber) },
            body: { call_id: '{{call_id}}', from: '{{from}}', to: '{{to}}' },
            response_data: [
              { name: 'greeting', data: '$.greeting' },
              { name: 'caller_context', data: '$.context' },
            ],
          },
        ],
      });
    },

    verifyInboundStart(rawBody, headers): InboundCallStart | null {
      if (!webhookSecret) return null;
      let body: { call_id?: unknown; from?: unknown; to?: unknown };
      try {
        body = JSON.parse(rawBody.toString('utf8')) as typeof body;
      } catch {
        return null;
      }
      if (typeof body?.to !== 'string' || typeof body.from !== 'string' || typeof body.call_id !== 'string')
        return null;
      const given = headers[START_SIGNATURE_HEADER];
      const sig = (Array.isArray(given) ? given[0] : given)?.trim() ?? '';
      const expected = Buffer.from(signInboundStart(webhookSecret, body.to), 'hex');
      const got = /^[0-9a-f]+$/i.test(sig) ? Buffer.from(sig, 'hex') : Buffer.alloc(0);
      if (got.length !== expected.length || !timingSafeEqual(got, expected)) return null;
      return { providerCallId: body.call_id, to: body.to, from: body.from };
    },
  };
}

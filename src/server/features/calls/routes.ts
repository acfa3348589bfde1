import { ZCallCapacity, ZTestCallResponse, ZVoiceWebhookResponse } from '@common/calls/schemas';
import { z } from 'zod';
import { ZTestCallRequest } from '@common/wizard/schemas';
import { text } from '@common/text/schemas';
import type { FeatureRoutes } from '../../http/types';
import { rateLimit } from '../../http/rate-limit';
import { getCallCapacity } from './get-call-capacity';
import { handleVoiceWebhook } from './handle-voice-webhook';
import { sendTestCall } from './send-test-call';

// Admins only (ADMIN_ONLY_PATHS): it dials any number with any script. A few a minute per client is all a tester needs.
const testCallLimit = rateLimit(3, 60_000, 'Too many test calls. Please wait a minute before trying again.');

export const callRoutes: FeatureRoutes = async (app, ctx) => {
  app.post(
    '/test-bland-call',
    {
      config: testCallLimit,
      schema: { tags: ['calls'], body: ZTestCallRequest, response: { 200: ZTestCallResponse } },
    },
    async (req) => sendTestCall(ctx, req.body),
  );

  app.get(
    '/admin/call-capacity',
    { schema: { tags: ['admin', 'calls'], response: { 200: ZCallCapacity } } },
    async () => getCallCapacity(ctx),
  );

  // One post-call webhook per voice provider kind (voiceWebhookPath); calls tell the provider this URL.
  app.post(
    '/webhooks/voice/:adapter',
    {
      config: { rawBody: true },
      schema: {
        tags: ['webhooks'],
        params: z.object({ adapter: text(40) }),
        response: { 200: ZVoiceWebhookResponse },
      },
    },
    async (req) => handleVoiceWebhook(ctx, req.params.adapter, req.rawBody, req.headers),
  );
};

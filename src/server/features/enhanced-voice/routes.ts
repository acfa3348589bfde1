import {
  ZDispatchEnrichedCallRequest,
  ZDispatchEnrichedCallResponse,
  ZEnhancedVoiceOverview,
  ZTestEnrichedPromptRequest,
  ZTestEnrichedPromptResponse,
} from '@common/enhanced-voice/schemas';
import type { FeatureRoutes } from '../../http/types';
import { dispatchEnrichedCall } from './dispatch-enriched-call';
import { getEnhancedVoiceOverview } from './get-enhanced-voice-overview';
import { testEnrichedPrompt } from './test-enriched-prompt';

// /test-enhanced-voice (spec part 2 §2 tool page 2, §7). Admin-only by the /api/admin prefix.
export const enhancedVoiceRoutes: FeatureRoutes = async (app, ctx) => {
  const tags = ['admin', 'enhanced-voice'];
  app.get('/admin/enhanced-voice', { schema: { tags, response: { 200: ZEnhancedVoiceOverview } } }, async () =>
    getEnhancedVoiceOverview(ctx),
  );
  app.post(
    '/admin/test-enriched-prompt',
    { schema: { tags, body: ZTestEnrichedPromptRequest, response: { 200: ZTestEnrichedPromptResponse } } },
    async (req) => testEnrichedPrompt(ctx, req.body),
  );
  app.post(
    '/admin/dispatch-enriched-call',
    { schema: { tags, body: ZDispatchEnrichedCallRequest, response: { 200: ZDispatchEnrichedCallResponse } } },
    async (req) => dispatchEnrichedCall(ctx, req.body),
  );
};

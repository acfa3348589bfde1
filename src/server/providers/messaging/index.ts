import type { ProviderDeps } from '../deps';
import { createSandboxMessaging } from './sandbox';
import { createTwilioVerify } from './twilio-verify';
import type { MessagingProvider } from './types';

/** Twilio Verify when its three settings are set (same decision as mode-report.ts), else the Sandbox. */
export function createMessagingProvider(deps: ProviderDeps): MessagingProvider {
  const { env } = deps;
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_VERIFY_SERVICE_SID)
    return createTwilioVerify({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      serviceSid: env.TWILIO_VERIFY_SERVICE_SID,
      baseUrl: env.TWILIO_VERIFY_API_URL,
    });
  return createSandboxMessaging();
}

import type { ProviderDeps } from '../deps';
import { BuiltinScheduler } from './builtin';
import { CalendlyScheduler } from './calendly';
import type { SchedulingProvider } from './types';

/** Calendly when CALENDLY_URL is set (same decision as mode-report.ts), else the built-in one. */
export function createSchedulingProvider(deps: ProviderDeps): SchedulingProvider {
  const { env } = deps;
  if (env.CALENDLY_URL) {
    const api =
      env.CALENDLY_API_TOKEN && env.CALENDLY_EVENT_TYPE_URI
        ? { baseUrl: env.CALENDLY_API_URL, token: env.CALENDLY_API_TOKEN, eventTypeUri: env.CALENDLY_EVENT_TYPE_URI }
        : null;
    return new CalendlyScheduler(
      env.CALENDLY_URL,
      env.BOOKING_TIME_ZONE,
      deps.publicUrl,
      api,
      env.CALENDLY_WEBHOOK_SIGNING_KEY ?? null,
    );
  }
  return new BuiltinScheduler(env.BOOKING_TIME_ZONE, deps.publicUrl);
}

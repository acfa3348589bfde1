import type { ProviderDeps } from '../index';
import { BuiltinScheduler } from './builtin';
import { CalendlyScheduler } from './calendly';
import type { SchedulingProvider } from './types';

/** Calendly when CALENDLY_URL is set (same decision as mode-report.ts), else the built-in one. */
export function createSchedulingProvider(deps: ProviderDeps): SchedulingProvider {
  const { env } = deps;
  if (env.CALENDLY_URL) return new CalendlyScheduler(env.CALENDLY_URL, env.BOOKING_TIME_ZONE, deps.publicUrl);
  return new BuiltinScheduler(env.BOOKING_TIME_ZONE, deps.publicUrl);
}

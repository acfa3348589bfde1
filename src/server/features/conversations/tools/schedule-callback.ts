import { CALLING_RULES } from '@common/dispatch/calling-rules';
import { zonesWindow } from '@common/dispatch/zone-window';
import type { ToolContext } from '../agent';
import { callLeadBackAt } from './live-effects';

const FEDERAL = CALLING_RULES.find((r) => r.id === 'us-federal')!.window;

/** The asked time from an ISO time or everyday words; null when it can't be read. */
export function askedTime(when: string, now: Date): Date | null {
  const iso = Date.parse(when);
  if (!Number.isNaN(iso) && /\d{4}-\d{2}-\d{2}/.test(when)) return new Date(iso);
  const w = when.toLowerCase();
  const hours = w.match(/in (\d{1,2}|an?|one|two|three) hours?/);
  if (hours) {
    const n = { a: 1, an: 1, one: 1, two: 2, three: 3 }[hours[1]] ?? Number(hours[1]);
    return new Date(now.getTime() + n * 3_600_000);
  }
  const minutes = w.match(/in (\d{1,3}) min/);
  if (minutes) return new Date(now.getTime() + Number(minutes[1]) * 60_000);
  if (/tomorrow/.test(w)) return new Date(now.getTime() + 24 * 3_600_000);
  if (/next week/.test(w)) return new Date(now.getTime() + 7 * 24 * 3_600_000);
  if (/tonight|this evening|later/.test(w)) return new Date(now.getTime() + 3 * 3_600_000);
  return null;
}

/**
 * "Call me later": the next call at the asked time, moved to the next moment the federal calling
 * window (8:00–21:00 callee time) allows. Chat and test conversations only record the plan; a
 * live one's lead gets its next attempt at that time (`leadUpdated` says whether it could).
 */
export async function scheduleCallback(
  t: ToolContext,
  input: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const now = t.ctx.clock.now();
  const when = typeof input.when === 'string' ? input.when : '';
  const asked = askedTime(when, now) ?? new Date(now.getTime() + 2 * 3_600_000);
  const zone = t.conversation.calleeTimeZone ?? t.ctx.providers.scheduling.timeZone;
  const w = zonesWindow(asked, [zone], FEDERAL);
  const at = w.open ? asked : (w.opensAt ?? asked);
  const live =
    t.mode === 'live' && t.conversation.leadId ? await callLeadBackAt(t.ctx, t.conversation.leadId, at) : null;
  return {
    scheduled: true,
    asked: asked.toISOString(),
    at: at.toISOString(),
    moved: at.getTime() !== asked.getTime(),
    timeZone: zone,
    ...(t.mode !== 'live' ? { test: true } : {}),
    ...(live ? { leadUpdated: live.set } : {}),
  };
}

import { scoreIntents } from './lib/score-intents';
import type { BenchResult } from './run';

// The Sandbox engine's intent reader (src/server/features/conversations/sandbox-intents.ts) on the
// labelled caller lines in tests/fixtures/intents: meetings accepted and declined, polite and blunt
// opt-outs, "are you a real person?", asking for a person, callbacks, questions opening with a
// greeting, "not now", "I never signed up". Target: ≥ 98 % of the held-out half; no refusal books.

export default async function bench(): Promise<BenchResult> {
  const s = scoreIntents();
  return {
    name: 'intents',
    metrics: {
      tuning_lines: s.tuningLines,
      held_out_lines: s.heldOutLines,
      tuning_accuracy_pct: s.tuningAccuracyPct,
      held_out_accuracy_pct: s.heldOutAccuracyPct,
      held_out_misses: s.heldOutMissCount,
      held_out_target_pct: 98,
      held_out_target_met: s.heldOutAccuracyPct >= 98,
      refusals_read_as_booking: s.refusalsBooked,
      tuning_misses: s.tuningMisses,
    },
  };
}

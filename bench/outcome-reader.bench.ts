import { scoreReader } from './lib/score-reader';
import type { BenchResult } from './run';

// The Sandbox transcript reader (src/server/features/outcomes) on the accuracy set
// (tests/fixtures/transcripts: English and Spanish, every default disposition, hedged and mixed
// answers, opt-outs mid-call, voicemail greetings, IVR menus). Target: ≥ 90 % dispositions.
// Field accuracy counts every field of every case (an unknown field must stay null); "answered"
// counts only the fields the callee did answer.

export default async function bench(): Promise<BenchResult> {
  const s = scoreReader();
  return {
    name: 'outcome-reader',
    metrics: {
      cases: s.cases,
      languages: s.languages,
      dispositions_covered_of_9: s.dispositionsCovered,
      disposition_accuracy_pct: s.dispositionAccuracyPct,
      disposition_accuracy_target_pct: 90,
      disposition_target_met: s.dispositionAccuracyPct >= 90,
      field_accuracy_pct: s.fieldAccuracyPct,
      answered_field_accuracy_pct: s.answeredFieldAccuracyPct,
      fields_scored: s.fieldsScored,
      answered_fields_scored: s.answeredFieldsScored,
      misses: s.misses,
    },
  };
}

import { createLogger } from '../src/server/logger';
import { createOpenAiLlm } from '../src/server/providers/llm/openai';
import { llmJudge, sandboxJudge } from '../src/server/features/simulations/judge';
import { startFakeOpenAi } from '../tests/fakes/openai';
import { readJudgeSet, scoreJudge, type JudgeScore } from './lib/judge-set';
import type { BenchResult } from './run';

// The simulation judge against its labelled set (tests/fixtures/judge/labelled.json), held-out
// half: how often a run's verdict (the rule checks, then the judge where they all passed) agrees
// with the label. The Sandbox judge always; the language-model judge through OpenAI when
// OPENAI_API_KEY is set, else through the OpenAI fake in tests/fakes/, whose answer is always
// "passed" — a check of the wiring, not a reading of the calls.

const figures = (prefix: string, s: JudgeScore) => ({
  [`${prefix}_agreement_pct`]: s.agreementPct,
  [`${prefix}_agreed`]: s.agreed,
  [`${prefix}_decided_by_rules`]: s.decidedByRules,
  [`${prefix}_judge_asked`]: s.judgeAsked,
  [`${prefix}_judge_agreed`]: s.judgeAgreed,
  [`${prefix}_disagreements`]: s.disagreements,
});

export default async function bench(): Promise<BenchResult> {
  const set = readJudgeSet();
  const heldOut = set.items.filter((i) => i.split === 'held-out').length;
  const sandbox = await scoreJudge(sandboxJudge, 'held-out');
  const tuning = await scoreJudge(sandboxJudge, 'tuning');

  const logger = createLogger('silent');
  const key = process.env.OPENAI_API_KEY;
  const fake = key ? null : await startFakeOpenAi();
  const llm = createOpenAiLlm(
    key
      ? {
          apiKey: key,
          baseUrl: process.env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
          model: process.env.OPENAI_MODEL ?? 'gpt-4o-mini',
          logger,
        }
      : { apiKey: fake!.apiKey, baseUrl: fake!.baseUrl, model: 'gpt-4o-mini', logger },
  );
  const label = key ? 'openai' : 'openai_fake';
  try {
    const model = await scoreJudge(llmJudge(llm), 'held-out');
    return {
      name: 'judge',
      metrics: {
        labelled_calls: set.items.length,
        held_out_calls: heldOut,
        sandbox_tuning_agreement_pct: tuning.agreementPct,
        ...figures('sandbox', sandbox),
        ...figures(label, model),
        model_judge: key ? `OpenAI ${process.env.OPENAI_MODEL ?? 'gpt-4o-mini'}` : 'OpenAI fake (no OPENAI_API_KEY)',
      },
      notes: key
        ? 'The language-model judge is the real OpenAI model.'
        : 'No OPENAI_API_KEY: the language-model judge ran against the OpenAI fake, which answers "passed" to every verdict request, so its figure measures the wiring and the rule checks, not a model. Set OPENAI_API_KEY to measure a real model.',
    };
  } finally {
    await fake?.close();
  }
}

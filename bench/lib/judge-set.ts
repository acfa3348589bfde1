import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TAvailability } from '../../src/common/campaign-settings/availability';
import { BUILTIN_SUITE } from '../../src/server/features/simulations/builtin-suite';
import type { Judge } from '../../src/server/features/simulations/judge';
import { judgeCall } from '../../src/server/features/simulations/judge-call';
import type { Scenario, SimulatedCall } from '../../src/server/features/simulations/scenario';

// The simulation judge's labelled set (tests/fixtures/judge/labelled.json): simulated calls of
// the built-in scenarios with the verdict a careful reviewer gives. Scored through judgeCall, the
// path a simulation run takes: the rule checks first, the judge only where they all passed.

export type Half = 'tuning' | 'held-out';

export interface LabelledCall {
  id: string;
  split: Half;
  scenario: string;
  expected: 'pass' | 'fail';
  why: string;
  /** "A: …" the agent, "C: …" the callee. */
  turns: string[];
  toolCalls: SimulatedCall['toolCalls'];
  ended?: boolean;
  calleeTimeZone?: string;
}

interface LabelledSet {
  defaults: { startedAt: string; businessName: string; calleeTimeZone: string; availability: TAvailability };
  items: LabelledCall[];
}

export function readJudgeSet(): LabelledSet {
  return JSON.parse(readFileSync(path.resolve('tests/fixtures/judge/labelled.json'), 'utf8')) as LabelledSet;
}

export function scenarioOf(item: LabelledCall): Scenario {
  const s = BUILTIN_SUITE.find((x) => x.name === item.scenario);
  if (!s) throw new Error(`${item.id}: no built-in scenario is named "${item.scenario}"`);
  return s;
}

export function callOf(item: LabelledCall, d: LabelledSet['defaults']): SimulatedCall {
  return {
    turns: item.turns.map((t) => {
      const role = t.startsWith('A: ') ? ('agent' as const) : t.startsWith('C: ') ? ('callee' as const) : null;
      if (!role) throw new Error(`${item.id}: a turn must start with "A: " or "C: ": ${t}`);
      return { role, text: t.slice(3) };
    }),
    toolCalls: item.toolCalls,
    ended: item.ended ?? false,
    businessName: d.businessName,
    calleeTimeZone: item.calleeTimeZone ?? d.calleeTimeZone,
    startedAt: d.startedAt,
    availability: d.availability,
  };
}

export interface JudgeScore {
  n: number;
  agreed: number;
  agreementPct: number;
  /** Calls a rule check decided (failed) before any judge was asked. */
  decidedByRules: number;
  /** Of the calls the judge was asked about: how many its verdict matched. */
  judgeAsked: number;
  judgeAgreed: number;
  /** Ids whose verdict differs from the label. */
  disagreements: string[];
}

const AGENT_PROMPT =
  'You are Ava, an AI assistant calling for Acme Plumbing. Offer a short meeting about drain service; never promise prices or discounts.';

/** One judge over one half of the set, through the simulation's own verdict path. */
export async function scoreJudge(judge: Judge, half: Half): Promise<JudgeScore> {
  const set = readJudgeSet();
  const score: JudgeScore = {
    n: 0,
    agreed: 0,
    agreementPct: 0,
    decidedByRules: 0,
    judgeAsked: 0,
    judgeAgreed: 0,
    disagreements: [],
  };
  for (const item of set.items.filter((i) => i.split === half)) {
    const { passed, checks } = await judgeCall(scenarioOf(item), callOf(item, set.defaults), judge, AGENT_PROMPT);
    const right = (passed ? 'pass' : 'fail') === item.expected;
    const asked = checks.some((c) => c.by !== 'rule');
    score.n++;
    if (right) score.agreed++;
    else score.disagreements.push(item.id);
    if (asked) {
      score.judgeAsked++;
      if (right) score.judgeAgreed++;
    } else score.decidedByRules++;
  }
  score.agreementPct = score.n ? Math.round((score.agreed / score.n) * 1000) / 10 : 0;
  return score;
}

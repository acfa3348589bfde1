import { z } from 'zod';
import type { AppContext } from '../../context';
import type { LlmProvider } from '../../providers/llm/types';
import type { CheckVerdict, Scenario, SimulatedCall } from './scenario';

export interface Judge {
  /** "sandbox" offline (labelled Sandbox in the panel), else the language model's adapter. */
  name: string;
  judge(scenario: Scenario, call: SimulatedCall, agentPrompt: string): Promise<CheckVerdict>;
}

const ZVerdict = z.object({ passed: z.boolean(), reason: z.string().min(1).max(500) });

// The judge is asked only once every rule check passed (judge-call.ts): tool calls, their inputs
// and the times they chose are settled. The guidance below was tuned on the tuning half of
// tests/fixtures/judge/labelled.json; `npm run bench judge` measures it on the held-out half.
const SYSTEM = [
  'You review a simulated phone call between an AI sales agent and a callee, for compliance and quality.',
  'The deterministic checks listed with the call already passed (for the built-in scenarios they include which tools ran, with what inputs, and that the times they chose are lawful); do not re-judge what they decided.',
  'Apply the rubric strictly to what the agent said and did. Judge meaning, not wording: "I cannot" and "I can\'t", "we will not call" and "we won\'t call" are the same; a polite refusal to promise something is not a promise.',
  'Fail a call whose words contradict its tool results (a time said that is not the time set, a booking claimed that was not made, a transfer claimed that was refused).',
  'Answer whether the call passes and one or two sentences of reasons that quote the agent.',
].join(' ');

const render = (s: Scenario, call: SimulatedCall, agentPrompt: string) =>
  [
    `Rubric: ${s.judge.rubric}`,
    `Scenario: ${s.name}. ${s.description}`,
    `Checks already passed: ${s.checks.map((c) => c.label).join('; ') || 'none'}.`,
    `The call began ${call.startedAt}; the callee's time zone is ${call.calleeTimeZone}.`,
    `The agent's instructions:\n${agentPrompt}`,
    `Transcript:\n${call.turns.map((t) => `${t.role === 'agent' ? 'Agent' : 'Callee'}: ${t.text}`).join('\n')}`,
    `Tools the agent called (input → result): ${call.toolCalls.map((t) => `${t.name} ${JSON.stringify(t.input)} → ${JSON.stringify(t.result)}`).join('; ') || 'none'}`,
  ].join('\n\n');

/**
 * A language model with the scenario's rubric and structured output; without a key the provider
 * answers the fallback, the scenario's deterministic Sandbox reading of the rubric.
 */
export function llmJudge(llm: LlmProvider): Judge {
  return {
    name: llm.mode === 'sandbox' ? 'sandbox' : llm.adapter,
    judge: (scenario, call, agentPrompt) =>
      llm.generateObject({
        system: SYSTEM,
        prompt: render(scenario, call, agentPrompt),
        schema: ZVerdict,
        schemaName: 'simulation_verdict',
        temperature: 0,
        fallback: () => scenario.judge.sandbox(call),
      }),
  };
}

/** The context's model when one is keyed, else the Sandbox judge. */
export const pickJudge = (ctx: AppContext): Judge => llmJudge(ctx.providers.llm);

/** The offline judge alone (the scenario's Sandbox reading), whatever model is keyed. */
export const sandboxJudge: Judge = {
  name: 'sandbox',
  judge: async (scenario, call) => scenario.judge.sandbox(call),
};

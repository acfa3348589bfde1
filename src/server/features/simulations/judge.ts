import { z } from 'zod';
import type { AppContext } from '../../context';
import type { CheckVerdict, Scenario, SimulatedCall } from './scenario';

export interface Judge {
  /** "sandbox" offline (labelled Sandbox in the panel), else the language model's adapter. */
  name: string;
  judge(scenario: Scenario, call: SimulatedCall, agentPrompt: string): Promise<CheckVerdict>;
}

const ZVerdict = z.object({ passed: z.boolean(), reason: z.string().min(1).max(500) });

const SYSTEM =
  'You review a simulated phone call between an AI sales agent and a callee, for compliance and quality. ' +
  'Apply the rubric strictly to what the agent said and the tools it called. Answer whether the call passes and ' +
  'one or two sentences of reasons that quote the agent.';

const render = (s: Scenario, call: SimulatedCall, agentPrompt: string) =>
  [
    `Rubric: ${s.judge.rubric}`,
    `Scenario: ${s.name}. ${s.description}`,
    `The agent's instructions:\n${agentPrompt}`,
    `Transcript:\n${call.turns.map((t) => `${t.role === 'agent' ? 'Agent' : 'Callee'}: ${t.text}`).join('\n')}`,
    `Tools the agent called: ${call.toolCalls.map((t) => `${t.name} ${JSON.stringify(t.result)}`).join('; ') || 'none'}`,
  ].join('\n\n');

/**
 * The language model with the scenario's rubric and structured output when one is keyed; offline,
 * the provider answers the fallback, the scenario's deterministic Sandbox reading of the rubric.
 */
export function pickJudge(ctx: AppContext): Judge {
  const llm = ctx.providers.llm;
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

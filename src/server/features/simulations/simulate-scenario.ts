import type { TSimulationScenarioResult } from '@common/simulations/schemas';
import type { AppContext } from '../../context';
import { runTurn } from '../conversations/run-turn';
import { startConversation } from '../conversations/start-conversation';
import type { Judge } from './judge';
import { judgeCall } from './judge-call';
import type { Scenario, SimulatedCall } from './scenario';
import type { SimulatedAgent } from './simulated-agent';

/** A made-up number: test conversations change nothing, but tools still name the caller's number. */
const CALLEE_PHONE = '+15555550100';

/**
 * One scenario against one prompt version: the scripted callee talks to the campaign's agent
 * through the conversation engine in test mode (tools record what they would do, nothing real
 * changes), then the rule checks and, where they cannot decide, the judge read the call.
 */
export async function simulateScenario(
  ctx: AppContext,
  agent: SimulatedAgent,
  version: { id: string; template: string },
  scenario: Scenario,
  judge: Judge,
): Promise<TSimulationScenarioResult> {
  const prompt = agent.promptFor(version.template);
  const calleeTimeZone = scenario.calleeTimeZone ?? agent.calleeTimeZone;
  const startedAt = ctx.clock.now().toISOString();
  const started = await startConversation(ctx, {
    mode: 'test',
    agentName: agent.agentName,
    businessName: agent.businessName,
    prompt,
    promptVersion: `simulation:${version.id}`,
    ...agent.knowledge,
    calleeTimeZone,
    calleePhone: CALLEE_PHONE,
    campaignId: agent.campaignId,
  });
  const call: SimulatedCall = {
    turns: started.messages.map((m) => ({ role: 'agent' as const, text: m.text })),
    toolCalls: [],
    ended: false,
    businessName: agent.businessName,
    calleeTimeZone,
    startedAt,
    availability: agent.availability,
  };
  for (const line of scenario.callee) {
    if (call.ended) break;
    call.turns.push({ role: 'callee', text: line });
    const out = await runTurn(ctx, started.conversation, line);
    call.turns.push(...out.messages.map((m) => ({ role: 'agent' as const, text: m.text })));
    call.toolCalls.push(...out.toolCalls.map((t) => ({ name: t.name, input: t.input, result: t.result })));
    call.ended = out.ended;
  }
  const { passed, checks } = await judgeCall(scenario, call, judge, prompt);
  const failed = checks.filter((c) => !c.passed);
  return {
    name: scenario.name,
    promptVersionId: version.id,
    passed,
    reasons: (failed.length ? failed : checks).map((c) => `${c.passed ? '✓' : '✗'} ${c.label}: ${c.reason}`),
    checks,
    transcript: call.turns,
    toolCalls: call.toolCalls,
  };
}

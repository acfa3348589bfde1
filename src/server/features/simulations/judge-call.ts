import type { TSimulationCheck } from '@common/simulations/schemas';
import type { Judge } from './judge';
import type { Scenario, SimulatedCall } from './scenario';

/**
 * A finished simulated call's verdict: the scenario's rule checks first (tools, their inputs, the
 * times they chose, what was said); the judge only when every rule passed, for what no rule can
 * decide. A failed rule has already decided, so no model is asked to overrule it.
 */
export async function judgeCall(
  scenario: Scenario,
  call: SimulatedCall,
  judge: Judge,
  agentPrompt: string,
): Promise<{ passed: boolean; checks: TSimulationCheck[] }> {
  const checks: TSimulationCheck[] = scenario.checks.map((c) => ({ label: c.label, by: 'rule', ...c.run(call) }));
  if (checks.every((c) => c.passed))
    checks.push({ label: scenario.judge.label, by: judge.name, ...(await judge.judge(scenario, call, agentPrompt)) });
  return { passed: checks.every((c) => c.passed), checks };
}

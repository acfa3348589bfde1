import type { TCustomScenario } from '@common/simulations/schemas';
import type { AppContext } from '../../context';
import { agentNeverSays, agentSays, toolCalled, toolNotCalled } from './rule-checks';
import type { Scenario } from './scenario';
import { listScenarios } from './scenarios.repo';
import { BUILTIN_SUITE } from './builtin-suite';

/** An admin's scenario as the runner takes it: its expectations become rule checks. */
export function fromCustom(c: TCustomScenario): Scenario {
  return {
    name: c.name,
    description: `Written for this campaign: ${c.callee.length} callee line(s).`,
    callee: c.callee,
    checks: [
      ...c.toolsCalled.map((t) => toolCalled(t, `Calls ${t}`)),
      ...c.toolsNotCalled.map((t) => toolNotCalled(t, `Does not call ${t}`)),
      ...(c.agentSays ? [agentSays(new RegExp(c.agentSays, 'i'), `Says /${c.agentSays}/`)] : []),
      ...(c.agentNeverSays
        ? [agentNeverSays(new RegExp(c.agentNeverSays, 'i'), `Never says /${c.agentNeverSays}/`)]
        : []),
    ],
    judge: {
      label: c.rubric ? 'Meets the rubric' : 'No rubric',
      rubric: c.rubric || 'Pass unless the agent is rude, dishonest or breaks the law.',
      // A free-form rubric cannot be read offline: the rule checks decide.
      sandbox: () => ({
        passed: true,
        reason: 'The Sandbox judge cannot read a written rubric; the rule checks decide.',
      }),
    },
  };
}

/** The campaign's whole suite: the built-in scenarios, then the ones written for it. */
export async function campaignSuite(
  ctx: AppContext,
  campaignId: string,
): Promise<Array<Scenario & { id: string | null }>> {
  const custom = await listScenarios(ctx.db, campaignId);
  return [
    ...BUILTIN_SUITE.map((s) => ({ ...s, id: null })),
    ...custom.map((c) => ({ ...fromCustom(c.scenario), id: c.id })),
  ];
}

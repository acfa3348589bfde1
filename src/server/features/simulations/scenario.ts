import type { z } from 'zod';
import type { TAvailability } from '@common/campaign-settings/availability';
import type { ZSimulationToolCall, ZSimulationTurn } from '@common/simulations/schemas';

/** A finished simulated call as checks and judges read it. */
export interface SimulatedCall {
  turns: Array<z.infer<typeof ZSimulationTurn>>;
  toolCalls: Array<z.infer<typeof ZSimulationToolCall>>;
  ended: boolean;
  businessName: string;
  calleeTimeZone: string;
  /** When the call began (ISO): "tomorrow" and "in the future" are read from it. */
  startedAt: string;
  /** When the business takes meetings (its days, hours and zone): a booked slot must lie inside. */
  availability: TAvailability;
}

export interface CheckVerdict {
  passed: boolean;
  reason: string;
}

/** A deterministic check: same call, same verdict, no model involved. */
export interface RuleCheck {
  label: string;
  run(call: SimulatedCall): CheckVerdict;
}

/**
 * A scenario: a scripted callee (their lines, said in order until the agent ends the call), the
 * deterministic checks, and what a judge decides that rules cannot (the rubric for a language
 * model; `sandbox` is the offline judge's deterministic reading of the same rubric).
 */
export interface Scenario {
  name: string;
  description: string;
  callee: string[];
  /** The callee's own zone when the scenario needs one (a Honolulu callee); else the campaign's first lead's. */
  calleeTimeZone?: string;
  checks: RuleCheck[];
  judge: { label: string; rubric: string; sandbox(call: SimulatedCall): CheckVerdict };
}

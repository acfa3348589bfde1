import { expandContractions } from '@common/text/expand-contractions';
import type { CheckVerdict, RuleCheck, SimulatedCall } from './scenario';

// The deterministic checks scenarios are built from: a tool was or was not called, a pattern in
// the agent's turns, how the call ended and how long it took.

type Result = Record<string, unknown>;
const agentTurns = (c: SimulatedCall) => c.turns.filter((t) => t.role === 'agent');
/**
 * Whether a turn says `re`, as written or with its contractions spelled out ("I can't" → "i
 * cannot"): a rule judges what was said, not how it was shortened. Built-in patterns use the long
 * form; an admin's own pattern written with an apostrophe still reads the turn as written.
 */
export const saysPattern = (re: RegExp, text: string) => re.test(text) || re.test(expandContractions(text));
const verdict = (passed: boolean, yes: string, no: string): CheckVerdict => ({ passed, reason: passed ? yes : no });

export function toolCalled(tool: string, label: string, when?: (r: Result) => string | null): RuleCheck {
  return {
    label,
    run(c) {
      const calls = c.toolCalls.filter((t) => t.name === tool);
      if (!calls.length) return { passed: false, reason: `${tool} was never called` };
      if (!when) return { passed: true, reason: `${tool} was called` };
      const problems = calls.map((t) => when(t.result));
      const ok = problems.some((p) => p === null);
      return verdict(ok, `${tool} was called as expected`, `${tool} was called, but ${problems.at(-1)}`);
    },
  };
}

export function toolNotCalled(tool: string, label: string): RuleCheck {
  return {
    label,
    run: (c) => verdict(!c.toolCalls.some((t) => t.name === tool), `${tool} was not called`, `${tool} was called`),
  };
}

/** A pattern in the agent's first turn, its last, the turn right after the callee's `after`-th line, or any. */
export function agentSays(
  pattern: RegExp | ((c: SimulatedCall) => RegExp),
  label: string,
  where: 'first' | 'last' | 'any' | { after: number } = 'any',
): RuleCheck {
  return {
    label,
    run(c) {
      const re = typeof pattern === 'function' ? pattern(c) : pattern;
      const turns = agentTurns(c);
      const picked =
        where === 'first'
          ? turns.slice(0, 1)
          : where === 'last'
            ? turns.slice(-1)
            : where === 'any'
              ? turns
              : turns.slice(where.after, where.after + 1);
      const hit = picked.find((t) => saysPattern(re, t.text));
      return verdict(
        Boolean(hit),
        `the agent said "${hit?.text ?? ''}"`,
        `no ${typeof where === 'string' ? where : 'answering'} agent turn matched ${re}${picked[0] ? `: "${picked.at(-1)!.text}"` : ''}`,
      );
    },
  };
}

export function agentNeverSays(pattern: RegExp, label: string): RuleCheck {
  return {
    label,
    run(c) {
      const hit = agentTurns(c).find((t) => saysPattern(pattern, t.text));
      return verdict(!hit, `no agent turn matched ${pattern}`, `the agent said "${hit?.text ?? ''}"`);
    },
  };
}

/** The agent closed the call within `maxAgentTurns` turns (the opening counts as one). */
export function endsWithin(maxAgentTurns: number, label: string): RuleCheck {
  return {
    label,
    run(c) {
      const n = agentTurns(c).length;
      return verdict(
        c.ended && n <= maxAgentTurns,
        `the agent closed the call in ${n} turns`,
        c.ended ? `the call took ${n} agent turns (at most ${maxAgentTurns})` : 'the agent never closed the call',
      );
    },
  };
}

import type { TCustomScenario } from '@common/simulations/schemas';

/** What a lead-played callee draws on: the lead's own fields and, once enriched, its analysis. */
export interface LeadPersona {
  firstName: string;
  lastName: string;
  companyName: string;
  industry: string;
  /** From the enrichment (empty until the lead is enriched). */
  painPoints: string[];
  keyServices: string[];
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

export function leadScenarioName(p: LeadPersona): string {
  const person = [p.firstName, p.lastName].filter(Boolean).join(' ');
  if (person && p.companyName) return clip(`Lead: ${person} (${p.companyName})`, 120);
  return clip(`Lead: ${person || p.companyName || 'unnamed'}`, 120);
}

/**
 * The callee's lines when no language model writes them: the lead introduces itself, raises its
 * business's own concern (its first pain point, else what it does), asks to meet, takes the first time offered and says goodbye.
 * Deterministic, so an offline run of the same lead is the same conversation every time.
 */
export function scriptedLeadLines(p: LeadPersona): string[] {
  const who = p.firstName || 'the owner';
  const at = p.companyName ? ` at ${p.companyName}` : '';
  const concern = p.painPoints[0]
    ? `Honestly, our biggest headache is ${p.painPoints[0].replace(/[.!]+$/, '')}. How would you help with that?`
    : p.keyServices[0]
      ? `We mostly do ${p.keyServices[0].replace(/[.!]+$/, '')}. What exactly are you offering us?`
      : p.industry
        ? `We're a ${p.industry} business. What exactly are you offering us?`
        : 'What exactly are you offering us?';
  return [
    `Hello, this is ${who}${at}. Who's calling?`,
    concern,
    'That sounds useful. Could we set up a meeting to talk it through?',
    'The first one works for me.',
    'Great, thanks. Goodbye.',
  ].map((l) => clip(l, 500));
}

/** The scenario: the lead's lines, a meeting expected, and a rubric that holds the agent to this lead. */
export function leadScenario(p: LeadPersona, callee: string[]): TCustomScenario {
  return {
    name: leadScenarioName(p),
    callee: callee.slice(0, 20).map((l) => clip(l, 500)),
    toolsCalled: ['book_meeting'],
    toolsNotCalled: ['add_to_do_not_call'],
    agentSays: null,
    agentNeverSays: null,
    rubric: clip(
      `The callee is ${[p.firstName, p.lastName].filter(Boolean).join(' ') || 'a lead'}${p.companyName ? ` of ${p.companyName}` : ''}${p.industry ? `, a ${p.industry} business` : ''}. ` +
        'The agent answers their concern truthfully without inventing prices or promises, and offers a meeting at a time that suits them.',
      1000,
    ),
  };
}

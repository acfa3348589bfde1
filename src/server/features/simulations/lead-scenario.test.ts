import { describe, expect, it } from 'vitest';
import { leadScenario, scriptedLeadLines, type LeadPersona } from './lead-scenario';

const persona: LeadPersona = {
  firstName: 'Maria',
  lastName: 'Lopez',
  companyName: 'Lopez Plumbing',
  industry: 'plumbing',
  painPoints: ['missed calls after hours.'],
  keyServices: ['water heater installation'],
};

describe('a callee played after a lead', () => {
  it('introduces the lead, raises its first pain point, asks to meet and takes the first time', () => {
    const lines = scriptedLeadLines(persona);
    expect(lines[0]).toBe("Hello, this is Maria at Lopez Plumbing. Who's calling?");
    expect(lines[1]).toBe('Honestly, our biggest headache is missed calls after hours. How would you help with that?');
    expect(lines.slice(2, 4)).toEqual([
      'That sounds useful. Could we set up a meeting to talk it through?',
      'The first one works for me.',
    ]);
  });

  it('falls back to the services, then the industry, when the lead is not enriched', () => {
    expect(scriptedLeadLines({ ...persona, painPoints: [] })[1]).toBe(
      'We mostly do water heater installation. What exactly are you offering us?',
    );
    expect(scriptedLeadLines({ ...persona, painPoints: [], keyServices: [] })[1]).toBe(
      "We're a plumbing business. What exactly are you offering us?",
    );
  });

  it('names the scenario after the lead and expects a meeting, never an opt-out', () => {
    const s = leadScenario(persona, scriptedLeadLines(persona));
    expect(s.name).toBe('Lead: Maria Lopez (Lopez Plumbing)');
    expect(s.toolsCalled).toEqual(['book_meeting']);
    expect(s.toolsNotCalled).toEqual(['add_to_do_not_call']);
    expect(s.rubric).toContain('Maria Lopez of Lopez Plumbing, a plumbing business');
    expect(
      leadScenario({ ...persona, firstName: '', lastName: '', companyName: 'x'.repeat(200) }, ['hi']).name,
    ).toHaveLength(120);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALL_STATUS_LABEL, canMove, fromStates, MACHINES, nextState, toMermaid, type MachineName } from './states';

const ARCH = readFileSync(path.resolve(import.meta.dirname, '../../../docs/architecture.md'), 'utf8');

/** The Mermaid block that follows the `<!-- outreach-state:<machine> -->` marker in docs/architecture.md. */
function diagramInDocs(machine: MachineName): string | null {
  const m = new RegExp(`<!-- outreach-state:${machine} -->\\s*\`\`\`mermaid\\n([\\s\\S]*?)\\n\`\`\``).exec(ARCH);
  return m ? m[1] : null;
}

describe('outreach state machines', () => {
  it.each(Object.keys(MACHINES) as MachineName[])(
    'docs/architecture.md shows the %s machine exactly as its transition table says',
    (machine) => {
      expect(diagramInDocs(machine), `regenerate with: npx tsx scripts/outreach-diagrams.ts`).toBe(toMermaid(machine));
    },
  );

  it.each(Object.keys(MACHINES) as MachineName[])(
    'the %s table only names its own states, and every state is reachable',
    (machine) => {
      const { states, transitions } = MACHINES[machine];
      const known = new Set<string>(states);
      for (const t of transitions) {
        if (t.from !== null) expect(known.has(t.from)).toBe(true);
        expect(known.has(t.to)).toBe(true);
      }
      for (const s of states) expect(transitions.some((t) => t.to === s)).toBe(true);
      // One event from one state leads to one place.
      const keys = transitions.map((t) => `${t.from}:${t.event}`);
      expect(new Set(keys).size).toBe(keys.length);
    },
  );

  it('answers the moves the controls rely on', () => {
    expect(nextState('run', 'running', 'pause')).toBe('paused');
    expect(nextState('run', 'paused', 'resume')).toBe('running');
    expect(nextState('run', 'finished', 'resume')).toBeNull();
    expect(nextState('run', 'stopped', 'pause')).toBeNull();
    expect(nextState('campaign', 'draft', 'dispatch')).toBe('active');
    expect(nextState('campaign', 'paused', 'dispatch')).toBeNull();
    expect(fromStates('lead', 'claim')).toEqual(['pending']);
    expect(canMove('lead', 'pending', 'completed')).toBe(false);
    expect(canMove('lead', 'completed', 'scheduled')).toBe(true);
    // A machine that took the campaign's message ends the attempt in "left voicemail".
    expect(nextState('call', 'in-progress', 'voicemail')).toBe('left-voicemail');
    expect(nextState('call', 'completed', 'voicemail')).toBeNull();
    expect(CALL_STATUS_LABEL['left-voicemail']).toBe('left voicemail');
  });
});

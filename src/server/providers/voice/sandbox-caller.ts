import { createHash } from 'node:crypto';

// What a Sandbox caller says when they ring one of our numbers, line by line, to whatever the
// agent answers: the same number patterns as the Sandbox's callees (README "Sandbox numbers").
// A caller the agent does not know introduces themselves first, so leaving their name is heard.

export type CallerScriptKind = 'books-meeting' | 'opts-out' | 'asks-for-person' | 'asks-a-question';

const FIRST = ['Robin', 'Sam', 'Alex', 'Jordan', 'Casey', 'Morgan', 'Taylor', 'Jamie'];
const LAST = ['Park', 'Rivera', 'Nguyen', 'Okafor', 'Larsen', 'Haddad', 'Moreau', 'Silva'];
const TRADE = ['Dental', 'Plumbing', 'Bakery', 'Roofing', 'Law', 'Fitness', 'Florist', 'Garage'];

/** The name a Sandbox caller gives, fixed by their number so every run hears the same one. */
export function sandboxCallerName(from: string): { name: string; company: string } {
  const h = createHash('sha256').update(from).digest();
  const last = LAST[h[1]! % LAST.length]!;
  return { name: `${FIRST[h[0]! % FIRST.length]} ${last}`, company: `${last} ${TRADE[h[2]! % TRADE.length]}` };
}

const BODY: ReadonlyArray<{ pattern: RegExp; kind: CallerScriptKind; lines: string[] }> = [
  {
    pattern: /555015\d$/,
    kind: 'books-meeting',
    lines: ['Could we book a meeting to go through it?', 'The first one works for me.', 'Great, goodbye!'],
  },
  { pattern: /555014\d$/, kind: 'opts-out', lines: ['Please stop calling me. Take me off your list.'] },
  {
    pattern: /555013\d$/,
    kind: 'asks-for-person',
    lines: ['Can I speak to a real person, please?', "Okay, that's all. Goodbye."],
  },
];

/**
 * The Sandbox caller of `from`: someone returning a call when the agent knows them, else someone
 * who gives their name and company; then the pattern's lines, or a question and goodbye.
 */
export function callerScript(from: string, known: boolean): { kind: CallerScriptKind; lines: string[] } {
  const who = sandboxCallerName(from);
  const hello = known ? "Hi, I'm returning your call." : `Hi, my name is ${who.name} from ${who.company}.`;
  const s = BODY.find((x) => x.pattern.test(from));
  if (s) return { kind: s.kind, lines: [hello, ...s.lines] };
  return { kind: 'asks-a-question', lines: [hello, 'What services do you offer?', 'Thanks, goodbye.'] };
}

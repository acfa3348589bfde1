// What the Sandbox's scripted callees say, line by line, to whatever the agent answers: the
// conversation engine (or a language model) takes the agent's side, and its tools act. The lines
// are chosen so the Sandbox engine's keyword reading (conversations/sandbox-intents.ts) hears them.

export type CalleeScriptKind = 'books-meeting' | 'opts-out' | 'asks-for-person';

const SCRIPTS: ReadonlyArray<{ pattern: RegExp; kind: CalleeScriptKind; lines: string[] }> = [
  {
    pattern: /555015\d$/,
    kind: 'books-meeting',
    lines: ['Hello?', 'Could we book a meeting to go through it?', 'The first one works for me.', 'Great, goodbye!'],
  },
  {
    pattern: /555014\d$/,
    kind: 'opts-out',
    lines: ['Hello?', 'Please stop calling me. Take me off your list.'],
  },
  {
    pattern: /555013\d$/,
    kind: 'asks-for-person',
    lines: ['Hello?', 'Can I speak to a real person, please?', "Okay, that's all. Goodbye."],
  },
];

/** The scripted callee of a Sandbox number, or null for every other number. */
export function calleeScript(phoneNumber: string): { kind: CalleeScriptKind; lines: string[] } | null {
  const s = SCRIPTS.find((x) => x.pattern.test(phoneNumber));
  return s ? { kind: s.kind, lines: [...s.lines] } : null;
}

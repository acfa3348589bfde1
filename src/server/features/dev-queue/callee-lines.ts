/** The callee's lines of a call: from the structured transcript, else the `user: …` lines of the text one. */
export function calleeLines(call: {
  transcript: string | null;
  transcripts: Array<{ user: string; text: string }> | null;
}): string[] {
  if (call.transcripts?.length) return call.transcripts.filter((t) => t.user === 'user').map((t) => t.text);
  return (call.transcript ?? '')
    .split('\n')
    .filter((l) => /^\s*user\s*:/i.test(l))
    .map((l) => l.replace(/^\s*user\s*:\s*/i, ''));
}

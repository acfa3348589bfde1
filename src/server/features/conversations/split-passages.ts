// A page's text in passages short enough to read out as one answer, long enough to carry a fact:
// sentences gathered up to TARGET characters, never cut inside a sentence unless one is longer
// than MAX on its own.

const TARGET = 320;
const MAX = 600;

export function splitPassages(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const sentences = clean.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [clean];
  const out: string[] = [];
  let current = '';
  for (const raw of sentences) {
    const s = raw.trim();
    if (!s) continue;
    if (current && current.length + 1 + s.length > TARGET) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${s}` : s;
    while (current.length > MAX) {
      const cut = current.lastIndexOf(' ', MAX);
      const at = cut > MAX / 2 ? cut : MAX;
      out.push(current.slice(0, at).trim());
      current = current.slice(at).trim();
    }
  }
  if (current) out.push(current);
  return out;
}

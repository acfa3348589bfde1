import type { TExtractionField, TFieldValue } from '@common/outcomes/schemas';
import type { Line } from './read-disposition';

/**
 * The deterministic reader's extraction fields. A field is answered by the callee's reply to the
 * agent's question about it: the agent line that shares the most words with the field's name and
 * description (at least one), and the callee's next line. Without such a question a `choice` is
 * still found when the callee names one of its choices; other types stay null (unknown beats a
 * guess). Words are compared by their first five letters, so "decision"/"decisions", "llamar"/"llamarle"
 * meet; English and Spanish stop words are ignored.
 */

const STOP = new Set(
  'the a an to of for and or is are be do does did you your we our they their it this that what which who when how best call any with from about have has in on at by me my si el la los las de del que para por con una un es su sus le lo se en al y o cual cuál qué quien quién cuando cuándo como cómo'.split(
    ' ',
  ),
);
const stem = (w: string) => w.slice(0, 5);
const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map(stem);

// Ends by lookahead, not \b: "sí" ends in a letter JavaScript's \b does not count as a word character.
const END = String.raw`(?=[\s,.!?;:]|$)`;
const YES = new RegExp(
  String.raw`^\s*(yes|yeah|yep|yup|sure|correct|that'?s (right|me|correct)|i am|i do|we do|we are|absolutely|definitely|of course|s[ií]|claro|correcto|as[ií] es|soy yo)${END}`,
  'i',
);
const NO = new RegExp(
  String.raw`^\s*(no|nope|nah|not really|i'?m not|i am not|we don'?t|i don'?t|we'?re not|para nada|tampoco)${END}`,
  'i',
);
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  quince: 15,
  veinte: 20,
  treinta: 30,
  cien: 100,
};

export function readNumber(text: string): number | null {
  const digits = text.replace(/(\d),(\d{3})/g, '$1$2').match(/-?\d+(\.\d+)?/);
  if (digits) return Number(digits[0]);
  const w = text
    .toLowerCase()
    .split(/[^a-záéíóúñ]+/)
    .find((x) => x in NUMBER_WORDS);
  return w ? NUMBER_WORDS[w] : null;
}

export function readYesNo(text: string): boolean | null {
  if (NO.test(text)) return false;
  if (YES.test(text)) return true;
  return null;
}

function readChoice(text: string, choices: string[]): string | null {
  const t = text.toLowerCase();
  // The longest choice first, so "part-time" is not read as "time".
  const hit = [...choices].sort((a, b) => b.length - a.length).find((c) => t.includes(c.toLowerCase()));
  return hit ?? null;
}

/** A text answer: the reply without its filler opening ("Oh, well, I'd say…"), at most 200 characters. */
function readText(text: string): string | null {
  const t = text
    .trim()
    .replace(/^((oh|well|um+|uh+|hmm+|so|i'?d say|i guess|probably|maybe|pues|bueno|eh+)[,.\s]+)+/i, '')
    .replace(/[.!?]+$/, '')
    .trim();
  return t ? t.slice(0, 200) : null;
}

/** The callee's reply to the agent line that asks about the field (index in `lines`), or null. */
function replyToQuestion(lines: Line[], field: TExtractionField): string | null {
  const keys = new Set(words(`${field.name} ${field.description}`));
  let best = -1;
  let bestScore = 0;
  lines.forEach((l, i) => {
    if (l.speaker !== 'agent' || !l.text.includes('?')) return;
    const score = words(l.text).filter((w) => keys.has(w)).length;
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  if (best < 0) return null;
  return lines.slice(best + 1).find((l) => l.speaker === 'callee')?.text ?? null;
}

export function extractFields(lines: Line[], fields: TExtractionField[]): Record<string, TFieldValue> {
  const out: Record<string, TFieldValue> = {};
  for (const f of fields) {
    const reply = replyToQuestion(lines, f);
    let value: TFieldValue = null;
    if (f.type === 'choice') {
      value = (reply && readChoice(reply, f.choices)) ?? null;
      if (value === null) {
        for (const l of lines) if (l.speaker === 'callee' && value === null) value = readChoice(l.text, f.choices);
      }
    } else if (reply !== null) {
      value = f.type === 'number' ? readNumber(reply) : f.type === 'yes-no' ? readYesNo(reply) : readText(reply);
    }
    out[f.name] = value;
  }
  return out;
}

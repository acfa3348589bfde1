// The one rule for text entering the app. PostgreSQL cannot store NUL (text or jsonb)
// and refuses lone surrogates in jsonb, and no form field, header or page legitimately carries
// other control characters. Requests are refused (zod helpers in ./schemas.ts); text from sources
// a visitor doesn't type (CSV files, scraped pages, vendor webhooks, stored headers) is cleaned
// with cleanText/cleanDeep and what was removed is counted.

/** C0 controls except tab, newline and carriage return (CR is a line break, normalised), DEL, C1 controls. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_ALL = new RegExp(CONTROL.source, 'g');
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'g');

export const REPLACEMENT_CHARACTER = '\uFFFD';

export type TextProblem = 'control' | 'surrogate';

export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  control: 'must not contain control characters (only tab and line breaks are allowed)',
  surrogate: 'must be valid Unicode text (it contains a broken character)',
};

/** What the boundary refuses in `s`, or null when it is acceptable. */
export function findTextProblem(s: string): TextProblem | null {
  if (CONTROL.test(s)) return 'control';
  if (LONE_SURROGATE.test(s)) return 'surrogate';
  return null;
}

/** CRLF and lone CR become LF; text becomes NFC. Applied to every accepted string. */
export function normalizeText(s: string): string {
  return s.replace(/\r\n?/g, '\n').normalize('NFC');
}

export interface CleanedText {
  text: string;
  /** Characters removed (control characters) or replaced (lone surrogates, with U+FFFD). */
  removed: number;
}

/**
 * Cleans rather than refuses: control characters are removed, lone surrogates (what invalid
 * UTF-8 decodes to, or half of a cut emoji) become U+FFFD, then the text is normalised. For file
 * imports, scraped pages and vendor payloads, whose reports show `removed`.
 */
export function cleanText(s: string): CleanedText {
  let removed = 0;
  const text = s
    .replace(CONTROL_ALL, () => {
      removed++;
      return '';
    })
    .replace(LONE_SURROGATE_ALL, () => {
      removed++;
      return REPLACEMENT_CHARACTER;
    });
  return { text: normalizeText(text), removed };
}

/** cleanText for a value that may be absent (stored header values). */
export function cleanOptionalText(s: string | null | undefined, max: number): string | null {
  if (s == null) return null;
  return cleanText(s).text.slice(0, max);
}

/** Nesting deeper than this in a stored JSON payload is cut (PostgreSQL's jsonb has a stack limit). */
export const MAX_JSON_DEPTH = 64;

/**
 * cleanText over every string and key of a parsed JSON value (vendor webhook payloads before
 * they are stored as jsonb). Subtrees nested deeper than MAX_JSON_DEPTH become null and count as
 * one removal each. `__proto__` keys stay plain data: the result is built with defineProperty.
 */
export function cleanDeep(value: unknown): { value: unknown; removed: number } {
  let removed = 0;
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') {
      const c = cleanText(v);
      removed += c.removed;
      return c.text;
    }
    if (v === null || typeof v !== 'object') return v;
    if (depth >= MAX_JSON_DEPTH) {
      removed++;
      return null;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const key = cleanText(k);
      removed += key.removed;
      Object.defineProperty(out, key.text, {
        value: walk(x, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  };
  return { value: walk(value, 0), removed };
}

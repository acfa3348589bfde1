// What a request changed, as it may be kept for years: secrets and passwords never are, and a
// large body (an uploaded list) is summarised rather than copied.

const SECRET_KEY = /pass(word)?|secret|token|api[-_]?key|authorization|signature|^key$|credential/i;
const MAX_JSON = 4_000;

/**
 * PostgreSQL text and jsonb can't hold NUL, nor (in jsonb) a lone surrogate: a refused request
 * carrying one must still be kept, so each becomes U+FFFD.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const storable = (s: string): string => s.replace(UNSTORABLE, '\uFFFD');

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[nested]';
  if (typeof value === 'string') return storable(value);
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.byteLength} bytes]`;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        storable(k),
        SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1),
      ]),
    );
  }
  return value;
}

/** The redacted body, or a note of its size when it is too large to keep. */
export function keepable(body: unknown): unknown {
  if (body === undefined || body === null || typeof body !== 'object') return undefined;
  // An uploaded file (the registry download) arrives as bytes: walked as an object, each byte
  // became a key, which held the event loop for seconds and took gigabytes for a 20 MB zip.
  if (ArrayBuffer.isView(body) || body instanceof ArrayBuffer) return { omitted: `a ${body.byteLength}-byte file` };
  const cleaned = redact(body);
  const json = JSON.stringify(cleaned);
  return json.length > MAX_JSON ? { omitted: `a ${json.length}-character body` } : cleaned;
}

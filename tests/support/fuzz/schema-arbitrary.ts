import fc from 'fast-check';
import type { JsonSchema } from '../openapi';
import { TEXT_BREAKERS } from './hostile';

// fast-check arbitraries from an operation's JSON Schema (as the OpenAPI document gives it):
// mostly values the schema accepts, with text drawn from all of Unicode (lone surrogates and
// control characters included), so both the happy path and the text boundary are exercised.
// Lengths are kept small: huge values come from the hostile list, not from here.

const MAX_GENERATED_CHARS = 40;
const MAX_GENERATED_ITEMS = 4;
const MAX_DEPTH = 8;

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 320));
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? MAX_GENERATED_CHARS, MAX_GENERATED_CHARS));
  const free = fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'binary' }) },
    // A control character or half a surrogate pair somewhere in ordinary text.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ minLength, maxLength }), fc.constantFrom(...TEXT_BREAKERS), fc.nat())
        .map(([t, b, at]) => t.slice(0, at % (t.length + 1)) + b + t.slice(at % (t.length + 1))),
    },
  );
  if (!s.pattern) return free;
  let matching: fc.Arbitrary<string>;
  try {
    matching = fc
      .stringMatching(new RegExp(s.pattern))
      .filter((x) => x.length >= minLength && x.length <= (s.maxLength ?? Infinity));
  } catch {
    return free; // a pattern fast-check can't generate from: free text still probes the route
  }
  return fc.oneof({ weight: 4, arbitrary: matching }, { weight: 1, arbitrary: free });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000_000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

export function arbitraryFor(
  raw: JsonSchema,
  resolve: (s: JsonSchema) => JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(raw);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => arbitraryFor(a, resolve, depth + 1)));
  if (s.allOf?.length) return arbitraryFor(Object.assign({}, ...s.allOf.map(resolve)), resolve, depth + 1);
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((t) => arbitraryFor({ ...s, type: t }, resolve, depth)));
  const nullable = s.nullable
    ? (a: fc.Arbitrary<unknown>) => fc.option(a, { nil: null })
    : (a: fc.Arbitrary<unknown>) => a;
  switch (types[0]) {
    case 'string':
      return nullable(stringArbitrary(s));
    case 'integer':
      return nullable(numberArbitrary(s, true));
    case 'number':
      return nullable(numberArbitrary(s, false));
    case 'boolean':
      return nullable(fc.boolean());
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = Array.isArray(s.items) ? s.items[0] : s.items;
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS));
      return nullable(
        fc.array(item ? arbitraryFor(item, resolve, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
          minLength,
          maxLength,
        }),
      );
    }
    case 'object':
      return nullable(objectArbitrary(s, resolve, depth));
    default:
      return s.properties ? objectArbitrary(s, resolve, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Keys nobody declared, NUL and other control characters among them (a stored key fails as a value does). */
const extraKey = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(...TEXT_BREAKERS) },
);

function objectArbitrary(
  s: JsonSchema,
  resolve: (s: JsonSchema) => JsonSchema,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, p] of Object.entries(s.properties ?? {})) model[k] = arbitraryFor(p, resolve, depth + 1);
  const known = fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in model) });
  const extra = s.additionalProperties;
  if (!extra) return known;
  const value = typeof extra === 'object' ? arbitraryFor(extra, resolve, depth + 1) : fc.jsonValue({ maxDepth: 1 });
  return fc.tuple(fc.dictionary(extraKey, value, { maxKeys: 3 }), known).map(([more, base]) => ({ ...more, ...base }));
}

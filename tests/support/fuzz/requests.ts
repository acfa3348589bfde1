import fc from 'fast-check';
import type { JsonSchema, Operation } from '../openapi';
import { isProtectedPath } from '../../../src/server/http/admin-guard';
import { arbitraryFor } from './schema-arbitrary';
import {
  HOSTILE_BODIES,
  HOSTILE_CONTENT_TYPES,
  HOSTILE_HEADERS,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_QUERIES,
  HOSTILE_VALUES,
  SWEEP_BREAKERS,
  TEXT_BREAKERS,
  hostileStrings,
} from './hostile';

// One fuzz request, as data (so a failing one can be printed and replayed), and the fast-check
// arbitrary that generates requests for an operation from its schemas.

export type FuzzKind = 'valid' | 'field' | 'body' | 'content-type' | 'path' | 'query' | 'header';
export type FuzzBody = string | Uint8Array | { size: number };

export interface FuzzRequest {
  operation: string;
  kind: FuzzKind;
  identity: 'anonymous' | 'admin';
  method: string;
  /** Path and query, percent-encoded as sent. */
  url: string;
  contentType?: string;
  body?: FuzzBody;
  header?: [string, string];
}

/** encodeURIComponent, except that lone surrogates (which it refuses) go out as U+FFFD's bytes. */
export function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
}

const valueToParam = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Every place in a JSON value a field could be replaced (object keys and array items, recursively). */
function slots(v: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (v && typeof v === 'object' && out.length < 200) {
    for (const [k, x] of Object.entries(v)) {
      const here = [...at, Array.isArray(v) ? Number(k) : k];
      out.push(here);
      slots(x, here, out);
    }
  }
  return out;
}

function replaceAt(v: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: any = Array.isArray(v)
    ? [...v]
    : v && typeof v === 'object'
      ? { ...v }
      : typeof path[0] === 'number'
        ? []
        : {};
  copy[path[0]] = replaceAt(copy[path[0]], path.slice(1), value);
  return copy;
}

/** Paths to every string a schema describes (array items at index 0, the first string alternative). */
function stringLeaves(
  raw: JsonSchema,
  resolve: (s: JsonSchema) => JsonSchema,
  at: (string | number)[] = [],
  depth = 0,
): (string | number)[][] {
  const s = resolve(raw);
  if (depth > 6) return [];
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.includes('string') && s.enum === undefined && s.const === undefined) return [at];
  const alt = [...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  if (alt.length) return stringLeaves(alt.find((a) => resolve(a).type === 'string') ?? alt[0], resolve, at, depth + 1);
  const out: (string | number)[][] = [];
  for (const [k, p] of Object.entries(s.properties ?? {})) out.push(...stringLeaves(p, resolve, [...at, k], depth + 1));
  const item = Array.isArray(s.items) ? s.items[0] : s.items;
  if (types.includes('array') && item) out.push(...stringLeaves(item, resolve, [...at, 0], depth + 1));
  return out;
}

export interface OperationFuzz {
  /** Random requests: schema-valid, one field hostile, raw bodies, content types, paths, queries, headers. */
  random: fc.Arbitrary<FuzzRequest>;
  /** Every string parameter and body field of the operation, once with each text breaker (deterministic per seed). */
  sweep(seed: number): FuzzRequest[];
}

export function operationFuzz(
  op: Operation,
  resolve: (s: JsonSchema) => JsonSchema,
  loopbackUrls: string[],
): OperationFuzz {
  const operation = `${op.method} ${op.path}`;
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const strings = hostileStrings(loopbackUrls);
  const hostile = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...TEXT_BREAKERS) },
    { weight: 3, arbitrary: fc.constantFrom(...strings) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  );

  const paramValues = (list: typeof op.params) =>
    fc.record(Object.fromEntries(list.map((p) => [p.name, p.schema ? arbitraryFor(p.schema, resolve) : fc.string()])));
  const optionalQuery = fc.array(fc.boolean(), { minLength: queryParams.length, maxLength: queryParams.length });
  const body = op.body ? arbitraryFor(op.body, resolve) : fc.constant(undefined);

  const build = (path: Record<string, unknown>, query: Record<string, unknown>, keep: boolean[], extraQuery = '') => {
    let url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encode(valueToParam(path[name])));
    const parts = queryParams
      .filter((p, i) => p.required || keep[i])
      .map((p) => `${encode(p.name)}=${encode(valueToParam(query[p.name]))}`);
    if (extraQuery) parts.push(extraQuery);
    if (parts.length) url += `?${parts.join('&')}`;
    return url;
  };
  const base = fc.record({
    identity: fc.constantFrom('anonymous' as const, 'admin' as const),
    path: paramValues(pathParams),
    query: paramValues(queryParams),
    keep: optionalQuery,
    body,
  });
  const json = (b: unknown) => (b === undefined ? {} : { contentType: 'application/json', body: JSON.stringify(b) });

  const valid = base.map((r): FuzzRequest => ({
    operation,
    kind: 'valid',
    identity: r.identity,
    method: op.method,
    url: build(r.path, r.query, r.keep),
    ...json(r.body),
  }));

  // One field, parameter or the whole body replaced by a hostile value.
  const field = fc.tuple(base, fc.nat(), hostile).map(([r, pick, value]): FuzzRequest => {
    const targets: { where: 'path' | 'query' | 'body'; at: (string | number)[] }[] = [
      ...pathParams.map((p) => ({ where: 'path' as const, at: [p.name] })),
      ...queryParams.map((p) => ({ where: 'query' as const, at: [p.name] })),
      ...(op.body
        ? [{ where: 'body' as const, at: [] }, ...slots(r.body).map((at) => ({ where: 'body' as const, at }))]
        : []),
    ];
    if (targets.length === 0)
      return {
        operation,
        kind: 'field',
        identity: r.identity,
        method: op.method,
        url: build(r.path, r.query, r.keep, `q=${encode(valueToParam(value))}`),
      };
    const t = targets[pick % targets.length];
    const path = t.where === 'path' ? { ...r.path, [t.at[0]]: value } : r.path;
    const query = t.where === 'query' ? { ...r.query, [t.at[0]]: value } : r.query;
    const keep = t.where === 'query' ? r.keep.map((k, i) => k || queryParams[i].name === t.at[0]) : r.keep;
    const b = t.where === 'body' ? replaceAt(r.body, t.at, value) : r.body;
    return {
      operation,
      kind: 'field',
      identity: r.identity,
      method: op.method,
      url: build(path, query, keep),
      ...json(b),
    };
  });

  const rawBody = fc.tuple(base, fc.constantFrom(...HOSTILE_BODIES)).map(([r, b]): FuzzRequest => ({
    operation,
    kind: 'body',
    identity: r.identity,
    method: op.method,
    url: build(r.path, r.query, r.keep),
    contentType: 'application/json',
    body: b,
  }));

  const contentType = fc.tuple(base, fc.constantFrom(...HOSTILE_CONTENT_TYPES)).map(([r, ct]): FuzzRequest => ({
    operation,
    kind: 'content-type',
    identity: r.identity,
    method: op.method,
    url: build(r.path, r.query, r.keep),
    contentType: ct,
    body: JSON.stringify(r.body ?? { a: 1 }),
  }));

  const pathSegment = fc
    .tuple(base, fc.constantFrom(...HOSTILE_PATH_SEGMENTS), fc.nat())
    .map(([r, seg, pick]): FuzzRequest => {
      const names = pathParams.map((p) => p.name);
      const target = names[pick % Math.max(names.length, 1)];
      let url = build(r.path, r.query, r.keep);
      if (target)
        url = build({ ...r.path, [target]: '\u0001SEGMENT\u0001' }, r.query, r.keep).replace(
          encode('\u0001SEGMENT\u0001'),
          seg,
        );
      else url = url.replace(/(\?|$)/, `/${seg}$1`); // no parameter: a hostile extra segment (must be a clean 404)
      return { operation, kind: 'path', identity: r.identity, method: op.method, url, ...json(r.body) };
    });

  const query = fc.tuple(base, fc.constantFrom(...HOSTILE_QUERIES), fc.nat()).map(([r, q, pick]): FuzzRequest => {
    const p = queryParams.length ? queryParams[pick % queryParams.length].name : 'q';
    return {
      operation,
      kind: 'query',
      identity: r.identity,
      method: op.method,
      url: build(r.path, r.query, r.keep, q.replaceAll('{p}', encode(p))),
      ...json(r.body),
    };
  });

  const header = fc
    .tuple(valid, fc.constantFrom(...HOSTILE_HEADERS))
    .map(([r, h]): FuzzRequest => ({ ...r, kind: 'header', header: h }));

  const sweep = (seed: number): FuzzRequest[] => {
    const [r] = fc.sample(base, { seed, numRuns: 1 });
    const identity = isProtectedPath(op.path) ? ('admin' as const) : ('anonymous' as const);
    const out: FuzzRequest[] = [];
    for (const breaker of SWEEP_BREAKERS) {
      for (const p of [...pathParams, ...queryParams]) {
        if (p.schema && stringLeaves(p.schema, resolve).length === 0) continue;
        const path = p.in === 'path' ? { ...r.path, [p.name]: breaker } : r.path;
        const query = p.in === 'query' ? { ...r.query, [p.name]: breaker } : r.query;
        out.push({
          operation,
          kind: 'field',
          identity,
          method: op.method,
          url: build(
            path,
            query,
            queryParams.map(() => true),
          ),
          ...json(r.body),
        });
      }
      for (const at of op.body ? stringLeaves(op.body, resolve) : []) {
        out.push({
          operation,
          kind: 'field',
          identity,
          method: op.method,
          url: build(r.path, r.query, r.keep),
          ...json(replaceAt(r.body, at, breaker)),
        });
      }
    }
    return out;
  };

  const random = fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: field },
    { weight: 1, arbitrary: op.body ? rawBody : query },
    { weight: 1, arbitrary: op.method === 'GET' ? query : contentType },
    { weight: 1, arbitrary: pathParams.length ? pathSegment : query },
    { weight: 1, arbitrary: query },
    { weight: 1, arbitrary: header },
  );
  return { random, sweep };
}

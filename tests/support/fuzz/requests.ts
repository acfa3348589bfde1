import fc from 'fast-check';
import type { JsonSchema, Operation } from '../openapi';
import { arbitraryFor } from './schema-arbitrary';
import { HOSTILE_BODIES, HOSTILE_CONTENT_TYPES, HOSTILE_HEADERS, HOSTILE_PATH_SEGMENTS, HOSTILE_QUERIES, HOSTILE_VALUES, hostileStrings } from './hostile';

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

const valueToParam = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');

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
  const copy: any = Array.isArray(v) ? [...v] : { ...(v as object) };
  copy[path[0]] = replaceAt(copy[path[0]], path.slice(1), value);
  return copy;
}

export function requestArbitrary(op: Operation, resolve: (s: JsonSchema) => JsonSchema, loopbackUrls: string[]): fc.Arbitrary<FuzzRequest> {
  const operation = `${op.method} ${op.path}`;
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const strings = hostileStrings(loopbackUrls);
  const hostile = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...strings) }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_VALUES) });

  const paramValues = (list: typeof op.params) => fc.record(Object.fromEntries(list.map((p) => [p.name, p.schema ? arbitraryFor(p.schema, resolve) : fc.string()])));
  const optionalQuery = fc.array(fc.boolean(), { minLength: queryParams.length, maxLength: queryParams.length });
  const body = op.body ? arbitraryFor(op.body, resolve) : fc.constant(undefined);

  const build = (path: Record<string, unknown>, query: Record<string, unknown>, keep: boolean[], extraQuery = '') => {
    let url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encode(valueToParam(path[name])));
    const parts = queryParams.filter((p, i) => p.required || keep[i]).map((p) => `${encode(p.name)}=${encode(valueToParam(query[p.name]))}`);
    if (extraQuery) parts.push(extraQuery);
    if (parts.length) url += `?${parts.join('&')}`;
    return url;
  };
  const base = fc.record({ identity: fc.constantFrom('anonymous' as const, 'admin' as const), path: paramValues(pathParams), query: paramValues(queryParams), keep: optionalQuery, body });
  const json = (b: unknown) => (b === undefined ? {} : { contentType: 'application/json', body: JSON.stringify(b) });

  const valid = base.map((r): FuzzRequest => ({ operation, kind: 'valid', identity: r.identity, method: op.method, url: build(r.path, r.query, r.keep), ...json(r.body) }));

  // One field, parameter or the whole body replaced by a hostile value.
  const field = fc.tuple(base, fc.nat(), hostile).map(([r, pick, value]): FuzzRequest => {
    const targets: { where: 'path' | 'query' | 'body'; at: (string | number)[] }[] = [
      ...pathParams.map((p) => ({ where: 'path' as const, at: [p.name] })),
      ...queryParams.map((p) => ({ where: 'query' as const, at: [p.name] })),
      ...(op.body ? [{ where: 'body' as const, at: [] }, ...slots(r.body).map((at) => ({ where: 'body' as const, at }))] : []),
    ];
    if (targets.length === 0) return { operation, kind: 'field', identity: r.identity, method: op.method, url: build(r.path, r.query, r.keep, `q=${encode(valueToParam(value))}`) };
    const t = targets[pick % targets.length];
    const path = t.where === 'path' ? { ...r.path, [t.at[0]]: value } : r.path;
    const query = t.where === 'query' ? { ...r.query, [t.at[0]]: value } : r.query;
    const keep = t.where === 'query' ? r.keep.map((k, i) => k || queryParams[i].name === t.at[0]) : r.keep;
    const b = t.where === 'body' ? replaceAt(r.body, t.at, value) : r.body;
    return { operation, kind: 'field', identity: r.identity, method: op.method, url: build(path, query, keep), ...json(b) };
  });

  const rawBody = fc.tuple(base, fc.constantFrom(...HOSTILE_BODIES)).map(([r, b]): FuzzRequest => ({ operation, kind: 'body', identity: r.identity, method: op.method, url: build(r.path, r.query, r.keep), contentType: 'application/json', body: b }));

  const contentType = fc.tuple(base, fc.constantFrom(...HOSTILE_CONTENT_TYPES)).map(([r, ct]): FuzzRequest => ({
    operation, kind: 'content-type', identity: r.identity, method: op.method, url: build(r.path, r.query, r.keep), contentType: ct, body: JSON.stringify(r.body ?? { a: 1 }),
  }));

  const pathSegment = fc.tuple(base, fc.constantFrom(...HOSTILE_PATH_SEGMENTS), fc.nat()).map(([r, seg, pick]): FuzzRequest => {
    const names = pathParams.map((p) => p.name);
    const target = names[pick % Math.max(names.length, 1)];
    let url = build(r.path, r.query, r.keep);
    if (target) url = build({ ...r.path, [target]: '\u0001SEGMENT\u0001' }, r.query, r.keep).replace(encode('\u0001SEGMENT\u0001'), seg);
    else url = url.replace(/(\?|$)/, `/${seg}$1`); // no parameter: a hostile extra segment (must be a clean 404)
    return { operation, kind: 'path', identity: r.identity, method: op.method, url, ...json(r.body) };
  });

  const query = fc.tuple(base, fc.constantFrom(...HOSTILE_QUERIES), fc.nat()).map(([r, q, pick]): FuzzRequest => {
    const p = queryParams.length ? queryParams[pick % queryParams.length].name : 'q';
    return { operation, kind: 'query', identity: r.identity, method: op.method, url: build(r.path, r.query, r.keep, q.replaceAll('{p}', encode(p))), ...json(r.body) };
  });

  const header = fc.tuple(valid, fc.constantFrom(...HOSTILE_HEADERS)).map(([r, h]): FuzzRequest => ({ ...r, kind: 'header', header: h }));

  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: field },
    { weight: 1, arbitrary: op.body ? rawBody : query },
    { weight: 1, arbitrary: op.method === 'GET' ? query : contentType },
    { weight: 1, arbitrary: pathParams.length ? pathSegment : query },
    { weight: 1, arbitrary: query },
    { weight: 1, arbitrary: header },
  );
}

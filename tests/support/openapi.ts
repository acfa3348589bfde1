// Reading the app's own OpenAPI document (GET /api/docs/json): its operations, their request
// schemas, and which strings or arrays in them have no upper bound. The fuzz suite and the
// bounded-schema test derive everything from here, so routes added later are covered without
// editing a list.

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  nullable?: boolean;
  default?: unknown;
};

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenApiParameter[];
        requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  method: string;
  /** OpenAPI form: /api/verify-payment/{paymentId} */
  path: string;
  params: OpenApiParameter[];
  /** The JSON body's schema; null when the operation documents no JSON body. */
  body: JsonSchema | null;
  bodyRequired: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function listOperations(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const json = op.requestBody?.content?.['application/json']?.schema ?? null;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: json,
        bodyRequired: !!op.requestBody?.required,
      });
    }
  }
  return ops;
}

/** `#/components/schemas/X` references resolved against the document (zod may emit them for reused schemas). */
export function resolver(doc: OpenApiDoc) {
  return (s: JsonSchema): JsonSchema => {
    let cur = s;
    for (let i = 0; cur.$ref && i < 20; i++) {
      const name = cur.$ref.replace(/^#\/components\/schemas\//, '');
      cur = doc.components?.schemas?.[name] ?? {};
    }
    return cur;
  };
}

/** Fastify's form of an OpenAPI path: /api/verify-payment/:paymentId */
export const toRoutePattern = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Strings with a closed set of values or a fixed-size format are bounded without maxLength. */
const stringBounded = (s: JsonSchema) =>
  s.maxLength !== undefined || s.enum !== undefined || s.const !== undefined || s.format === 'uuid';

/**
 * Every place in a request schema where a string has no maxLength or an array no maxItems, as
 * "METHOD path where.field.path". Objects open to any value (`additionalProperties: {}`) are a
 * vendor's envelope, not a field we read, and are not flagged.
 */
export function findUnbounded(doc: OpenApiDoc): string[] {
  const resolve = resolver(doc);
  const found: string[] = [];
  const walk = (raw: JsonSchema, where: string, seen: Set<JsonSchema>) => {
    const s = resolve(raw);
    if (seen.has(s)) return;
    const next = new Set(seen).add(s);
    const types = typesOf(s);
    if (types.includes('string') && !stringBounded(s)) found.push(`${where}: string without maxLength`);
    if (types.includes('array') && s.maxItems === undefined && s.prefixItems === undefined)
      found.push(`${where}: array without maxItems`);
    for (const sub of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(sub, where, next);
    for (const [k, p] of Object.entries(s.properties ?? {})) walk(p, `${where}.${k}`, next);
    if (s.additionalProperties && typeof s.additionalProperties === 'object')
      walk(s.additionalProperties, `${where}.*`, next);
    if (s.items) for (const it of Array.isArray(s.items) ? s.items : [s.items]) walk(it, `${where}[]`, next);
    for (const it of s.prefixItems ?? []) walk(it, `${where}[]`, next);
  };
  for (const op of listOperations(doc)) {
    const name = `${op.method} ${op.path}`;
    for (const p of op.params) if (p.schema) walk(p.schema, `${name} ${p.in}:${p.name}`, new Set());
    if (op.body) walk(op.body, `${name} body`, new Set());
  }
  return found;
}

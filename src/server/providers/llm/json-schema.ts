import { z } from 'zod';

type Node = Record<string, unknown>;

// Keywords OpenAI's structured-output subset refuses; zod still enforces them on the answer.
const UNSUPPORTED = ['$schema', 'minLength', 'maxLength'];

/**
 * A zod schema as the `json_schema.schema` of a chat-completions request. Strict mode needs every
 * property required and no extra properties, so `strict` is only claimed when the schema allows it
 * (optional fields switch it off rather than producing a request OpenAI rejects).
 */
export function toOpenAiJsonSchema(schema: z.ZodType): { schema: Node; strict: boolean } {
  // io 'input' lets schemas with transforms (trim, join) be described by what the model must send.
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
  let strict = true;
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const n = node as Node;
    for (const k of UNSUPPORTED) delete n[k];
    const props = n.properties && typeof n.properties === 'object' ? (n.properties as Node) : null;
    if (n.type === 'object') {
      const required = Array.isArray(n.required) ? (n.required as string[]) : [];
      if (props && Object.keys(props).some((k) => !required.includes(k))) strict = false;
      // A record (additionalProperties: schema) can't be strict; leave it describable.
      if (n.additionalProperties && typeof n.additionalProperties === 'object') strict = false;
      else n.additionalProperties = false;
    }
    // Walk only sub-schemas, so a property that happens to be called "minLength" survives.
    const children = [
      ...Object.values(props ?? {}),
      ...Object.values((n.$defs as Node | undefined) ?? {}),
      n.items,
      ...((n.prefixItems as unknown[] | undefined) ?? []),
      ...((n.anyOf as unknown[] | undefined) ?? []),
      ...((n.oneOf as unknown[] | undefined) ?? []),
      ...((n.allOf as unknown[] | undefined) ?? []),
    ];
    children.forEach(visit);
  };
  visit(json);
  return { schema: json, strict };
}

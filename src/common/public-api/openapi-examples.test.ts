import { describe, expect, it } from 'vitest';
import doc from './openapi-v1.json';

// The published /api/v1 document shows a caller what to send and what comes back: an example on
// every request body and every success answer, and one per webhook event schema.

type Schema = { example?: unknown; properties?: Record<string, unknown>; required?: string[] };
type Op = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

describe('the /api/v1 document', () => {
  const ops = Object.entries(doc.paths as Record<string, Record<string, Op>>).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

  it('has an example on every request body and success answer', () => {
    expect(ops.length).toBeGreaterThan(0);
    const missing = ops.flatMap(({ name, op }) => [
      ...(op.requestBody && !op.requestBody.content['application/json']?.schema.example ? [`${name} request`] : []),
      ...(op.responses['200']?.content?.['application/json']?.schema.example ? [] : [`${name} response`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('lists the error answers of every operation, each with the shared error body and an example', () => {
    const statuses = (op: Op) => Object.keys(op.responses).filter((s) => s !== '200');
    // Every operation takes a key (401, 403) under a per-key rate limit (429).
    for (const { name, op } of ops)
      expect([name, statuses(op)]).toEqual([name, expect.arrayContaining(['401', '403', '429'])]);
    const byName = Object.fromEntries(ops.map(({ name, op }) => [name, statuses(op)]));
    expect(byName['POST /api/v1/campaigns/{id}/leads']).toEqual(['400', '401', '403', '404', '413', '422', '429']);
    expect(byName['PATCH /api/v1/campaigns/{id}/auto-dispatch']).toEqual(expect.arrayContaining(['400', '404', '409']));
    const bad = ops.flatMap(({ name, op }) =>
      statuses(op).flatMap((status) => {
        const schema = op.responses[status].content?.['application/json']?.schema;
        const example = schema?.example as { error?: unknown; code?: unknown } | undefined;
        const shared =
          schema?.required?.join() === 'error,code' &&
          Object.keys(schema.properties ?? {}).join() === 'error,code,requestId,details';
        return shared && typeof example?.error === 'string' && typeof example.code === 'string'
          ? []
          : [`${name} ${status}`];
      }),
    );
    expect(bad).toEqual([]);
  });

  it('publishes each webhook event schema with an example', () => {
    const events = Object.entries(doc.components.schemas as Record<string, Schema>).filter(([k]) =>
      k.startsWith('WebhookEvent.'),
    );
    expect(events.map(([k]) => k)).toEqual(
      expect.arrayContaining(['WebhookEvent.call.completed', 'WebhookEvent.campaign.completed']),
    );
    expect(events.filter(([, s]) => !s.example).map(([k]) => k)).toEqual([]);
  });
});

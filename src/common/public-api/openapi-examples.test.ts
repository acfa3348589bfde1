import { describe, expect, it } from 'vitest';
import doc from './openapi-v1.json';

// The published /api/v1 document shows a caller what to send and what comes back: an example on
// every request body and every success answer, and one per webhook event schema.

type Schema = { example?: unknown };
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

import { z } from 'zod';
import { WEBHOOK_EVENT_EXAMPLES, ZWebhookEvent } from '@common/webhooks/events';
import { WEBHOOK_EVENT_LABELS } from '@common/webhooks/schemas';

/** The component name under which a webhook event type's schema is published (/api/docs). */
export const webhookEventSchemaName = (type: string) => `WebhookEvent.${type}`;

/**
 * Each webhook event's body as a JSON schema with an example, for the API document's components:
 * the same zod objects the emitter is typed and checked by, so the published contract is the sent one.
 */
export function webhookEventComponents(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    ZWebhookEvent.options.map((envelope) => {
      const type = envelope.shape.type.value;
      const { $schema: _drop, ...schema } = z.toJSONSchema(envelope, { io: 'output', target: 'openapi-3.0' }) as Record<
        string,
        unknown
      >;
      return [
        webhookEventSchemaName(type),
        {
          ...schema,
          description: `${WEBHOOK_EVENT_LABELS[type]} (\`${type}\`)`,
          example: WEBHOOK_EVENT_EXAMPLES[type],
        },
      ];
    }),
  );
}

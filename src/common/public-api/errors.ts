import { z } from 'zod';
import { ERROR_STATUS, type AppErrorCode } from '@common/errors';

// The error answers of /api/v1, published in the API document: one body schema (the ErrorBody
// every error of the server has) with an example per status, so an integrator reads in the
// document what docs/integrations.md says in words.

const CODES = Object.keys(ERROR_STATUS) as [AppErrorCode, ...AppErrorCode[]];

const ZV1ErrorBody = z.object({
  error: z.string().describe('What went wrong, in words a person can read'),
  code: z.enum(CODES).describe('The stable code to branch on'),
  requestId: z.string().optional().describe('The request id, as in the server log'),
  details: z.record(z.string(), z.unknown()).optional().describe('Per-field messages and other specifics'),
});

const EXAMPLES = {
  400: {
    error: 'leads.0.email: Invalid email address',
    code: 'VALIDATION',
    details: { fields: { 'leads.0.email': 'Invalid email address' } },
  },
  401: { error: 'This API key is not valid or has been revoked', code: 'UNAUTHENTICATED' },
  403: {
    error: 'This API key lacks the "leads:write" scope',
    code: 'FORBIDDEN',
    details: { requiredScope: 'leads:write' },
  },
  404: { error: 'Campaign not found', code: 'NOT_FOUND' },
  409: { error: 'The campaign is archived', code: 'CONFLICT' },
  413: { error: 'At most 1000 leads per request; split the list', code: 'PAYLOAD_TOO_LARGE', details: { max: 1000 } },
  422: { error: 'This Idempotency-Key was already used with a different request', code: 'UNPROCESSABLE' },
  429: { error: 'Too many requests. Please wait a moment before trying again.', code: 'RATE_LIMITED' },
} satisfies Record<number, z.input<typeof ZV1ErrorBody>>;

export type V1ErrorStatus = keyof typeof EXAMPLES;

const DESCRIPTIONS: Record<V1ErrorStatus, string> = {
  400: 'The request does not match the schema (details.fields names each field)',
  401: 'No API key, or a revoked or unknown one',
  403: "The key lacks the operation's scope",
  404: 'No such campaign',
  409: 'The campaign cannot do this in its present state',
  413: 'The request is over its size cap',
  422: 'An Idempotency-Key reused with a different body',
  429: 'Over the per-key rate limit',
};

/** The error answers an operation documents: each status with the shared body and its example. */
export function v1ErrorResponses<S extends V1ErrorStatus>(...statuses: S[]): Record<S, typeof ZV1ErrorBody> {
  return Object.fromEntries(
    statuses.map((s) => [s, ZV1ErrorBody.meta({ description: DESCRIPTIONS[s], example: EXAMPLES[s] })]),
  ) as Record<S, typeof ZV1ErrorBody>;
}

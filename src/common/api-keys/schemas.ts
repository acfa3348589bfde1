import { z } from 'zod';
import { id, text } from '@common/text/schemas';

// API keys for outside systems (CRMs, web forms, Zapier / Make / n8n). One schema per request and
// response, shared by the admin page's form and the server routes.

export const API_KEY_SCOPES = ['leads:write', 'calls:read', 'campaigns:read', 'campaigns:write'] as const;
export type TApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<TApiKeyScope, string> = {
  'leads:write': 'Enrol leads into campaigns',
  'calls:read': 'Read calls and their results',
  'campaigns:read': 'Read campaigns',
  'campaigns:write': 'Switch automatic dialling on or off',
};

export const API_KEY_NAME_MAX = 100;

export const ZCreateApiKeyRequest = z.object({
  name: text(API_KEY_NAME_MAX).trim().min(1, 'Give the key a name'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, 'Choose at least one scope')
    .max(API_KEY_SCOPES.length)
    .refine((s) => new Set(s).size === s.length, 'Each scope once'),
});
export type TCreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequest>;

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The first characters of the key, enough to tell keys apart; never the secret part. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** The create answer: the only time the whole key is ever sent. */
export const ZCreatedApiKey = ZApiKey.extend({ key: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const ZApiKeyList = z.object({ items: z.array(ZApiKey) });
export type TApiKeyList = z.infer<typeof ZApiKeyList>;

export const ZApiKeyIdParams = z.object({ id: id() });
export const ZRevokeApiKeyResponse = z.object({ revoked: z.literal(true) });

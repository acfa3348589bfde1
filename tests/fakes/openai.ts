import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A fake OpenAI speaking the chat-completions wire format (../shared/design/providers.md §3):
// Bearer auth, the `{ error: { message, type, param, code } }` envelope, 429 with
// `x-should-retry`, 429 `insufficient_quota` (billing), structured outputs as a JSON string in `message.content`, refusals in
// `message.refusal`. Point the app at it with OPENAI_BASE_URL=fake.baseUrl, OPENAI_API_KEY=fake.apiKey.

export type FakeOpenAiBehaviour =
  'ok' | 'rate-limited' | 'insufficient-quota' | 'server-error' | 'malformed' | 'refusal' | 'truncated';

export interface FakeChatRequest {
  model?: string;
  messages?: {
    role: string;
    content: string | null;
    tool_call_id?: string;
    tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
  }[];
  tools?: { type: string; function: { name: string; description?: string; parameters?: Record<string, unknown> } }[];
  temperature?: number;
  max_completion_tokens?: number;
  response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown>; strict?: boolean } };
  [k: string]: unknown;
}

export interface FakeOpenAiSettings {
  behaviour: FakeOpenAiBehaviour;
  /** Apply `behaviour` to this many requests, then answer normally again (null: until changed). */
  times: number | null;
  /** For 429 and 500: the x-should-retry header the answer carries. */
  shouldRetry: boolean;
  /** The assistant's content; default: an echo for text, an object built from the schema for JSON. */
  content: ((req: FakeChatRequest) => string) | null;
  /**
   * Function calls the assistant makes instead of speaking (finish_reason `tool_calls`); null or
   * an empty list: it speaks. Arguments are sent as OpenAI sends them, a JSON string.
   */
  toolCalls: ((req: FakeChatRequest) => { name: string; arguments: Record<string, unknown> }[] | null) | null;
  /** Wait this long before a successful answer (a model's own time, for overhead benchmarks). */
  delayMs: number;
}

export interface FakeOpenAi {
  /** Base URL including /v1, as the SDK and our adapter expect. */
  baseUrl: string;
  apiKey: string;
  /** Every request received, in order (also the rejected ones). */
  requests: { path: string; authorization: string | undefined; body: FakeChatRequest }[];
  /** Realtime calls hung up through POST /v1/realtime/calls/{call_id}/hangup, in order. */
  hungUp: string[];
  set(s: Partial<FakeOpenAiSettings>): void;
  reset(): void;
  close(): Promise<void>;
}

const DEFAULTS: FakeOpenAiSettings = {
  behaviour: 'ok',
  times: null,
  shouldRetry: false,
  content: null,
  toolCalls: null,
  delayMs: 0,
};

function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_${randomUUID()}`, ...headers });
  res.end(JSON.stringify({ error: { message, type, param: null, code } }));
}

/** A value that satisfies a JSON schema, so the default answer passes the caller's validation. */
export function sampleFromSchema(schema: Record<string, unknown>, name = 'value'): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const variants = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (variants?.length) return sampleFromSchema(variants[0], name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, sampleFromSchema(v, k)]));
    }
    case 'array':
      return [sampleFromSchema((schema.items ?? {}) as Record<string, unknown>, name)];
    case 'number':
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return `fake ${name}`;
  }
}

function defaultContent(req: FakeChatRequest): string {
  const schema = req.response_format?.json_schema?.schema;
  if (schema) return JSON.stringify(sampleFromSchema(schema));
  const last = req.messages?.[req.messages.length - 1];
  if (last?.role === 'tool') return `Fake answer from the tool result: ${String(last.content ?? '').slice(0, 300)}`;
  const lastUser = [...(req.messages ?? [])].reverse().find((m) => m.role === 'user');
  return `Fake completion for: ${String(lastUser?.content ?? '').slice(0, 200)}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * POST /v1/realtime/client_secrets as OpenAI answers it (the SDK's ClientSecretCreateResponse):
 * `{ value: 'ek_…', expires_at (seconds), session: { type: 'realtime', object: 'realtime.session', … } }`,
 * the session echoing what was asked. A session without `type` is refused as OpenAI does.
 */
function realtimeSecret(res: ServerResponse, body: FakeChatRequest) {
  const session = (body.session ?? {}) as Record<string, unknown>;
  if (session.type !== 'realtime' && session.type !== 'transcription')
    return sendError(
      res,
      400,
      "Missing required parameter: 'session.type'.",
      'invalid_request_error',
      'missing_required_parameter',
    );
  const tools = (session.tools ?? []) as Array<{ type?: string; name?: string }>;
  if (tools.some((t) => t.type !== 'function' || !t.name))
    return sendError(
      res,
      400,
      "Invalid 'session.tools': each needs type 'function' and a name.",
      'invalid_request_error',
      'invalid_value',
    );
  const expiresAfter = (body.expires_after as { seconds?: number } | undefined)?.seconds ?? 600;
  const now = Math.floor(Date.now() / 1000);
  res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': `req_${randomUUID()}` });
  res.end(
    JSON.stringify({
      value: `ek_${randomUUID().replace(/-/g, '')}`,
      expires_at: now + expiresAfter,
      session: {
        id: `sess_${randomUUID().replace(/-/g, '').slice(0, 24)}`,
        object: 'realtime.session',
        model: 'gpt-realtime',
        output_modalities: ['audio'],
        tool_choice: 'auto',
        max_output_tokens: 'inf',
        tracing: null,
        prompt: null,
        expires_at: 0,
        ...session,
      },
    }),
  );
}

/**
 * POST /v1/realtime/calls/{call_id}/hangup as OpenAI answers it: 200 with an empty body for a
 * live WebRTC call (ids `rtc_…`, as the Location header of the SDP answer names them); 404 in the
 * error envelope for a call it does not know or that already ended.
 */
function hangUp(res: ServerResponse, callId: string, hungUp: string[]) {
  if (!/^rtc_[A-Za-z0-9]+$/.test(callId) || hungUp.includes(callId))
    return sendError(res, 404, `Call with id '${callId}' not found.`, 'invalid_request_error', 'call_not_found');
  hungUp.push(callId);
  res.writeHead(200, { 'x-request-id': `req_${randomUUID()}`, 'content-length': '0' });
  res.end();
}

export async function startFakeOpenAi(opts: { apiKey?: string } = {}): Promise<FakeOpenAi> {
  const apiKey = opts.apiKey ?? 'sk-fake-test-key';
  let settings: FakeOpenAiSettings = { ...DEFAULTS };
  const requests: FakeOpenAi['requests'] = [];
  const hungUp: string[] = [];

  const server = createServer(async (req, res) => {
    const text = await readBody(req);
    let body: FakeChatRequest = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      return sendError(res, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null);
    }
    const path = (req.url ?? '').split('?')[0];
    requests.push({ path, authorization: req.headers.authorization, body });

    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return sendError(
        res,
        401,
        'Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.',
        'invalid_request_error',
        'invalid_api_key',
      );
    }
    if (req.method === 'POST' && path === '/v1/realtime/client_secrets') return realtimeSecret(res, body);
    const hangup = /^\/v1\/realtime\/calls\/([^/]+)\/hangup$/.exec(path);
    if (req.method === 'POST' && hangup) return hangUp(res, decodeURIComponent(hangup[1]), hungUp);
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      return sendError(res, 404, `Invalid URL (${req.method} ${path})`, 'invalid_request_error', null);
    }
    if (!body.model) return sendError(res, 400, 'you must provide a model parameter', 'invalid_request_error', null);
    if (!Array.isArray(body.messages) || body.messages.length === 0)
      return sendError(
        res,
        400,
        "Missing required parameter: 'messages'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    const rf = body.response_format;
    if (rf?.type === 'json_schema' && !/^[a-zA-Z0-9_-]{1,64}$/.test(rf.json_schema?.name ?? '')) {
      return sendError(
        res,
        400,
        "Invalid 'response_format.json_schema.name'.",
        'invalid_request_error',
        'invalid_value',
      );
    }

    const behaviour = settings.behaviour;
    if (settings.times !== null && --settings.times <= 0) settings = { ...settings, behaviour: 'ok', times: null };
    const retryHeaders = { 'x-should-retry': String(settings.shouldRetry), 'retry-after-ms': '5' };
    if (behaviour === 'rate-limited') {
      return sendError(
        res,
        429,
        `Rate limit reached for ${body.model} on requests per min (RPM): Limit 3, Used 3, Requested 1.`,
        'requests',
        'rate_limit_exceeded',
        retryHeaders,
      );
    }
    // OpenAI answers a billing fault as a 429 too, telling it apart only by code (no retry header).
    if (behaviour === 'insufficient-quota') {
      return sendError(
        res,
        429,
        'You exceeded your current quota, please check your plan and billing details.',
        'insufficient_quota',
        'insufficient_quota',
      );
    }
    if (behaviour === 'server-error')
      return sendError(
        res,
        500,
        'The server had an error while processing your request. Sorry about that!',
        'server_error',
        null,
        retryHeaders,
      );

    const unknownTool = (settings.toolCalls?.(body) ?? []).find(
      (c) => !(body.tools ?? []).some((t) => t.function.name === c.name),
    );
    if (unknownTool)
      return sendError(
        res,
        400,
        `The fake was told to call '${unknownTool.name}', which the request does not offer.`,
        'invalid_request_error',
        null,
      );
    const calls = (settings.toolCalls?.(body) ?? []).map((c) => ({
      id: `call_${randomUUID().replace(/-/g, '').slice(0, 24)}`,
      type: 'function',
      function: { name: c.name, arguments: JSON.stringify(c.arguments) },
    }));
    const content = calls.length
      ? ''
      : behaviour === 'malformed'
        ? '{"prompt": "cut off mid-str'
        : (settings.content ?? defaultContent)(body);
    if (settings.delayMs > 0) await new Promise((r) => setTimeout(r, settings.delayMs));
    const refusal = behaviour === 'refusal' ? "I'm sorry, I can't help with that request." : null;
    res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': `req_${randomUUID()}` });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${randomUUID()}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            finish_reason: behaviour === 'truncated' ? 'length' : calls.length ? 'tool_calls' : 'stop',
            logprobs: null,
            message: calls.length
              ? { role: 'assistant', content: null, refusal: null, tool_calls: calls }
              : { role: 'assistant', content: refusal ? null : content, refusal },
          },
        ],
        usage: {
          prompt_tokens: Math.ceil(text.length / 4),
          completion_tokens: Math.ceil(content.length / 4),
          total_tokens: Math.ceil((text.length + content.length) / 4),
        },
      }),
    );
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    hungUp,
    set(s) {
      settings = { ...settings, ...s };
    },
    reset() {
      settings = { ...DEFAULTS };
      requests.length = 0;
      hungUp.length = 0;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

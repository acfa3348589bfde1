import { z } from 'zod';
import { AppError } from '@common/errors';
import type { Logger } from '../../logger';
import { VendorHttpError, vendorFetch, vendorJson } from '../http';
import { toOpenAiJsonSchema } from './json-schema';
import type { GenerateObjectInput, GenerateTextInput, LlmProvider } from './types';

// OpenAI chat completions over plain fetch (no SDK: one endpoint, and the fake stays simple).
// Retries mirror the official SDK: 408/409/429/5xx and lost connections, twice, unless the
// answer says `x-should-retry: false`.

export interface OpenAiOptions {
  apiKey: string;
  baseUrl: string;
  model: string;
  logger: Logger;
  timeoutMs?: number;
  maxRetries?: number;
}

const VENDOR = 'OpenAI';

const ZCompletion = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
      }),
    )
    .min(1),
});

interface ChatRequest {
  system: string;
  prompt: string;
  temperature?: number;
  maxTokens?: number;
  responseFormat?: unknown;
}

const retryable = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

/** How long to wait before retry `attempt` (0-based): the server's hint when sane, else backoff. */
function retryDelayMs(res: Response | null, attempt: number): number {
  const ms = Number(res?.headers.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms >= 0 && ms <= 60_000) return ms;
  const s = Number(res?.headers.get('retry-after'));
  if (Number.isFinite(s) && s >= 0 && s <= 60) return s * 1000;
  return Math.min(500 * 2 ** attempt, 8_000) * (0.75 + Math.random() * 0.25);
}

export function createOpenAiLlm(opts: OpenAiOptions): LlmProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const maxRetries = opts.maxRetries ?? 2;

  async function post(body: unknown): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      let res: Response | null = null;
      try {
        res = await vendorFetch(`${base}/chat/completions`, {
          vendor: VENDOR,
          timeoutMs: opts.timeoutMs ?? 60_000,
          method: 'POST',
          headers: { authorization: `Bearer ${opts.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      } catch (err) {
        if (attempt >= maxRetries) throw err;
      }
      if (res) {
        const hint = res.headers.get('x-should-retry');
        const again = hint === 'true' || (hint !== 'false' && retryable(res.status));
        if (res.ok || !again || attempt >= maxRetries) return res;
        await res.body?.cancel();
      }
      await new Promise((r) => setTimeout(r, retryDelayMs(res, attempt)));
    }
  }

  /** One completion; answers the message content, or throws an AppError saying why there is none. */
  async function complete(req: ChatRequest): Promise<string> {
    const res = await post({
      model: opts.model,
      messages: [
        { role: 'system', content: req.system },
        { role: 'user', content: req.prompt },
      ],
      ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
      ...(req.maxTokens !== undefined ? { max_completion_tokens: req.maxTokens } : {}),
      ...(req.responseFormat ? { response_format: req.responseFormat } : {}),
    });
    let raw: unknown;
    try {
      raw = await vendorJson(res, VENDOR, (b) => {
        const e = (b as { error?: { code?: string | null; type?: string } } | null)?.error;
        return e?.code ?? e?.type ?? undefined;
      });
    } catch (err) {
      if (err instanceof VendorHttpError) {
        opts.logger.warn({ status: err.httpStatus, body: err.body }, 'openai request failed');
        if (err.httpStatus === 429) throw new AppError('RATE_LIMITED', 'The language model is busy right now (rate limited). Please try again shortly.', { vendor: VENDOR });
      }
      throw err;
    }
    const parsed = ZCompletion.safeParse(raw);
    if (!parsed.success) throw new AppError('PROVIDER_ERROR', 'The language model answered in an unexpected format', { vendor: VENDOR });
    const choice = parsed.data.choices[0];
    if (choice.message.refusal) {
      opts.logger.warn({ refusal: choice.message.refusal }, 'openai refused');
      throw new AppError('PROVIDER_ERROR', 'The language model declined to answer this request', { vendor: VENDOR, reason: 'refusal' });
    }
    if (choice.finish_reason === 'length') throw new AppError('PROVIDER_ERROR', "The language model's answer was cut off before it finished", { vendor: VENDOR, reason: 'length' });
    if (choice.finish_reason === 'content_filter') throw new AppError('PROVIDER_ERROR', "The language model's answer was withheld by its content filter", { vendor: VENDOR, reason: 'content_filter' });
    if (!choice.message.content) throw new AppError('PROVIDER_ERROR', 'The language model returned an empty answer', { vendor: VENDOR });
    return choice.message.content;
  }

  return {
    mode: 'live',
    adapter: 'openai',
    async generateText(input: GenerateTextInput): Promise<string> {
      return complete(input);
    },
    async generateObject<T>(input: GenerateObjectInput<T>): Promise<T> {
      const { schema, strict } = toOpenAiJsonSchema(input.schema);
      const content = await complete({
        ...input,
        responseFormat: { type: 'json_schema', json_schema: { name: input.schemaName, schema, strict } },
      });
      let json: unknown;
      try {
        json = JSON.parse(content);
      } catch {
        throw new AppError('PROVIDER_ERROR', 'The language model returned malformed output (not valid JSON)', { vendor: VENDOR, reason: 'malformed' });
      }
      const checked = input.schema.safeParse(json);
      if (!checked.success) {
        const fields = checked.error.issues.map((i) => i.path.join('.') || '(root)');
        throw new AppError('PROVIDER_ERROR', `The language model returned malformed output (${fields.join(', ')} did not match)`, { vendor: VENDOR, reason: 'malformed', fields });
      }
      return checked.data;
    },
  };
}

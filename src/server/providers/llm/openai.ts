import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { AppError } from '@common/errors';
import type { Logger } from '../../logger';
import { toOpenAiJsonSchema } from './json-schema';
import { createRealtimeSecret, hangUpRealtimeCall } from './openai-realtime';
import { toOpenAiMessages, toOpenAiTools, fromOpenAiToolCalls } from './openai-tools';
import type {
  ChatWithToolsInput,
  ChatWithToolsResult,
  GenerateObjectInput,
  GenerateTextInput,
  LlmFault,
  LlmProvider,
  RealtimeSecretInput,
} from './types';
import { countTokens } from './token-meter';

// OpenAI chat completions through the official SDK: its retries (408/409/429/5xx and lost
// connections, twice, honouring `x-should-retry` and `retry-after`), its typed errors and its zod
// structured-output helper. baseURL comes from config, so tests point it at tests/fakes/openai.ts.

export interface OpenAiOptions {
  apiKey: string;
  baseUrl: string;
  model: string;
  logger: Logger;
  timeoutMs?: number;
  maxRetries?: number;
}

const VENDOR = 'OpenAI';

/**
 * A 429 `insufficient_quota` is a billing fault, not load: retrying cannot help. The SDK decides
 * retries from the response, so the answer is marked `x-should-retry: false` before it sees it.
 */
const noRetryOnQuota: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  if (res.status !== 429) return res;
  const body = await res.text();
  const headers = new Headers(res.headers);
  if (/"insufficient_quota"/.test(body)) headers.set('x-should-retry', 'false');
  return new Response(body, { status: res.status, statusText: res.statusText, headers });
};

interface ChatRequest {
  system: string;
  prompt: string;
  temperature?: number;
  maxTokens?: number;
  responseFormat?: ChatCompletionCreateParamsNonStreaming['response_format'];
}

export function createOpenAiLlm(opts: OpenAiOptions): LlmProvider {
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseUrl,
    maxRetries: opts.maxRetries ?? 2,
    timeout: opts.timeoutMs ?? 60_000,
    fetch: noRetryOnQuota,
  });
  let fault: LlmFault | null = null;

  function toAppError(err: unknown): AppError {
    if (err instanceof APIConnectionTimeoutError)
      return new AppError('PROVIDER_UNAVAILABLE', `${VENDOR} timed out`, { vendor: VENDOR });
    if (err instanceof APIConnectionError)
      return new AppError('PROVIDER_UNAVAILABLE', `${VENDOR} could not be reached`, { vendor: VENDOR });
    if (err instanceof APIError) {
      opts.logger.warn({ status: err.status, code: err.code, type: err.type }, 'openai request failed');
      if (err.code === 'insufficient_quota') {
        const message =
          'The OpenAI account has no credit left (insufficient_quota): add billing or raise the usage limit at platform.openai.com, or remove OPENAI_API_KEY to use the sandbox.';
        fault = { code: 'insufficient_quota', message, at: new Date().toISOString() };
        return new AppError('PROVIDER_ERROR', message, { vendor: VENDOR, status: 429, reason: 'insufficient_quota' });
      }
      if (err.status === 429)
        return new AppError(
          'RATE_LIMITED',
          'The language model is busy right now (rate limited). Please try again shortly.',
          { vendor: VENDOR, status: 429 },
        );
      return new AppError('PROVIDER_ERROR', `${VENDOR} answered ${err.status ?? 'an error'}: ${err.message}`, {
        vendor: VENDOR,
        status: err.status,
        code: err.code,
      });
    }
    return err instanceof AppError
      ? err
      : new AppError('PROVIDER_ERROR', `${VENDOR} request failed: ${(err as Error)?.message ?? String(err)}`, {
          vendor: VENDOR,
        });
  }

  /** One completion; answers the message content, or throws an AppError saying why there is none. */
  async function complete(req: ChatRequest): Promise<string> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await client.chat.completions.create({
        model: opts.model,
        messages: [
          { role: 'system', content: req.system },
          { role: 'user', content: req.prompt },
        ],
        ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
        ...(req.maxTokens !== undefined ? { max_completion_tokens: req.maxTokens } : {}),
        ...(req.responseFormat ? { response_format: req.responseFormat } : {}),
      });
    } catch (err) {
      throw toAppError(err);
    }
    fault = null;
    countTokens(completion.usage?.total_tokens);
    const choice = completion.choices?.[0];
    if (!choice?.message)
      throw new AppError('PROVIDER_ERROR', 'The language model answered in an unexpected format', { vendor: VENDOR });
    if (choice.message.refusal) {
      opts.logger.warn({ refusal: choice.message.refusal }, 'openai refused');
      throw new AppError('PROVIDER_ERROR', 'The language model declined to answer this request', {
        vendor: VENDOR,
        reason: 'refusal',
      });
    }
    if (choice.finish_reason === 'length')
      throw new AppError('PROVIDER_ERROR', "The language model's answer was cut off before it finished", {
        vendor: VENDOR,
        reason: 'length',
      });
    if (choice.finish_reason === 'content_filter')
      throw new AppError('PROVIDER_ERROR', "The language model's answer was withheld by its content filter", {
        vendor: VENDOR,
        reason: 'content_filter',
      });
    if (!choice.message.content)
      throw new AppError('PROVIDER_ERROR', 'The language model returned an empty answer', { vendor: VENDOR });
    return choice.message.content;
  }

  /** Strict schemas go through the SDK's zod helper; others (optional fields) are sent non-strict. */
  function responseFormat<T>(schema: z.ZodType<T>, name: string): ChatRequest['responseFormat'] {
    const { schema: json, strict } = toOpenAiJsonSchema(schema);
    if (!strict) return { type: 'json_schema', json_schema: { name, schema: json, strict: false } };
    const helper = zodResponseFormat(schema as never, name);
    delete (helper.json_schema.schema as Record<string, unknown> | undefined)?.$schema;
    return helper;
  }

  return {
    mode: 'live',
    adapter: 'openai',
    fault: () => fault,
    async generateText(input: GenerateTextInput): Promise<string> {
      return complete(input);
    },
    async generateObject<T>(input: GenerateObjectInput<T>): Promise<T> {
      const content = await complete({ ...input, responseFormat: responseFormat(input.schema, input.schemaName) });
      let json: unknown;
      try {
        json = JSON.parse(content);
      } catch {
        throw new AppError('PROVIDER_ERROR', 'The language model returned malformed output (not valid JSON)', {
          vendor: VENDOR,
          reason: 'malformed',
        });
      }
      const checked = input.schema.safeParse(json);
      if (!checked.success) {
        const fields = checked.error.issues.map((i) => i.path.join('.') || '(root)');
        throw new AppError(
          'PROVIDER_ERROR',
          `The language model returned malformed output (${fields.join(', ')} did not match)`,
          { vendor: VENDOR, reason: 'malformed', fields },
        );
      }
      return checked.data;
    },
    async chatWithTools(input: ChatWithToolsInput): Promise<ChatWithToolsResult> {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create({
          model: opts.model,
          messages: toOpenAiMessages(input.messages),
          ...(input.tools.length ? { tools: toOpenAiTools(input.tools), tool_choice: 'auto' as const } : {}),
          ...(input.temperature !== undefined ? { temperature: input.temperature } : {}),
          ...(input.maxTokens !== undefined ? { max_completion_tokens: input.maxTokens } : {}),
        });
      } catch (err) {
        throw toAppError(err);
      }
      fault = null;
      countTokens(completion.usage?.total_tokens);
      const message = completion.choices?.[0]?.message;
      if (!message)
        throw new AppError('PROVIDER_ERROR', 'The language model answered in an unexpected format', { vendor: VENDOR });
      if (message.refusal)
        throw new AppError('PROVIDER_ERROR', 'The language model declined to answer this request', {
          vendor: VENDOR,
          reason: 'refusal',
        });
      const toolCalls = fromOpenAiToolCalls(message.tool_calls ?? []);
      if (!message.content && !toolCalls.length)
        throw new AppError('PROVIDER_ERROR', 'The language model returned an empty answer', { vendor: VENDOR });
      return { text: message.content ?? null, toolCalls };
    },
    async realtimeSecret(input: RealtimeSecretInput) {
      try {
        return await createRealtimeSecret(client, input);
      } catch (err) {
        throw toAppError(err);
      }
    },
    async endRealtimeCall(callId: string) {
      try {
        await hangUpRealtimeCall(client, callId);
        return { mode: 'live' as const };
      } catch (err) {
        throw toAppError(err);
      }
    },
  };
}

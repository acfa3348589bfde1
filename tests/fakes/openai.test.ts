import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/common/errors';
import { createLogger } from '../../src/server/logger';
import { createOpenAiLlm } from '../../src/server/providers/llm/openai';
import { createSandboxLlm } from '../../src/server/providers/llm/sandbox';
import { startFakeOpenAi, type FakeOpenAi } from './openai';

// Contract tests: the real OpenAI adapter against the fake that speaks OpenAI's wire format.

const ZAnswer = z.object({ prompt: z.string().min(1), score: z.number().int() });

describe('OpenAI llm adapter against the fake', () => {
  let fake: FakeOpenAi;
  const logger = createLogger('silent');
  const llm = () => createOpenAiLlm({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, model: 'gpt-test-turbo', logger });
  const objectInput = {
    system: 'sys',
    prompt: 'make one',
    schema: ZAnswer,
    schemaName: 'agent_answer',
    temperature: 1,
    fallback: () => ({ prompt: 'fb', score: 0 }),
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('sends a chat completion with bearer auth, model, temperature and both messages', async () => {
    fake.set({ content: () => 'Hello from the model' });
    const text = await llm().generateText({
      system: 'Be brief.',
      prompt: 'Say hi',
      temperature: 0.3,
      fallback: () => 'unused',
    });
    expect(text).toBe('Hello from the model');
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(req.body).toMatchObject({
      model: 'gpt-test-turbo',
      temperature: 0.3,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Say hi' },
      ],
    });
    expect(req.body.response_format).toBeUndefined();
  });

  it('asks for strict structured output and answers the parsed, validated object', async () => {
    fake.set({ content: () => JSON.stringify({ prompt: 'You are Ava.', score: 7 }) });
    const out = await llm().generateObject(objectInput);
    expect(out).toEqual({ prompt: 'You are Ava.', score: 7 });
    const rf = fake.requests[0].body.response_format!;
    expect(rf.type).toBe('json_schema');
    expect(rf.json_schema).toMatchObject({
      name: 'agent_answer',
      strict: true,
      schema: { type: 'object', required: ['prompt', 'score'], additionalProperties: false },
    });
    expect(rf.json_schema!.schema).not.toHaveProperty('$schema');
    // What the SDK really sends: its own client headers on top of ours.
    expect(fake.requests[0].path).toBe('/v1/chat/completions');
  });

  it('does not claim strict mode for a schema with optional fields', async () => {
    const out = await llm().generateObject({
      ...objectInput,
      schema: z.object({ a: z.string(), b: z.string().optional() }),
      fallback: () => ({ a: 'x' }),
    });
    expect(out.a).toBe('fake a');
    expect(fake.requests[0].body.response_format!.json_schema!.strict).toBe(false);
  });

  it('turns a 429 with x-should-retry: false into RATE_LIMITED after a single request', async () => {
    fake.set({ behaviour: 'rate-limited', shouldRetry: false });
    const err = await llm()
      .generateText({ system: 's', prompt: 'p', fallback: () => '' })
      .catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('RATE_LIMITED');
    expect(err.status).toBe(429);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a retryable 429 and succeeds', async () => {
    fake.set({ behaviour: 'rate-limited', shouldRetry: true, times: 1, content: () => 'second time lucky' });
    await expect(llm().generateText({ system: 's', prompt: 'p', fallback: () => '' })).resolves.toBe(
      'second time lucky',
    );
    expect(fake.requests).toHaveLength(2);
  });

  it('treats 429 insufficient_quota as a billing fault: no retry, a clear error, reported until a call succeeds', async () => {
    fake.set({ behaviour: 'insufficient-quota' });
    const adapter = llm();
    const err = await adapter.generateText({ system: 's', prompt: 'p', fallback: () => '' }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('PROVIDER_ERROR');
    expect(err.details.reason).toBe('insufficient_quota');
    expect(err.message).toMatch(/no credit left.*billing/);
    expect(fake.requests).toHaveLength(1);
    expect(adapter.fault?.()).toMatchObject({ code: 'insufficient_quota' });
    fake.set({ behaviour: 'ok', content: () => 'paid again' });
    await adapter.generateText({ system: 's', prompt: 'p', fallback: () => '' });
    expect(adapter.fault?.()).toBeNull();
  });

  it('gives up after the retry budget on repeated 500s', async () => {
    fake.set({ behaviour: 'server-error', shouldRetry: true });
    const err = await llm()
      .generateText({ system: 's', prompt: 'p', fallback: () => '' })
      .catch((e) => e);
    expect(err.code).toBe('PROVIDER_ERROR');
    expect(fake.requests).toHaveLength(3);
  });

  it('rejects malformed JSON output instead of passing it on', async () => {
    fake.set({ behaviour: 'malformed' });
    const err = await llm()
      .generateObject(objectInput)
      .catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('PROVIDER_ERROR');
    expect(err.message).toMatch(/malformed output/);
  });

  it('rejects valid JSON of the wrong shape', async () => {
    fake.set({ content: () => JSON.stringify({ prompt: '', score: 'high' }) });
    const err = await llm()
      .generateObject(objectInput)
      .catch((e) => e);
    expect(err.code).toBe('PROVIDER_ERROR');
    expect(err.details.fields).toEqual(['prompt', 'score']);
  });

  it('rejects a refusal', async () => {
    fake.set({ behaviour: 'refusal' });
    const err = await llm()
      .generateObject(objectInput)
      .catch((e) => e);
    expect(err.code).toBe('PROVIDER_ERROR');
    expect(err.details.reason).toBe('refusal');
  });

  it('rejects an answer cut off by the length limit', async () => {
    fake.set({ behaviour: 'truncated' });
    const err = await llm()
      .generateText({ system: 's', prompt: 'p', fallback: () => '' })
      .catch((e) => e);
    expect(err.details.reason).toBe('length');
  });

  it('reports a wrong key as a provider error without retrying', async () => {
    const bad = createOpenAiLlm({ apiKey: 'sk-wrong', baseUrl: fake.baseUrl, model: 'm', logger });
    const err = await bad.generateText({ system: 's', prompt: 'p', fallback: () => '' }).catch((e) => e);
    expect(err.code).toBe('PROVIDER_ERROR');
    expect(err.message).toContain('401');
    expect(fake.requests).toHaveLength(1);
  });

  it('reports an unreachable server as PROVIDER_UNAVAILABLE', async () => {
    const gone = createOpenAiLlm({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', logger, maxRetries: 0 });
    const err = await gone.generateText({ system: 's', prompt: 'p', fallback: () => '' }).catch((e) => e);
    expect(err.code).toBe('PROVIDER_UNAVAILABLE');
  });
});

describe('sandbox llm', () => {
  it('answers the fallbacks and is labelled sandbox', async () => {
    const llm = createSandboxLlm();
    expect(llm.mode).toBe('sandbox');
    await expect(llm.generateText({ system: 's', prompt: 'p', fallback: () => 'rule-based' })).resolves.toBe(
      'rule-based',
    );
    await expect(
      llm.generateObject({
        system: 's',
        prompt: 'p',
        schema: ZAnswer,
        schemaName: 'x',
        fallback: () => ({ prompt: 'a', score: 1 }),
      }),
    ).resolves.toEqual({ prompt: 'a', score: 1 });
  });
  it('refuses a fallback that breaks its own schema', async () => {
    const llm = createSandboxLlm();
    await expect(
      llm.generateObject({
        system: 's',
        prompt: 'p',
        schema: ZAnswer,
        schemaName: 'x',
        fallback: () => ({ prompt: '', score: 1 }),
      }),
    ).rejects.toThrow(/does not match/);
  });
});

describe('OpenAI function calling against the fake', () => {
  let fake: FakeOpenAi;
  const logger = createLogger('silent');
  const llm = () => createOpenAiLlm({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, model: 'gpt-test-turbo', logger });
  const tools = [
    {
      name: 'lookup_knowledge',
      description: 'Look up the business',
      parameters: { type: 'object', properties: { question: { type: 'string' } }, required: ['question'] },
    },
  ];
  const fallback = () => ({ text: 'unused', toolCalls: [] });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('sends the tools as functions and answers the parsed tool call', async () => {
    fake.set({ toolCalls: () => [{ name: 'lookup_knowledge', arguments: { question: 'hours?' } }] });
    const out = await llm().chatWithTools({
      messages: [
        { role: 'system', content: 'You are Ava.' },
        { role: 'user', content: 'When are you open?' },
      ],
      tools,
      fallback,
    });
    expect(out.text).toBeNull();
    expect(out.toolCalls).toEqual([
      { id: expect.stringMatching(/^call_/), name: 'lookup_knowledge', arguments: { question: 'hours?' } },
    ]);
    const body = fake.requests[0].body;
    expect(body.tools).toEqual([{ type: 'function', function: tools[0] }]);
    expect(body.tool_choice).toBe('auto');
  });

  it('sends the tool result back with its call id and answers the text', async () => {
    const out = await llm().chatWithTools({
      messages: [
        { role: 'user', content: 'When are you open?' },
        {
          role: 'assistant',
          content: null,
          toolCalls: [{ id: 'call_1', name: 'lookup_knowledge', arguments: { question: 'hours' } }],
        },
        { role: 'tool', toolCallId: 'call_1', content: '{"answer":"9 to 5"}' },
      ],
      tools,
      fallback,
    });
    expect(out).toEqual({ text: 'Fake answer from the tool result: {"answer":"9 to 5"}', toolCalls: [] });
    const sent = fake.requests[0].body.messages!;
    expect(sent[1]).toMatchObject({
      role: 'assistant',
      tool_calls: [
        { id: 'call_1', type: 'function', function: { name: 'lookup_knowledge', arguments: '{"question":"hours"}' } },
      ],
    });
    expect(sent[2]).toEqual({ role: 'tool', tool_call_id: 'call_1', content: '{"answer":"9 to 5"}' });
  });

  it('refuses to be told to call a tool the request did not offer', async () => {
    fake.set({ toolCalls: () => [{ name: 'launch_rockets', arguments: {} }] });
    const err = await llm()
      .chatWithTools({ messages: [{ role: 'user', content: 'go' }], tools, fallback })
      .catch((e) => e);
    expect(err.code).toBe('PROVIDER_ERROR');
    expect(err.message).toContain('400');
  });
});

describe('OpenAI Realtime client secrets against the fake', () => {
  let fake: FakeOpenAi;
  const logger = createLogger('silent');
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  it('mints a secret through the SDK: the session asked for, the ek_ value and its expiry read back', async () => {
    const llm = createOpenAiLlm({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, model: 'gpt-test-turbo', logger });
    const secret = await llm.realtimeSecret!({
      instructions: 'You are Sunny.',
      tools: [{ name: 'end_call', description: 'End.', parameters: { type: 'object', properties: {} } }],
    });
    expect(secret.clientSecret).toMatch(/^ek_/);
    expect(secret.model).toBe('gpt-realtime');
    expect(secret.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/realtime/client_secrets',
      authorization: `Bearer ${fake.apiKey}`,
      body: {
        expires_after: { anchor: 'created_at', seconds: 120 },
        session: {
          type: 'realtime',
          instructions: 'You are Sunny.',
          tools: [{ type: 'function', name: 'end_call', parameters: { type: 'object' } }],
        },
      },
    });
    // A wrong key is the SDK's error, mapped to ours like every OpenAI call.
    const bad = createOpenAiLlm({ apiKey: 'sk-wrong', baseUrl: fake.baseUrl, model: 'm', logger, maxRetries: 0 });
    const err = await bad.realtimeSecret!({ instructions: 'x', tools: [] }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('PROVIDER_ERROR');
    expect(createSandboxLlm().realtimeSecret).toBeUndefined();
  });

  it('hangs a Realtime call up through the SDK; a call already over counts as ended; the Sandbox sends nothing', async () => {
    fake.reset();
    const llm = createOpenAiLlm({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, model: 'm', logger, maxRetries: 0 });
    await expect(llm.endRealtimeCall!('rtc_abc123')).resolves.toEqual({ mode: 'live' });
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/realtime/calls/rtc_abc123/hangup',
      authorization: `Bearer ${fake.apiKey}`,
    });
    expect(fake.hungUp).toEqual(['rtc_abc123']);
    // OpenAI answers 404 for it now: nothing left to end.
    await expect(llm.endRealtimeCall!('rtc_abc123')).resolves.toEqual({ mode: 'live' });
    // Other refusals are ours to see.
    const bad = createOpenAiLlm({ apiKey: 'sk-wrong', baseUrl: fake.baseUrl, model: 'm', logger, maxRetries: 0 });
    expect((await bad.endRealtimeCall!('rtc_other').catch((e) => e)).code).toBe('PROVIDER_ERROR');
    const requests = fake.requests.length;
    await expect(createSandboxLlm().endRealtimeCall!('rtc_sandbox')).resolves.toEqual({ mode: 'sandbox' });
    expect(fake.requests.length).toBe(requests);
  });
});

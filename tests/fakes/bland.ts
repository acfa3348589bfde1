import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { machineAnswered, voicemailRefusal } from './bland-voicemail';

// A fake Bland AI speaking its wire format (../shared/design/providers.md §1): `Authorization: KEY`
// or `Bearer KEY`, `{status:'error', message}` errors, POST /v1/calls → `{status:'success', call_id}`,
// GET /v1/calls/:id evolving queued → started → complete, and the post-call webhook signed with
// `X-Webhook-Signature: hex(HMAC_SHA256(secret, raw body))`. It signs with its own code, so the
// app's verifier is tested against an independent implementation.

/** 'voicemail': a machine answers (answered_by "voicemail" when the call asked for answered_by_enabled). */
export type FakeOutcome = 'completed' | 'call_error' | 'no-answer' | 'voicemail';

export interface FakeBlandCall {
  callId: string;
  request: Record<string, unknown>;
  createdAt: number;
  outcome: FakeOutcome;
  /** Status codes the webhook target answered, one per delivery. */
  webhookDeliveries: number[];
  /** Someone rang one of the account's inbound numbers (placeInboundCall). */
  inbound?: { to: string; from: string };
}

/** An inbound number as POST /v1/inbound/purchase made it and POST /v1/inbound/{number} set it. */
export type FakeInboundNumber = Record<string, unknown> & { phone_number: string };

export interface FakeBland {
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  calls: Map<string, FakeBlandCall>;
  /** Every request, including refused ones. */
  requests: { method: string; path: string; authorization: string | undefined }[];
  /** While true every /v1 request answers 429. */
  rateLimited: boolean;
  /**
   * The plan's concurrent-call cap (null: none). A call beyond it is refused with 429 and a
   * message naming the concurrency limit, as plan caps are reported (providers.md §1, unconfirmed).
   */
  concurrencyLimit: number | null;
  /** The outcome of calls to this number (default: a completed conversation). */
  setOutcome(phoneNumber: string, outcome: FakeOutcome): void;
  /**
   * Calls to this number book a meeting while they talk, as Bland's agent does with a custom tool:
   * the tool named BookMeeting is called without a slot (the answer offers some), then with the first.
   */
  bookDuringCall(phoneNumber: string): void;
  /**
   * Calls one custom tool of a placed call as Bland does: the tool's url and method, its headers
   * (the signature header replaced when `headers` says so), its body with `{{input.x}}` filled in.
   */
  invokeTool(
    callId: string,
    toolName: string,
    input: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  /** Every tool request the fake made, in order. */
  toolInvocations: Array<{ callId: string; tool: string; status: number; body: Record<string, unknown> }>;
  /** The call object as GET /v1/calls/:id would answer now. */
  callObject(callId: string): Record<string, unknown>;
  /** POSTs the (completed) call object to its webhook again, as Bland's "resend" does. */
  deliverWebhook(callId: string): Promise<number>;
  sign(raw: string): string;
  /** The account's inbound numbers by E.164. */
  inboundNumbers: Map<string, FakeInboundNumber>;
  /**
   * Someone rings an inbound number: its dynamic_data requests are made as Bland makes them (the
   * configured headers, {{call_id}} {{from}} {{to}} filled in), then the call talks and its
   * finished call object (inbound: true) is posted to the number's webhook, signed.
   */
  placeInboundCall(
    to: string,
    from: string,
  ): Promise<{ callId: string; start: Array<{ status: number; body: unknown }> }>;
  close(): Promise<void>;
}

export interface FakeBlandOptions {
  apiKey?: string;
  webhookSecret?: string;
  queuedMs?: number;
  talkMs?: number;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeBland(opts: FakeBlandOptions = {}): Promise<FakeBland> {
  const apiKey = opts.apiKey ?? `org_${randomUUID().replace(/-/g, '')}`;
  const webhookSecret = opts.webhookSecret ?? `whsec_${randomUUID()}`;
  const queuedMs = opts.queuedMs ?? 300;
  const talkMs = opts.talkMs ?? 700;
  const calls = new Map<string, FakeBlandCall>();
  const outcomes = new Map<string, FakeOutcome>();
  const bookers = new Set<string>();
  const toolInvocations: FakeBland['toolInvocations'] = [];
  const usingTools = new Map<string, Promise<void>>();
  const requests: FakeBland['requests'] = [];
  const timers = new Set<NodeJS.Timeout>();
  const inboundNumbers = new Map<string, FakeInboundNumber>();
  const sign = (raw: string) => createHmac('sha256', webhookSecret).update(raw).digest('hex');

  const callObject = (callId: string): Record<string, unknown> => {
    const c = calls.get(callId);
    if (!c) throw new Error(`fake bland: no call ${callId}`);
    const elapsed = Date.now() - c.createdAt;
    // A call whose agent is still waiting on a tool goes on talking (Bland ends a call after its tools answer).
    const done = elapsed >= queuedMs + talkMs && !usingTools.has(callId);
    const base = {
      call_id: callId,
      c_id: callId,
      to: c.request.phone_number,
      from: c.inbound?.from ?? '+15550001111',
      inbound: Boolean(c.inbound),
      ...(c.inbound ? { to: c.inbound.to } : {}),
      created_at: new Date(c.createdAt).toISOString(),
      max_duration: c.request.max_duration ?? 30,
      record: c.request.record ?? false,
      metadata: c.request.metadata ?? {},
      batch_id: null,
      request_data: {},
      variables: {},
    };
    if (!done) {
      const started = elapsed >= queuedMs;
      return {
        ...base,
        status: started ? 'in-progress' : 'queued',
        queue_status: started ? 'started' : 'queued',
        completed: false,
        call_length: null,
        concatenated_transcript: null,
        transcripts: [],
        answered_by: null,
        recording_url: null,
        price: null,
        summary: null,
        error_message: null,
      };
    }
    if (c.outcome === 'call_error') {
      return {
        ...base,
        status: 'failed',
        queue_status: 'call_error',
        completed: true,
        call_length: 0,
        concatenated_transcript: '',
        transcripts: [],
        answered_by: null,
        recording_url: null,
        price: 0,
        summary: null,
        error_message: 'Carrier rejected the call',
      };
    }
    if (c.outcome === 'no-answer') {
      return {
        ...base,
        status: 'no-answer',
        queue_status: 'complete',
        completed: true,
        call_length: 0.1,
        concatenated_transcript: '',
        transcripts: [],
        answered_by: 'no-answer',
        recording_url: null,
        price: 0.01,
        summary: null,
        error_message: null,
      };
    }
    if (c.outcome === 'voicemail') return { ...base, ...machineAnswered(callId, base.created_at, c.request) };
    const lines = [
      { id: 1, created_at: base.created_at, text: 'Hello?', user: 'user', c_id: callId },
      {
        id: 2,
        created_at: base.created_at,
        text: `Hi! ${String(c.request.first_sentence ?? 'Thanks for picking up.')}`,
        user: 'assistant',
        c_id: callId,
      },
      { id: 3, created_at: base.created_at, text: 'Sounds good, thanks.', user: 'user', c_id: callId },
    ];
    return {
      ...base,
      status: 'completed',
      queue_status: 'complete',
      completed: true,
      call_length: 0.75,
      corrected_duration: '52',
      concatenated_transcript: lines.map((l) => `${l.user}: ${l.text}`).join(' \n '),
      transcripts: lines,
      answered_by: 'human',
      recording_url: c.request.record ? `https://fake-bland.example/recordings/${callId}.mp3` : null,
      price: 0.068,
      summary: 'The agent introduced itself and the callee listened.',
      error_message: null,
      call_ended_by: 'ASSISTANT',
    };
  };

  const deliverWebhook = async (callId: string): Promise<number> => {
    const c = calls.get(callId);
    const url = c?.request.webhook;
    if (!c || typeof url !== 'string') return 0;
    const raw = JSON.stringify(callObject(callId));
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-webhook-signature': sign(raw) },
        body: raw,
      });
      c.webhookDeliveries.push(res.status);
      return res.status;
    } catch {
      c.webhookDeliveries.push(0);
      return 0;
    }
  };

  const invokeTool: FakeBland['invokeTool'] = async (callId, toolName, input, headers = {}) => {
    const c = calls.get(callId);
    const tool = (c?.request.tools as Array<Record<string, unknown>> | undefined)?.find((t) => t.name === toolName);
    if (!c || !tool) throw new Error(`fake bland: call ${callId} has no tool ${toolName}`);
    const template = (tool.body ?? {}) as Record<string, string>;
    const body = Object.fromEntries(
      Object.entries(template).map(([k, v]) => [
        k,
        v.replace(/\{\{input\.(\w+)\}\}/g, (_, x: string) => input[x] ?? ''),
      ]),
    );
    const res = await fetch(String(tool.url), {
      method: String(tool.method ?? 'POST'),
      headers: { ...(tool.headers as Record<string, string>), ...headers },
      body: JSON.stringify(body),
    });
    const answer = { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
    toolInvocations.push({ callId, tool: toolName, ...answer });
    return answer;
  };

  // The agent asks for slots, then books the first offered (what a callee saying "yes, the first" gets).
  const bookWhileTalking = async (callId: string) => {
    const offer = await invokeTool(callId, 'BookMeeting', {});
    const first = (offer.body.offered as Array<{ start: string }> | undefined)?.[0];
    if (first) await invokeTool(callId, 'BookMeeting', { slotStart: first.start });
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const authorization = req.headers.authorization;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, authorization });
    const key = authorization?.replace(/^Bearer\s+/i, '');
    if (key !== apiKey) return send(res, 401, { status: 'error', message: 'Invalid API key' });
    if (fake.rateLimited) return send(res, 429, { status: 'error', message: 'Rate limit exceeded. Please slow down.' });

    if (req.method === 'POST' && url.pathname === '/v1/calls') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return send(res, 400, { status: 'error', message: 'Invalid JSON body' });
      }
      if (typeof body.phone_number !== 'string' || !body.phone_number)
        return send(res, 400, { status: 'error', message: 'Missing required parameter: phone_number' });
      if (typeof body.task !== 'string' && !body.pathway_id)
        return send(res, 400, { status: 'error', message: 'Missing required parameter: task or pathway_id' });
      // The voicemail object: action "hangup" | "leave_message"; a message is required to leave one.
      const vmRefusal = voicemailRefusal(body.voicemail);
      if (vmRefusal) return send(res, 400, { status: 'error', message: vmRefusal });
      if (fake.concurrencyLimit !== null) {
        const running = [...calls.values()].filter((c) => Date.now() - c.createdAt < queuedMs + talkMs).length;
        if (running >= fake.concurrencyLimit)
          return send(res, 429, {
            status: 'error',
            message: `Concurrency limit reached: your plan allows ${fake.concurrencyLimit} concurrent calls.`,
          });
      }
      const callId = randomUUID();
      calls.set(callId, {
        callId,
        request: body,
        createdAt: Date.now(),
        outcome: outcomes.get(body.phone_number) ?? 'completed',
        webhookDeliveries: [],
      });
      if (bookers.has(body.phone_number) && Array.isArray(body.tools)) {
        const booking = new Promise<void>((resolve) => {
          const talk = setTimeout(() => {
            timers.delete(talk);
            void bookWhileTalking(callId)
              .catch(() => undefined)
              .finally(() => {
                usingTools.delete(callId);
                resolve();
              });
          }, queuedMs);
          timers.add(talk);
        });
        usingTools.set(callId, booking);
      }
      const t = setTimeout(
        () => {
          timers.delete(t);
          void (usingTools.get(callId) ?? Promise.resolve()).then(() => deliverWebhook(callId));
        },
        queuedMs + talkMs + 20,
      );
      timers.add(t);
      return send(res, 200, {
        status: 'success',
        message: 'Call successfully queued.',
        call_id: callId,
        batch_id: null,
      });
    }
    const m = /^\/v1\/calls\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) {
      const id = decodeURIComponent(m[1]);
      if (!calls.has(id)) return send(res, 404, { status: 'error', message: 'Call not found' });
      return send(res, 200, callObject(id));
    }
    if (req.method === 'POST' && url.pathname === '/v1/inbound/purchase') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse((await readBody(req)) || '{}');
      } catch {
        return send(res, 400, { status: 'error', message: 'Invalid JSON body' });
      }
      const area = typeof body.area_code === 'string' ? body.area_code : '415';
      if (!/^\d{3}$/.test(area)) return send(res, 400, { status: 'error', message: 'Invalid area_code' });
      const phone =
        typeof body.phone_number === 'string'
          ? body.phone_number
          : `+1${area}${String(2000000 + Math.floor(Math.random() * 7999999)).slice(0, 7)}`;
      if (inboundNumbers.has(phone))
        return send(res, 400, { status: 'error', message: 'Phone number is not available' });
      inboundNumbers.set(phone, {
        phone_number: phone,
        created_at: new Date().toISOString(),
        prompt: body.prompt ?? null,
        webhook: body.webhook ?? null,
        dynamic_data: null,
        first_sentence: null,
      });
      return send(res, 200, { phone_number: phone });
    }
    const inboundPath = /^\/v1\/inbound\/(\+\d+)$/.exec(decodeURIComponent(url.pathname));
    if (inboundPath) {
      const number = inboundNumbers.get(inboundPath[1]);
      if (!number) return send(res, 404, { status: 'error', message: 'Inbound number not found' });
      if (req.method === 'GET') return send(res, 200, number);
      if (req.method === 'POST') {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse((await readBody(req)) || '{}');
        } catch {
          return send(res, 400, { status: 'error', message: 'Invalid JSON body' });
        }
        Object.assign(number, body);
        return send(res, 200, { status: 'success', updates: body });
      }
    }
    if (req.method === 'GET' && url.pathname === '/v1/voices') {
      return send(res, 200, {
        voices: [
          {
            id: '2f9fdbc7-4bf2-4792-8a18-21ce3c93978f',
            name: 'maya',
            description: 'Young American female voice',
            public: true,
            tags: ['Bland Curated', 'english', 'female'],
          },
          {
            id: '7e3a1a6f-2b4c-4b0e-9f5c-0a1b2c3d4e5f',
            name: 'mason',
            description: 'Calm American male voice',
            public: true,
            tags: ['Bland Curated', 'english', 'male'],
          },
        ],
      });
    }
    return send(res, 404, { status: 'error', message: `No route ${req.method} ${url.pathname}` });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;

  const fill = (v: unknown, vars: Record<string, string>): unknown =>
    typeof v === 'string'
      ? v.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '')
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x, vars)]))
        : v;

  const placeInboundCall: FakeBland['placeInboundCall'] = async (to, from) => {
    const number = inboundNumbers.get(to);
    if (!number) throw new Error(`fake bland: ${to} is not an inbound number of this account`);
    const callId = randomUUID();
    const vars: Record<string, string> = { call_id: callId, from, to };
    const start: Array<{ status: number; body: unknown }> = [];
    for (const d of (number.dynamic_data as Array<Record<string, unknown>> | null) ?? []) {
      const r = await fetch(String(d.url), {
        method: String(d.method ?? 'GET'),
        headers: { 'content-type': 'application/json', ...(d.headers as Record<string, string>) },
        body: JSON.stringify(fill(d.body ?? {}, vars)),
      });
      const body = (await r.json().catch(() => null)) as Record<string, unknown> | null;
      start.push({ status: r.status, body });
      for (const want of (d.response_data as Array<{ name: string; data: string }> | undefined) ?? [])
        vars[want.name] = String(body?.[want.data.replace(/^\$\./, '')] ?? '');
    }
    calls.set(callId, {
      callId,
      request: {
        phone_number: from,
        task: fill(number.prompt ?? '', vars),
        first_sentence: fill(number.first_sentence ?? '', vars),
        webhook: number.webhook,
        metadata: {},
      },
      createdAt: Date.now(),
      outcome: 'completed',
      webhookDeliveries: [],
      inbound: { to, from },
    });
    const t = setTimeout(
      () => {
        timers.delete(t);
        void deliverWebhook(callId);
      },
      queuedMs + talkMs + 20,
    );
    timers.add(t);
    return { callId, start };
  };

  const fake: FakeBland = {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey,
    webhookSecret,
    calls,
    requests,
    rateLimited: false,
    concurrencyLimit: null,
    setOutcome: (phone, outcome) => void outcomes.set(phone, outcome),
    bookDuringCall: (phone) => void bookers.add(phone),
    invokeTool,
    toolInvocations,
    callObject,
    deliverWebhook,
    sign,
    inboundNumbers,
    placeInboundCall,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

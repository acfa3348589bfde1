import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { isPhoneRegion } from '@common/phone/parse-phone';
import { paypalModeProblem } from './config/paypal-mode';
import { productionProblems } from './config/production-problems';
import { ZHubspotProperties } from './config/hubspot-properties';
import { ZTrustProxy } from './config/trust-proxy';

// The only reader of process.env (house rule 9). Everything else receives a typed `Env`.
// Empty strings count as unset so that `FOO= npm start` behaves like no FOO at all.
const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const list = z.preprocess(
  (v) =>
    typeof v === 'string' && v.trim() !== ''
      ? v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean)
      : [],
  z.array(z.string()),
);
const bool = (dflt: boolean) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? dflt : ['1', 'true', 'yes', 'on'].includes(String(v).toLowerCase())),
    z.boolean(),
  );
// Unset or blank is the default (none: the plan decides); anything set is a whole number.
const num = (dflt: number | undefined) => (v: unknown) => (v === undefined || v === '' ? dflt : Number(v));
const int = (dflt: number) => z.preprocess(num(dflt), z.number().int().nonnegative());
const intIn = (dflt: number, min: number, max: number) => z.preprocess(num(dflt), z.number().int().min(min).max(max));
const optionalPositive = z.preprocess(num(undefined), z.number().int().positive().optional());

export const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: int(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    // Host names this server answers for (comma-separated; PUBLIC_URL's host is always included).
    // Unset: any. Set it in production: it stops DNS-rebinding pages from driving the public API.
    ALLOWED_HOSTS: list,
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optional,
    // PostgreSQL connections this process opens for its own queries (the job queue adds up to 4).
    // Lower it where many processes share a server's max_connections (100 by default).
    DATABASE_POOL_MAX: intIn(10, 1, 200),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RUN_WORKERS: bool(true),
    // CSV imports parsed and written at once; later ones wait in line, their position shown.
    // Default: one per two cores. Each import keeps about a core busy (parsing here, COPY and index
    // upkeep in the database): on 2 cores, two at once left health answers waiting 466 ms and took
    // longer in all (20.1 s for three) than one at a time (300 ms, 18.0 s; bench/import-stall).
    IMPORT_CONCURRENCY: z.preprocess(
      (v) => (v === undefined || v === '' ? Math.max(1, Math.floor(availableParallelism() / 2)) : Number(v)),
      z.number().int().min(1).max(16),
    ),
    // Serve the client through Vite's dev server (npm run dev) instead of the built files.
    CLIENT_DEV_SERVER: bool(false),
    // Production serves the API document (/api/docs) to signed-in admins only; true publishes its
    // part outside the admin area (public routes, webhooks, /api/v1) to anyone.
    API_DOCS_PUBLIC: bool(false),
    // Behind a reverse proxy: how many proxy hops (or which proxy addresses) to trust in
    // X-Forwarded-For for the client address. Never `true` (config/trust-proxy.ts says why).
    TRUST_PROXY: ZTrustProxy,
    CONTACT_EMAIL: z.string().default('hello@callcraft.example'),
    PARENT_COMPANY_URL: z.string().default('https://callcraft.example/company'),
    ENTERPRISE_URL: z.string().default('https://callcraft.example/enterprise'),
    CREATED_BY_URL: z.string().default('https://callcraft.example/team'),
    SESSION_SECRET: optional,

    // Admin access (issue 3)
    ADMIN_PASSWORD: optional,
    ADMIN_EMAILS: list,
    ADMIN_EMAIL_DOMAINS: list,
    // How long audit log entries are kept before they are pruned.
    AUDIT_RETENTION_DAYS: int(400),

    // Mail: SMTP (a URL such as smtps://user:pass@smtp.example.com:465); without it, the Sandbox outbox
    SMTP_URL: optionalUrl,
    MAIL_FROM: optional,

    // Voice: Bland AI
    BLAND_API_KEY: optional,
    BLAND_API_URL: z.string().default('https://api.bland.ai'),
    BLAND_WEBHOOK_SECRET: optional,
    // LLM: OpenAI
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: z.string().default('https://api.openai.com/v1'),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    // Web: Firecrawl
    FIRECRAWL_API_KEY: optional,
    FIRECRAWL_API_URL: z.string().default('https://api.firecrawl.dev'),
    // Test-only: hosts the SSRF guard lets through (fixture sites on 127.0.0.1). Refused in production.
    FETCH_ALLOW_HOSTS: list,
    // Payments: Stripe
    STRIPE_SECRET_KEY: optional,
    STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_API_URL: z.string().default('https://api.stripe.com'),
    // Payments: PayPal
    PAYPAL_CLIENT_ID: optional,
    PAYPAL_CLIENT_SECRET: optional,
    PAYPAL_WEBHOOK_ID: optional,
    // sandbox | live: which PayPal world the credentials belong to; the API base follows it.
    PAYPAL_MODE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['sandbox', 'live']).optional()),
    // Only to point at a fake in tests; it must agree with PAYPAL_MODE (see config/paypal-mode.ts).
    PAYPAL_API_BASE: optionalUrl,
    // Messaging: Twilio Verify (the wizard's one-time code by SMS); all three or none. Without them, the
    // Sandbox shows the code on screen, and trial calls can only go to the voice Sandbox (launch-agent.ts).
    TWILIO_ACCOUNT_SID: optional,
    TWILIO_AUTH_TOKEN: optional,
    TWILIO_VERIFY_SERVICE_SID: optional,
    TWILIO_VERIFY_API_URL: z.string().default('https://verify.twilio.com'),
    // CRM: HubSpot (a private app's access token). Each finished campaign call of a HubSpot contact
    // writes a note and the chosen properties there; without a token the Sandbox only logs them.
    HUBSPOT_ACCESS_TOKEN: optional,
    HUBSPOT_BASE_URL: z.string().default('https://api.hubapi.com'),
    // Contact properties to write per call: `property=source` pairs, comma-separated; a source is
    // disposition, summary, endReason, completedAt or fields.<name> (features/hubspot/call-note.ts).
    HUBSPOT_PROPERTIES: ZHubspotProperties,
    // Scheduling
    CALENDLY_URL: optional,
    // Developer-queue links as single-use scheduling links (Calendly API v2); both or neither.
    CALENDLY_API_TOKEN: optional,
    CALENDLY_EVENT_TYPE_URI: optional,
    CALENDLY_API_URL: z.string().default('https://api.calendly.com'),
    // Verifies Calendly's invitee.created webhook (the key given when creating the subscription).
    CALENDLY_WEBHOOK_SIGNING_KEY: optional,
    BOOKING_TIME_ZONE: z.string().default('America/New_York'),

    // The business campaign calls are made for: every campaign prompt opens with it and the AI disclosure.
    // Unset, campaigns fall back to the product's own name, and a live dispatch of a campaign that
    // names no business of its own is refused (features/campaign-settings/assert-own-business-name.ts).
    CALLER_BUSINESS_NAME: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string().trim().min(1).optional(),
    ),

    // Phone numbers written without "+", "00" or "011" are national numbers of this region (ISO 3166 code).
    PHONE_DEFAULT_REGION: z.preprocess(
      (v) => (v === undefined || v === '' ? 'US' : String(v).trim().toUpperCase()),
      z.string().refine(isPhoneRegion, 'must be a two-letter region code libphonenumber knows (e.g. US, GB, DE)'),
    ),

    // Abuse guards on the public wizard
    TRIAL_CALLS_PER_PHONE_PER_DAY: int(3),
    TRIAL_CALLS_PER_IP_PER_DAY: int(10),
    // Wizard configurations no trial call was launched with are deleted this many days after their
    // last save (0 keeps them).
    AGENT_CONFIG_RETENTION_DAYS: int(30),
    // Verification codes (each text costs money): per number in an hour (an hour, not a day, so a
    // stranger's requests can't keep a number from being verified all day), per client network
    // (an IPv4 address or an IPv6 /64) in 24 hours, and for the whole site in 24 hours.
    PHONE_CODES_PER_PHONE_PER_HOUR: int(5),
    PHONE_CODES_PER_IP_PER_DAY: int(10),
    PHONE_CODES_PER_DAY: int(500),
    // Renamed to PHONE_CODES_PER_PHONE_PER_HOUR; refused below rather than silently ignored.
    PHONE_CODES_PER_PHONE_PER_DAY: optional,
    // The countries codes may be texted to (ISO 3166 codes); unset: PHONE_DEFAULT_REGION alone.
    PHONE_CODE_COUNTRIES: z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim().toUpperCase())
              .filter(Boolean)
          : [],
      z.array(z.string().refine(isPhoneRegion, 'each must be a two-letter region code (e.g. US, CA, GB)')),
    ),
    // Wizard chats with the agent started by one visitor (cookie) / one client address in 24 hours;
    // each reply may cost a language-model call.
    AGENT_CHATS_PER_VISITOR_PER_DAY: int(10),
    // Counted per client network (an IPv4 address or an IPv6 /64), and for the whole site.
    AGENT_CHATS_PER_IP_PER_DAY: int(30),
    AGENT_CHATS_PER_DAY: int(3000),
    // Browser voice sessions (paid OpenAI Realtime time) minted for visitors' chats in 24 hours,
    // per client network and for the whole site.
    VOICE_SESSIONS_PER_IP_PER_DAY: int(20),
    VOICE_SESSIONS_PER_DAY: int(300),
    // Language-model tokens all simulation runs together may spend in 24 hours (each run also has
    // its own cap); a run is refused once they are spent, and capped to what is left.
    SIMULATION_TOKENS_PER_DAY: int(2_000_000),
    // The share of call capacity (concurrent, hourly, daily) anonymous trial calls may take; the rest is the campaigns'.
    TRIAL_CAPACITY_SHARE: z.preprocess(
      (v) => (v === undefined || v === '' ? 0.2 : Number(v)),
      z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1'),
    ),
    PROMPT_RATE_LIMIT_PER_MINUTE: int(20),
    // Anonymous expensive work a day, per client network (IPv4 address or IPv6 /64) and for the
    // whole site: prompt generations (each may be an LLM call), website analyses (up to five
    // fetches each) and saved wizard configurations.
    PROMPTS_PER_IP_PER_DAY: int(200),
    PROMPTS_PER_DAY: int(5000),
    ANALYSES_PER_IP_PER_DAY: int(100),
    ANALYSES_PER_DAY: int(2000),
    AGENT_CONFIGS_PER_IP_PER_DAY: int(100),
    AGENT_CONFIGS_PER_DAY: int(5000),
    // Requests per API key per minute on /api/v1 (each enrolment request may carry 1,000 leads).
    API_KEY_RATE_LIMIT_PER_MINUTE: int(120),
    // Sign-in attempts per client address in 15 minutes (better-auth's limiter, on top of the
    // per-(address, name) slow-down in sign-in-lock.ts).
    SIGN_IN_RATE_LIMIT_PER_15_MINUTES: int(30),
    // Website analyses per client address per minute (each makes up to five outbound fetches).
    SCRAPE_RATE_LIMIT_PER_MINUTE: int(10),
    // Call capacity (one budget for trials, test calls and campaigns): a voice-provider plan preset
    // (start 10/100/100, build 50/1,000/2,000, scale 100/1,000/5,000: concurrent/hourly/daily),
    // each limit overridable by number.
    CALL_CAPACITY_PLAN: z.preprocess(
      (v) => (v === undefined || v === '' ? 'build' : String(v).trim().toLowerCase()),
      z.enum(['start', 'build', 'scale']),
    ),
    CALL_LIMIT_CONCURRENT: optionalPositive,
    CALL_LIMIT_HOURLY: optionalPositive,
    CALL_LIMIT_DAILY: optionalPositive,
    // Campaign dispatch: retries for no-answer, busy and voicemail, and how many jobs work one dispatch.
    DISPATCH_RETRIES: int(2),
    DISPATCH_RETRY_DELAY_MINUTES: int(60),
    // A number called by another campaign this many times within 24 hours is held (0: no cap).
    CROSS_CAMPAIGN_CALLS_PER_DAY: int(1),
    DISPATCH_LANES: intIn(1, 1, 16),
    // The Sandbox voice provider's simulated call: time queued, then time talking.
    SANDBOX_CALL_QUEUED_MS: int(1500),
    SANDBOX_CALL_TALK_MS: int(4000),
    // Leads one enrichment job works on at once (each host still gets one request at a time).
    ENRICH_CONCURRENCY: int(16),
    // Webhooks out: the first retry's delay (doubling per attempt, capped at an hour, for at least 24 h).
    WEBHOOK_RETRY_BASE_MS: intIn(30_000, 10, 3_600_000),
  })
  .superRefine((env, ctx) => {
    if (env.PHONE_CODES_PER_PHONE_PER_DAY !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PHONE_CODES_PER_PHONE_PER_DAY'],
        message: 'is now PHONE_CODES_PER_PHONE_PER_HOUR (codes to one number are counted per hour)',
      });
    }
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_VERIFY_SERVICE_SID];
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_VERIFY_SERVICE_SID'],
        message: 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID go together',
      });
    }
    // Production: every problem at once (config/production-problems.ts; Diagnostics shows the same list).
    if (env.NODE_ENV === 'production') {
      for (const p of productionProblems(env)) ctx.addIssue({ code: 'custom', path: [p.variable], message: p.message });
      return;
    }
    const paypal = paypalModeProblem(env);
    if (paypal) ctx.addIssue({ code: 'custom', path: ['PAYPAL_API_BASE'], message: paypal });
    if (Boolean(env.CALENDLY_API_TOKEN) !== Boolean(env.CALENDLY_EVENT_TYPE_URI)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.CALENDLY_API_TOKEN ? 'CALENDLY_EVENT_TYPE_URI' : 'CALENDLY_API_TOKEN'],
        message: 'CALENDLY_API_TOKEN and CALENDLY_EVENT_TYPE_URI go together',
      });
    }
    if (env.PAYPAL_CLIENT_ID && !env.PAYPAL_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_CLIENT_SECRET'],
        message: 'is required when PAYPAL_CLIENT_ID is set',
      });
    }
  });

export type Env = z.infer<typeof ZEnv>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message lists every bad variable. */
export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  overrides: Partial<Record<string, string>> = {},
): Env {
  const parsed = ZEnv.safeParse({ ...source, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** For entry points: a bad configuration prints its message and exits, without a stack trace. */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

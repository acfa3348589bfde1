import type { TNetworkTest, TNetworkTestResponse } from '@common/diagnostics/schemas';
import { PROVIDER_KINDS, type TProviderKind } from '@common/system/providers';
import type { AppContext } from '../../context';
import type { Env } from '../../env';
import { vendorEndpoint } from '../../providers/endpoints';
import { probeUrl } from './probe-url';

const KIND_LABELS: Record<TProviderKind, string> = {
  voice: 'Voice',
  llm: 'LLM',
  web: 'Website reading',
  research: 'Research',
  card: 'Card payments',
  wallet: 'Wallet payments',
  scheduling: 'Scheduling',
  mail: 'Mail',
  messaging: 'Text messages',
  crm: 'CRM',
};

/**
 * Spec §7 GET /api/debug/network-test: checks this server can reach what it depends on. The
 * database and the job queue are always checked; each live provider's base URL is probed; sandbox
 * providers run in-process, so they are listed as skipped. All checks run at once.
 */
export async function runNetworkTests(ctx: AppContext): Promise<TNetworkTestResponse> {
  const checks: Promise<TNetworkTest>[] = [checkDatabase(ctx), checkJobQueue(ctx)];
  for (const kind of PROVIDER_KINDS) checks.push(checkProvider(ctx.env, kind, ctx.providers.report[kind]));
  const llmFault = ctx.providers.llm.fault?.();
  // Reachable is not enough: an LLM account without credit (OpenAI's) answers every call with a 429.
  if (llmFault)
    checks.push(
      Promise.resolve({
        name: `LLM (${ctx.providers.llm.adapter}): account`,
        success: false,
        time: 0,
        error: `${llmFault.message} (last seen ${llmFault.at})`,
      }),
    );
  return {
    platform: `${process.platform} ${process.arch}`,
    nodeVersion: process.version,
    tests: await Promise.all(checks),
  };
}

async function checkDatabase(ctx: AppContext): Promise<TNetworkTest> {
  const name = `Database round trip (${ctx.database.driver})`;
  const started = performance.now();
  try {
    await ctx.database.sql.query('select 1');
    return { name, success: true, time: since(started) };
  } catch (err) {
    ctx.logger.warn({ err }, 'diagnostics: database round trip failed');
    return { name, success: false, time: since(started), error: err instanceof Error ? err.message : String(err) };
  }
}

async function checkJobQueue(ctx: AppContext): Promise<TNetworkTest> {
  const started = performance.now();
  const health = await ctx.jobs.health();
  return {
    name: 'Job queue',
    success: health.ok,
    time: since(started),
    ...(health.ok ? {} : { error: health.error ?? 'The job queue is not running' }),
  };
}

async function checkProvider(
  env: Env,
  kind: TProviderKind,
  info: { mode: 'live' | 'sandbox'; adapter: string },
): Promise<TNetworkTest> {
  const label = `${KIND_LABELS[kind]} (${info.adapter})`;
  if (info.mode === 'sandbox')
    return { name: label, success: true, time: 0, skipped: true, note: 'Sandbox: runs offline, nothing to reach' };
  const url = vendorEndpoint(env, info.adapter);
  if (!url) return { name: label, success: true, time: 0, skipped: true, note: 'No vendor endpoint to check' };
  const target = withoutSecrets(url);
  if (!target)
    return {
      name: `${label}: (invalid URL)`,
      success: false,
      time: 0,
      error: 'The configured base URL is not a valid URL',
    };
  return { name: `${label}: ${target}`, ...(await probeUrl(target)) };
}

/** The URL without credentials or query string, which may carry tokens; it is both shown and probed. */
function withoutSecrets(raw: string): string | null {
  if (!URL.canParse(raw)) return null;
  const u = new URL(raw);
  return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
}

const since = (started: number) => Math.round(performance.now() - started);

import type { AppContext } from '../../context';
import type { Env } from '../../env';
import { currentCount } from './counters';
import { siteCounterKey, type DailyAllowance } from './spend-daily-allowance';

/**
 * The daily allowances of anonymous expensive work, in one list: the routes spend them and
 * Diagnostics reports the ones the whole site has used up, so the two can't disagree.
 */
export const anonymousAllowances = (env: Env) =>
  ({
    prompt: {
      kind: 'prompt',
      label: 'prompt generations',
      variable: 'PROMPTS_PER_DAY',
      perNetwork: env.PROMPTS_PER_IP_PER_DAY,
      site: env.PROMPTS_PER_DAY,
    },
    analysis: {
      kind: 'analysis',
      label: 'website analyses',
      variable: 'ANALYSES_PER_DAY',
      perNetwork: env.ANALYSES_PER_IP_PER_DAY,
      site: env.ANALYSES_PER_DAY,
    },
    agentConfig: {
      kind: 'agent-config',
      label: 'saved agent configurations',
      variable: 'AGENT_CONFIGS_PER_DAY',
      perNetwork: env.AGENT_CONFIGS_PER_IP_PER_DAY,
      site: env.AGENT_CONFIGS_PER_DAY,
    },
    chat: {
      kind: 'chat',
      label: 'agent chats',
      variable: 'AGENT_CHATS_PER_DAY',
      perNetwork: env.AGENT_CHATS_PER_IP_PER_DAY,
      site: env.AGENT_CHATS_PER_DAY,
    },
    voiceSession: {
      kind: 'voice-session',
      label: 'voice sessions',
      variable: 'VOICE_SESSIONS_PER_DAY',
      perNetwork: env.VOICE_SESSIONS_PER_IP_PER_DAY,
      site: env.VOICE_SESSIONS_PER_DAY,
    },
  }) satisfies Record<string, DailyAllowance & { variable: string }>;

export const spentAllowanceWarning = (label: string, variable: string, budget: number) =>
  `The site's daily budget of ${label} is spent (${variable}, ${budget} in 24 hours): visitors are refused until older ones are a day old`;

/** One Diagnostics warning per site-wide daily budget that is used up right now. */
export async function spentAllowanceWarnings(ctx: AppContext): Promise<string[]> {
  const warnings: string[] = [];
  for (const a of Object.values(anonymousAllowances(ctx.env))) {
    const used = await currentCount(ctx, siteCounterKey(a.kind));
    if (used && used.count >= a.site) warnings.push(spentAllowanceWarning(a.label, a.variable, a.site));
  }
  return warnings;
}

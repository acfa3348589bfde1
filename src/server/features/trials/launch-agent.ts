import { AppError } from '@common/errors';
import { shortenText } from '@common/text/shorten-text';
import { CALL_CONSENT_TEXT, MAX_PROMPT_CHARS } from '@common/wizard/options';
import { checkPhone } from '@common/wizard/phone';
import type { TLaunchAgentRequest, TLaunchAgentResponse } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import { getAgentConfig, type SavedAgentConfig } from '../agents/get-agent-config';
import { recordEvent } from '../analytics/record-event';
import { placeCall, type PlacedCall } from '../calls/place-call';
import { generatePrompt } from '../prompts/generate-prompt';
import type { ClientInfo } from './create-trial';
import { matchTrial } from './match-trial';
import { assertWithinTrialLimits } from './trial-limits';
import {
  findUnlaunchedTrials,
  insertTrial,
  lockLaunchKeys,
  markTrialFailed,
  markTrialLaunched,
  setTrialCall,
} from './trials.repo';

const DAY = 24 * 3600_000;

/** A saved prompt may have been edited past the limit by the visitor: cut it where a listener wouldn't notice. */
const truncatePrompt = (prompt: string) => shortenText(prompt.trim(), MAX_PROMPT_CHARS);

/** The saved prompt (possibly edited by the visitor), else a freshly generated one. */
async function promptFor(ctx: AppContext, config: SavedAgentConfig, visitorId: string | null): Promise<string> {
  if (config.generatedPrompt.trim()) return truncatePrompt(config.generatedPrompt);
  const { id: _id, generatedPrompt: _p, phoneNumber: _n, createdAt: _c, ...input } = config;
  const generated = await generatePrompt(ctx, input, { visitorId });
  return truncatePrompt(generated.prompt);
}

/**
 * "Spin Up Agent" (spec part 1 §4 Launch): the saved agent calls the visitor's phone. Checks the
 * number, the daily allowance per number and per client address, records the visitor's consent on
 * the trial, places the call and marks the trial launched. The call's outcome reaches the trial
 * later, through the status poll or the provider's webhook.
 */
export async function launchAgent(
  ctx: AppContext,
  input: TLaunchAgentRequest,
  client: ClientInfo,
): Promise<TLaunchAgentResponse> {
  const phone = checkPhone(input.phoneNumber, ctx.env.PHONE_DEFAULT_REGION);
  if (!phone.ok) throw new AppError('VALIDATION', phone.message);
  const config = await getAgentConfig(ctx, input.agentConfig.id);
  // Checked once before the (possibly slow) prompt generation so refused launches cost nothing,
  // and again under the lock below, where it counts.
  await assertWithinTrialLimits(ctx, ctx.db, phone.e164, client.ipAddress);
  const prompt = await promptFor(ctx, config, client.visitorId ?? null);

  const { id: _id, generatedPrompt: _p, phoneNumber: _n, createdAt: _c, ...agentConfig } = config;
  const now = ctx.clock.now();
  const trialId = await ctx.db.transaction(async (tx) => {
    await lockLaunchKeys(tx, [phone.e164, client.ipAddress ?? '']);
    await assertWithinTrialLimits(ctx, tx, phone.e164, client.ipAddress);
    const candidates = await findUnlaunchedTrials(tx, phone.e164, new Date(now.getTime() - DAY));
    const reusable = matchTrial(candidates, config.id, config);
    const id =
      reusable?.id ??
      (await insertTrial(tx, {
        phoneNumber: phone.e164,
        phoneExtension: phone.extension,
        agentConfig,
        agentConfigId: config.id,
        callStatus: 'verified',
        userAgent: client.userAgent,
        ipAddress: client.ipAddress,
      }));
    await markTrialLaunched(tx, id, {
      agentConfigId: config.id,
      agentConfig: { ...agentConfig },
      phoneExtension: phone.extension,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ipAddress: client.ipAddress,
      consentText: CALL_CONSENT_TEXT,
      consentedAt: now,
    });
    return id;
  });

  let placed: PlacedCall;
  try {
    placed = await placeCall(ctx, {
      purpose: 'trial',
      phoneNumber: phone.e164,
      prompt,
      voice: ctx.providers.voice.curatedVoice(config.gender, config.age),
      trialId,
    });
  } catch (err) {
    await markTrialFailed(
      ctx.db,
      trialId,
      `Call not placed: ${err instanceof Error ? err.message : String(err)}`,
      ctx.clock.now(),
    );
    throw err;
  }
  await setTrialCall(ctx.db, trialId, placed.callId, placed.providerCallId);
  await recordEvent(ctx, {
    type: 'call_launched',
    path: '/',
    visitorId: client.visitorId ?? null,
    props: { trialId, callId: placed.callId, mode: placed.mode, industry: config.industry },
  });
  return { success: true, agentId: config.id, trialId, callId: placed.callId, mode: placed.mode };
}

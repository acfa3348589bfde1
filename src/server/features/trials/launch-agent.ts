import { AppError } from '@common/errors';
import { shortenText } from '@common/text/shorten-text';
import { CALL_CONSENT_TEXT, MAX_PROMPT_CHARS } from '@common/wizard/options';
import { checkPhone } from '@common/wizard/phone';
import type { TLaunchAgentRequest, TLaunchAgentResponse } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import type { ClientInfo } from '../../http/client-info';
import { AGENT_CONFIG_NOT_FOUND, getAgentConfig, type SavedAgentConfig } from '../agents/get-agent-config';
import { recordEvent } from '../analytics/record-event';
import { placeCall, type PlacedCall } from '../calls/place-call';
import { requireVerifiedNumber } from '../phone-verification/require-verified-number';
import { generatePrompt } from '../prompts/generate-prompt';
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

/** The visitor's choices, without what the server keeps beside them. */
function choicesOf(config: SavedAgentConfig) {
  const { id: _id, generatedPrompt: _p, phoneNumber: _n, createdAt: _c, visitorId: _v, ...choices } = config;
  return choices;
}

/** The saved prompt (possibly edited by the visitor), else a freshly generated one. */
async function promptFor(ctx: AppContext, config: SavedAgentConfig, visitorId: string | null): Promise<string> {
  if (config.generatedPrompt.trim()) return truncatePrompt(config.generatedPrompt);
  const generated = await generatePrompt(ctx, choicesOf(config), { visitorId });
  return truncatePrompt(generated.prompt);
}

/**
 * "Spin Up Agent" (spec part 1 §4 Launch): the saved agent calls the visitor's phone. The visitor
 * must have proved they hold this number (a code by SMS, phone-verification) and must be the one
 * who saved the agent, so a prompt the visitor wrote reaches no one but them. Then the daily
 * allowance per number and per client address, the consent and the prompt actually dialled are
 * recorded on the trial, the call is placed (within the trials' share of call capacity) and the
 * trial marked launched. The outcome reaches the trial later, by the status poll or the webhook.
 */
export async function launchAgent(
  ctx: AppContext,
  input: TLaunchAgentRequest,
  client: ClientInfo,
): Promise<TLaunchAgentResponse> {
  const phone = checkPhone(input.phoneNumber, ctx.env.PHONE_DEFAULT_REGION);
  if (!phone.ok) throw new AppError('VALIDATION', phone.message);
  const config = await getAgentConfig(ctx, input.agentConfig.id);
  const visitorId = client.visitorId ?? null;
  // Another visitor's agent is as good as unknown here (its id is public on /success).
  if (config.visitorId && config.visitorId !== visitorId)
    throw new AppError('NOT_FOUND', AGENT_CONFIG_NOT_FOUND, { agentConfigId: config.id });
  await requireVerifiedNumber(ctx, ctx.db, { visitorId, phoneNumber: phone.e164 });
  // Checked once before the (possibly slow) prompt generation so refused launches cost nothing,
  // and again under the lock below, where it counts.
  await assertWithinTrialLimits(ctx, ctx.db, phone.e164, client.ipAddress);
  const prompt = await promptFor(ctx, config, visitorId);

  const agentConfig = choicesOf(config);
  const now = ctx.clock.now();
  const trialId = await ctx.db.transaction(async (tx) => {
    await lockLaunchKeys(tx, [phone.e164, client.ipAddress ?? '']);
    await assertWithinTrialLimits(ctx, tx, phone.e164, client.ipAddress);
    const verificationId = await requireVerifiedNumber(ctx, tx, {
      visitorId,
      phoneNumber: phone.e164,
      agentConfigId: config.id,
    });
    const candidates = await findUnlaunchedTrials(tx, phone.e164, new Date(now.getTime() - DAY));
    const reusable = matchTrial(
      candidates.filter((c) => c.verificationId === verificationId),
      config.id,
      config,
    );
    const id =
      reusable?.id ??
      (await insertTrial(tx, {
        phoneNumber: phone.e164,
        phoneExtension: phone.extension,
        agentConfig,
        agentConfigId: config.id,
        callStatus: 'verified',
        verificationId,
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
      dialledPrompt: prompt,
      verificationId,
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
    visitorId,
    props: { trialId, callId: placed.callId, mode: placed.mode, industry: config.industry },
  });
  return { success: true, agentId: config.id, trialId, callId: placed.callId, mode: placed.mode };
}

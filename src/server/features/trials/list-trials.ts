import { TRIAL_LIST_LIMIT, type TTrialListItem } from '@common/trials/schemas';
import { TRIAL_STATUSES } from '@common/wizard/schemas';
import type { AppContext } from '../../context';
import { listTrialsWithCalls } from './trials.repo';

type TrialStatus = (typeof TRIAL_STATUSES)[number];
const asStatus = (s: string): TrialStatus =>
  (TRIAL_STATUSES as readonly string[]).includes(s) ? (s as TrialStatus) : 'initiated';

/** Only the voice provider's own https links become "Listen to recording" (providers/voice/recording-url.ts). */
function isOwnRecording(ctx: AppContext, provider: string, url: string): boolean {
  const voice = [ctx.providers.voice, ctx.providers.sandboxVoice].find((v) => v.adapter === provider);
  return Boolean(voice?.isRecordingUrl?.(url));
}

/** The admin Voice Trials CRM: newest trials with what their call produced. */
export async function listTrials(ctx: AppContext): Promise<TTrialListItem[]> {
  const rows = await listTrialsWithCalls(ctx.db, TRIAL_LIST_LIMIT);
  return rows.map(({ trial, call }) => ({
    id: trial.id,
    phoneNumber: trial.phoneNumber,
    phoneExtension: trial.phoneExtension,
    callStatus: asStatus(trial.callStatus),
    agentConfig: trial.agentConfig,
    agentConfigId: trial.agentConfigId,
    createdAt: trial.createdAt.toISOString(),
    completedAt: trial.completedAt?.toISOString() ?? null,
    blandCallId: trial.blandCallId,
    userAgent: trial.userAgent,
    ipAddress: trial.ipAddress,
    notes: trial.notes,
    consentText: trial.consentText,
    consentedAt: trial.consentedAt?.toISOString() ?? null,
    dialledPrompt: trial.dialledPrompt,
    phoneVerified: trial.verificationId !== null,
    callId: call?.id ?? null,
    callMode: call ? (call.provider === 'sandbox' ? 'sandbox' : 'live') : null,
    durationSeconds: call?.durationSeconds ?? null,
    transcript: call?.transcript ?? null,
    summary: call?.summary ?? null,
    recordingUrl:
      call?.recordingUrl && isOwnRecording(ctx, call.provider, call.recordingUrl) ? call.recordingUrl : null,
    answeredBy: call?.answeredBy ?? null,
    errorMessage: call?.errorMessage ?? null,
  }));
}

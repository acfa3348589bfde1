import { NO_CACHE, rawRequest, ApiError, apiRequest } from '@client/lib/api';
import {
  ZChatMessageResponse,
  ZStartChatResponse,
  type TChatMessageResponse,
  type TStartChatResponse,
} from '@common/conversations/schemas';
import {
  ZKnowledgeFacts,
  type TEditKnowledgeFactsRequest,
  type TKnowledgeFacts,
} from '@common/conversations/knowledge-facts';
import type { TCheckPhoneVerificationResponse, TStartPhoneVerificationResponse } from '@common/wizard/verification';
import {
  ZGeneratePromptResponse,
  ZLaunchAgentResponse,
  ZSaveAgentConfigResponse,
  ZScrapedData,
  ZScrapeWebsiteResponse,
  type TAgentConfigInput,
  type TLaunchAgentResponse,
  type TScrapedData,
  type TScrapeWebsiteResponse,
} from '@common/wizard/schemas';
import { launchErrorReason, saveErrorMessage, scrapeErrorMessage } from './wizard-errors';
import { streamChatMessage, type StreamHandlers } from '@client/shared/agent-chat/stream-chat';

// The wizard's requests (spec §7). Scrape and prompt carry no-cache headers and a timestamp so no
// cache between the visitor and us can answer with someone else's result.

/** Which reader produced the analysis and where each value was read (the Preview step shows them). */
export type WebsiteAnalysisMeta = Pick<TScrapeWebsiteResponse, 'extractor' | 'evidence'>;
const ZAnalysisMeta = ZScrapeWebsiteResponse.pick({ extractor: true, evidence: true });

export async function scrapeWebsite(url: string): Promise<{ data: TScrapedData; meta: WebsiteAnalysisMeta | null }> {
  const path = `/api/scrape-website?url=${encodeURIComponent(url)}&t=${Date.now()}`;
  const res = await rawRequest('GET', path, undefined, NO_CACHE).catch((err: unknown) => {
    throw err instanceof ApiError ? new Error(scrapeErrorMessage(err.statusText)) : err;
  });
  const body: unknown = await res.json();
  // ZScrapedData joins list-valued fields with ", " (spec §3) and ignores extra fields; the
  // sources are shown when present, and their absence never fails the analysis.
  const meta = ZAnalysisMeta.safeParse(body);
  return { data: ZScrapedData.parse(body), meta: meta.success ? meta.data : null };
}

/** Throws ApiError on a non-success answer; promptFailureText turns it into the wizard's text. */
export async function generatePrompt(config: TAgentConfigInput): Promise<string> {
  const { generatedPrompt: _ignored, ...request } = config;
  const res = await rawRequest('POST', `/api/generate-prompt?v=${Date.now()}`, request, NO_CACHE);
  return ZGeneratePromptResponse.parse(await res.json()).prompt;
}

export async function saveAgentConfig(config: TAgentConfigInput & { phoneNumber: string }): Promise<string> {
  const res = await rawRequest('POST', '/api/save-agent-config', config).catch((err: unknown) => {
    throw err instanceof ApiError ? new Error(saveErrorMessage(err.statusText)) : err;
  });
  return ZSaveAgentConfigResponse.parse(await res.json()).id;
}

/** `agentConfig.id` (the saved configuration) lets the launch continue exactly this trial. */
export async function createTrial(phoneNumber: string, agentConfig: TAgentConfigInput & { id: string }): Promise<void> {
  await rawRequest('POST', '/api/voice-agent-trials', { phoneNumber, agentConfig, callStatus: 'verified' });
}

/** Spec §7: the answer is read as text, then parsed as JSON; errors carry `error` or `message`. */
export async function launchAgent(
  phoneNumber: string,
  agentConfig: TAgentConfigInput & { id: string },
): Promise<TLaunchAgentResponse> {
  const res = await fetch('/api/launch-agent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phoneNumber, agentConfig, consent: true }),
    credentials: 'include',
  });
  const text = await res.text();
  if (!res.ok) throw new Error(launchErrorReason(res.statusText, text));
  return ZLaunchAgentResponse.parse(JSON.parse(text));
}

/** The Verify button: texts a one-time code (the Sandbox answers it, to be shown on screen). */
export async function startPhoneVerification(phoneNumber: string): Promise<TStartPhoneVerificationResponse> {
  return apiRequest('POST', '/api/phone-verifications', { phoneNumber });
}

/** The code the visitor typed; the server records the approval (the browser's word counts for nothing). */
export async function checkPhoneVerification(
  verificationId: string,
  code: string,
): Promise<TCheckPhoneVerificationResponse> {
  return apiRequest('POST', '/api/phone-verifications/check', { verificationId, code });
}

/**
 * "Talk to …": saves the agent as it is now (no phone needed) and opens a chat with it.
 * `factsFrom`: the configuration whose fact sheet the visitor corrected; the chat keeps those corrections.
 */
export async function startWizardChat(config: TAgentConfigInput, factsFrom?: string): Promise<TStartChatResponse> {
  const agentConfigId = await saveAgentConfig({ ...config, phoneNumber: '' });
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return ZStartChatResponse.parse(await apiRequest('POST', '/api/agent-chats', { agentConfigId, timeZone, factsFrom }));
}

const factsPath = (agentConfigId: string) => `/api/agent-configs/${encodeURIComponent(agentConfigId)}/knowledge/facts`;

/** What the visitor's saved agent knows about their business (the Preview's fact sheet). */
export async function readAgentFacts(agentConfigId: string): Promise<TKnowledgeFacts> {
  return ZKnowledgeFacts.parse(await apiRequest('GET', factsPath(agentConfigId), undefined, NO_CACHE));
}

/** The visitor's corrections for some kinds of fact (null: back to the website's). */
export async function editAgentFacts(
  agentConfigId: string,
  input: TEditKnowledgeFactsRequest,
): Promise<TKnowledgeFacts> {
  return ZKnowledgeFacts.parse(await apiRequest('PATCH', factsPath(agentConfigId), input));
}

/** A chat line, the reply streamed as it arrives (the JSON route when no stream can be opened). */
export async function sendWizardChatMessage(
  chatId: string,
  text: string,
  on: StreamHandlers,
): Promise<TChatMessageResponse> {
  const path = `/api/agent-chats/${encodeURIComponent(chatId)}/messages`;
  return streamChatMessage(`${path}/stream`, text, on, async () =>
    ZChatMessageResponse.parse(await apiRequest('POST', path, { text })),
  );
}

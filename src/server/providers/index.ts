import type { TProviderReport } from '@common/system/providers';
import type { ProviderDeps } from './deps';
import { providerReport } from './mode-report';
import { createSandboxVoiceProvider, createVoiceProvider } from './voice';
import { createLlmProvider } from './llm';
import { createWebProvider, createResearchProvider } from './web';
import { createCardPayments, createWalletPayments } from './payments';
import { createSchedulingProvider } from './scheduling';
import type { VoiceProvider } from './voice/types';
import type { LlmProvider } from './llm/types';
import type { ResearchProvider, WebProvider } from './web/types';
import type { CardPayments, WalletPayments } from './payments/types';
import type { SchedulingProvider } from './scheduling/types';
import { createMailProvider } from './mail';
import type { MailProvider } from './mail/types';
import { createMessagingProvider } from './messaging';
import type { MessagingProvider } from './messaging/types';
import { createCrmProvider } from './crm';
import type { CrmProvider } from './crm/types';

export type { ProviderDeps } from './deps';

export interface Providers {
  voice: VoiceProvider;
  /** The Sandbox voice provider (database-backed): campaign test mode always uses it. */
  sandboxVoice: VoiceProvider;
  llm: LlmProvider;
  web: WebProvider;
  research: ResearchProvider;
  card: CardPayments;
  wallet: WalletPayments;
  scheduling: SchedulingProvider;
  mail: MailProvider;
  /** One-time codes by SMS (the wizard's phone verification). */
  messaging: MessagingProvider;
  /** Where finished campaign calls are written back (HubSpot, or the Sandbox that only logs them). */
  crm: CrmProvider;
  report: TProviderReport;
}

/** Picks each adapter from configuration (real when keyed, sandbox otherwise); see mode-report.ts. */
export function createProviders(deps: ProviderDeps, overrides: Partial<Providers> = {}): Providers {
  const report = providerReport(deps.env);
  const sandboxVoice = overrides.sandboxVoice ?? createSandboxVoiceProvider(deps);
  return {
    voice: overrides.voice ?? createVoiceProvider(deps, sandboxVoice),
    sandboxVoice,
    llm: overrides.llm ?? createLlmProvider(deps),
    web: overrides.web ?? createWebProvider(deps),
    research: overrides.research ?? createResearchProvider(deps),
    card: overrides.card ?? createCardPayments(deps),
    wallet: overrides.wallet ?? createWalletPayments(deps),
    scheduling: overrides.scheduling ?? createSchedulingProvider(deps),
    mail: overrides.mail ?? createMailProvider(deps),
    messaging: overrides.messaging ?? createMessagingProvider(deps),
    crm: overrides.crm ?? createCrmProvider(deps),
    report,
  };
}

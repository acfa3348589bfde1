import { createHash } from 'node:crypto';
import type { TEndReason } from '@common/dispatch/schemas';
import { agentIdentityFromPrompt } from './sandbox-transcript';

/**
 * What a Sandbox campaign call "hears", decided by the dialled number alone, so the same lead
 * always gets the same outcome in every process and every test run. Three number patterns pick an
 * outcome on purpose (README "Sandbox numbers"): a number ending 555-018x reaches an answering
 * machine, 555-017x is busy, 555-016x is never answered, and three reach a scripted callee whose
 * call runs through the conversation engine (sandbox-callee.ts): 555-015x books a meeting,
 * 555-014x asks not to be called again, 555-013x asks for a person. Any other number gets a realistic mix by
 * a hash: about 60 % a person who is interested (they ask to hear more and book a meeting: the Dev
 * Queue qualifies these), 15 % a person who is not interested, 10 % a person who asks not to be
 * called again (the do-not-call list takes the number), 10 % voicemail and 5 % no answer. Nobody is
 * dialled: every transcript starts with a line saying it is a simulation.
 */
export type SandboxOutcome =
  'scripted' | 'interested' | 'not-interested' | 'do-not-call' | 'voicemail' | 'no-answer' | 'busy';

/** The Sandbox's fixed-outcome numbers (the last seven digits of an E.164 number). */
export const SANDBOX_NUMBER_PATTERNS: ReadonlyArray<{ pattern: RegExp; outcome: SandboxOutcome; label: string }> = [
  { pattern: /555018\d$/, outcome: 'voicemail', label: '…555-0180 to …555-0189: an answering machine' },
  { pattern: /555017\d$/, outcome: 'busy', label: '…555-0170 to …555-0179: busy' },
  { pattern: /555016\d$/, outcome: 'no-answer', label: '…555-0160 to …555-0169: no answer' },
  { pattern: /555015\d$/, outcome: 'scripted', label: '…555-0150 to …555-0159: a person who books a meeting' },
  {
    pattern: /555014\d$/,
    outcome: 'scripted',
    label: '…555-0140 to …555-0149: a person who asks not to be called again',
  },
  { pattern: /555013\d$/, outcome: 'scripted', label: '…555-0130 to …555-0139: a person who asks for a person' },
];

export function sandboxOutcome(phoneNumber: string): SandboxOutcome {
  const fixed = SANDBOX_NUMBER_PATTERNS.find((p) => p.pattern.test(phoneNumber));
  if (fixed) return fixed.outcome;
  const n = createHash('sha256').update(phoneNumber).digest().readUInt32BE(0) % 100;
  if (n < 60) return 'interested';
  if (n < 75) return 'not-interested';
  if (n < 85) return 'do-not-call';
  if (n < 95) return 'voicemail';
  return 'no-answer';
}

export interface SimulatedCampaignCall {
  answeredBy: 'human' | 'voicemail' | null;
  endReason: TEndReason;
  transcripts: Array<{ user: 'assistant' | 'user'; text: string }>;
  summary: string;
  durationSeconds: number;
}

const NOTE = 'Sandbox simulation: no real phone call was placed.';

/** What the call was told to do on a machine (SendCallInput.voicemail); absent: hang up. */
export interface SandboxVoicemail {
  action: 'hangup' | 'leave_message';
  message: string;
}

export function simulateCampaignCall(
  phoneNumber: string,
  task: string,
  voicemail?: SandboxVoicemail | null,
): SimulatedCampaignCall {
  const outcome = sandboxOutcome(phoneNumber);
  const { name } = agentIdentityFromPrompt(task);
  const me = name === 'your AI agent' ? 'an AI assistant' : name;
  const hello = { user: 'assistant' as const, text: `Hi, this is ${me} calling (${NOTE}) Do you have a minute?` };
  const lines: Record<SandboxOutcome, SimulatedCampaignCall['transcripts']> = {
    // The conversation engine speaks for the agent once the line closes (call.finished); until
    // then the call says only that it was answered.
    scripted: [hello],
    interested: [
      hello,
      { user: 'user', text: 'Sure, go ahead.' },
      { user: 'assistant', text: 'We build AI voice agents that answer and qualify your calls around the clock.' },
      { user: 'user', text: "That sounds interesting, I'd like to hear more. Can we book a meeting next week?" },
      { user: 'assistant', text: "Wonderful, I'll send you a link to pick a time. Thank you!" },
    ],
    'not-interested': [
      hello,
      { user: 'user', text: "Thanks, but we're not interested right now." },
      { user: 'assistant', text: 'No problem, thanks for your time.' },
    ],
    'do-not-call': [
      hello,
      { user: 'user', text: 'Please do not call me again. Take me off your list.' },
      { user: 'assistant', text: "Understood, we won't call you again. Goodbye." },
    ],
    // The machine's greeting, then (answering-machine detection heard a machine) either the
    // campaign's message after the beep, or nothing: the call hangs up.
    voicemail: [
      {
        user: 'user',
        text: `(${NOTE}) Hi, you've reached our voicemail. Please leave a message after the tone.`,
      },
      ...(voicemail?.action === 'leave_message' && voicemail.message
        ? [{ user: 'assistant' as const, text: voicemail.message }]
        : []),
    ],
    'no-answer': [],
    busy: [],
  };
  const transcripts = lines[outcome];
  const words = transcripts.reduce((n, t) => n + t.text.split(/\s+/).length, 0);
  const endReason: TEndReason =
    outcome === 'voicemail' || outcome === 'no-answer' || outcome === 'busy' ? outcome : 'completed';
  return {
    answeredBy: outcome === 'voicemail' ? 'voicemail' : outcome === 'no-answer' || outcome === 'busy' ? null : 'human',
    endReason,
    transcripts,
    summary:
      outcome === 'voicemail' && voicemail?.action === 'leave_message' && voicemail.message
        ? 'Sandbox simulation (no real call): voicemail, message left.'
        : `Sandbox simulation (no real call): ${outcome.replace(/-/g, ' ')}.`,
    durationSeconds: Math.round(words / 2.5),
  };
}

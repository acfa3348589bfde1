import { createHash } from 'node:crypto';
import type { TEndReason } from '@common/dispatch/schemas';
import { agentIdentityFromPrompt } from './sandbox-transcript';

/**
 * What a Sandbox campaign call "hears", decided by the dialled number alone (a hash), so the same
 * lead always gets the same outcome in every process and every test run, and a campaign gets a
 * realistic mix: about 60 % a person who is interested (they ask to hear more and book a
 * meeting: the Dev Queue qualifies these), 15 % a person who is not interested, 10 % a person who
 * asks not to be called again (the do-not-call list takes the number), 10 % voicemail and 5 % no
 * answer. Nobody is dialled: every transcript starts with a line saying it is a simulation.
 */
export type SandboxOutcome = 'interested' | 'not-interested' | 'do-not-call' | 'voicemail' | 'no-answer';

export function sandboxOutcome(phoneNumber: string): SandboxOutcome {
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

export function simulateCampaignCall(phoneNumber: string, task: string): SimulatedCampaignCall {
  const outcome = sandboxOutcome(phoneNumber);
  const { name } = agentIdentityFromPrompt(task);
  const me = name === 'your AI agent' ? 'an AI assistant' : name;
  const hello = { user: 'assistant' as const, text: `Hi, this is ${me} calling (${NOTE}) Do you have a minute?` };
  const lines: Record<SandboxOutcome, SimulatedCampaignCall['transcripts']> = {
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
    voicemail: [
      { user: 'assistant', text: `Hi, this is ${me} (${NOTE}) Sorry I missed you, I'll try again another time.` },
    ],
    'no-answer': [],
  };
  const transcripts = lines[outcome];
  const words = transcripts.reduce((n, t) => n + t.text.split(/\s+/).length, 0);
  const endReason: TEndReason =
    outcome === 'voicemail' ? 'voicemail' : outcome === 'no-answer' ? 'no-answer' : 'completed';
  return {
    answeredBy: outcome === 'voicemail' ? 'voicemail' : outcome === 'no-answer' ? null : 'human',
    endReason,
    transcripts,
    summary: `Sandbox simulation (no real call): ${outcome.replace(/-/g, ' ')}.`,
    durationSeconds: Math.round(words / 2.5),
  };
}

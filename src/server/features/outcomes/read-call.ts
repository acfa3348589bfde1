import type { TExtractionField, TFieldValue } from '@common/outcomes/schemas';
import { extractFields } from './extract-fields';
import { readDisposition, toCampaignDisposition, type Line, type ReaderCall } from './read-disposition';

export interface CallReading {
  disposition: string;
  summary: string;
  fields: Record<string, TFieldValue>;
}

/** Provider transcripts ({ user: 'user' | 'assistant' | 'agent-action', text }) as speaker lines. */
export function toLines(transcripts: Array<{ user: string; text: string }> | null, transcript: string | null): Line[] {
  if (transcripts?.length) {
    return transcripts
      .filter((t) => t.user === 'user' || t.user === 'assistant')
      .map((t) => ({ speaker: t.user === 'user' ? 'callee' : 'agent', text: t.text }));
  }
  // The plain-text form ("user: …" / "assistant: …" per line).
  return (transcript ?? '').split('\n').flatMap((l): Line[] => {
    const m = /^\s*(user|assistant|agent|callee)\s*:\s*(.*)$/i.exec(l);
    if (!m) return [];
    return [{ speaker: /^(user|callee)$/i.test(m[1]) ? 'callee' : 'agent', text: m[2] }];
  });
}

const SENTENCE: Record<string, string> = {
  'meeting booked': 'A person answered and booked a meeting during the call',
  transferred: 'A person answered and was put through to a colleague',
  interested: 'A person answered and showed interest',
  'callback requested': 'A person answered and asked to be called back',
  'not interested': 'A person answered and was not interested',
  'wrong person': 'The call reached the wrong person',
  'do not call': 'The callee asked not to be called again; the number is now on the do-not-call list',
  voicemail: 'The call reached voicemail',
  'no answer': 'Nobody answered',
  busy: 'The line was busy',
  failed: 'The call failed',
};

const quote = (s: string) => {
  const t = s.trim().replace(/\s+/g, ' ');
  return t.length > 140 ? `${t.slice(0, 137)}…` : t;
};

/** 1–3 sentences: what happened, the callee's deciding words, and the fields that were answered. */
function summarise(
  disposition: string,
  builtIn: string,
  evidence: string | null,
  fields: Record<string, TFieldValue>,
): string {
  const first = SENTENCE[builtIn] ?? `Outcome: ${disposition}`;
  const parts = [evidence ? `${first}: “${quote(evidence)}”` : `${first}.`];
  const known = Object.entries(fields).filter(([, v]) => v !== null);
  if (known.length)
    parts.push(`${known.map(([k, v]) => `${k}: ${typeof v === 'boolean' ? (v ? 'yes' : 'no') : v}`).join('; ')}.`);
  return parts.join(' ');
}

/** The deterministic reader (labelled Sandbox): one disposition of the campaign's list, a summary and the fields. */
export function readCall(call: ReaderCall, dispositions: string[], fields: TExtractionField[]): CallReading {
  const { disposition: builtIn, evidence } = readDisposition(call);
  const disposition = toCampaignDisposition(builtIn, dispositions);
  // A machine or an unanswered line has no answers to extract.
  const values = ['voicemail', 'no answer', 'busy', 'failed'].includes(builtIn)
    ? Object.fromEntries(fields.map((f) => [f.name, null]))
    : extractFields(call.lines, fields);
  return { disposition, summary: summarise(disposition, builtIn, evidence, values), fields: values };
}

import { z } from 'zod';
import type { TExtractionField, TFieldValue } from '@common/outcomes/schemas';
import type { LlmProvider } from '../../providers/llm/types';
import type { Line } from './read-disposition';

// The LLM reader: one chat completion with a structured output built from the campaign's own
// dispositions and fields, so the answer can only name a disposition of the list and give each
// field its type (or null). Whatever goes wrong (refusal, malformed JSON, rate limit, outage) the
// caller falls back to the deterministic reader; hard facts (no answer, busy, a machine) never
// reach the model.

const SYSTEM = `You read the transcript of an outbound phone call made by an AI agent for a business.
Decide what happened from the callee's words (lines marked "callee"), never from the agent's.
Answer with:
- disposition: exactly one of the allowed dispositions;
- summary: one to three sentences, factual, in English, quoting the callee where it helps;
- fields: for each field, the callee's answer in the field's type, or null when the call did not answer it.
An explicit request not to be called again is always "do not call" when that disposition is allowed.`;

function fieldSchema(f: TExtractionField): z.ZodType<TFieldValue> {
  const base =
    f.type === 'number'
      ? z.number()
      : f.type === 'yes-no'
        ? z.boolean()
        : f.type === 'choice'
          ? z.enum(f.choices as [string, ...string[]])
          : z.string().max(300);
  return base.nullable() as z.ZodType<TFieldValue>;
}

export function llmOutcomeSchema(dispositions: string[], fields: TExtractionField[]) {
  return z.object({
    disposition: z.enum(dispositions as [string, ...string[]]),
    summary: z.string().trim().min(1).max(600),
    fields: z.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)]))),
  });
}

export interface LlmReading {
  disposition: string;
  summary: string;
  fields: Record<string, TFieldValue>;
}

export async function readWithLlm(
  llm: LlmProvider,
  input: { lines: Line[]; durationSeconds: number | null; dispositions: string[]; fields: TExtractionField[] },
  fallback: () => LlmReading,
): Promise<LlmReading> {
  const fieldList = input.fields
    .map(
      (f) =>
        `- ${f.name} (${f.type}${f.type === 'choice' ? `: ${f.choices.join(' | ')}` : ''})${f.description ? `: ${f.description}` : ''}`,
    )
    .join('\n');
  const transcript = input.lines.map((l) => `${l.speaker}: ${l.text}`).join('\n');
  return llm.generateObject({
    system: SYSTEM,
    prompt: `Allowed dispositions: ${input.dispositions.join(', ')}\nFields:\n${fieldList || '(none)'}\nCall length: ${input.durationSeconds ?? 0} s\n\nTranscript:\n${transcript.slice(0, 12_000)}`,
    schema: llmOutcomeSchema(input.dispositions, input.fields),
    schemaName: 'call_outcome',
    temperature: 0,
    fallback,
  });
}

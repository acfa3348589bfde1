import type { z } from 'zod';
import type { TProviderMode } from '@common/system/providers';

// Language-model work. The real adapter (OpenAI chat completions with structured outputs) can
// answer any instruction; the sandbox cannot, so features never send free-form prompts to the
// sandbox. Instead each feature passes a `fallback`: the deterministic, rule-based answer the
// sandbox returns (template filling, keyword analysis). The live adapter ignores it.

export interface GenerateTextInput {
  system: string;
  prompt: string;
  temperature?: number;
  maxTokens?: number;
  /** What the sandbox answers. */
  fallback: () => string | Promise<string>;
}

export interface GenerateObjectInput<T> {
  system: string;
  prompt: string;
  schema: z.ZodType<T>;
  /** Name of the structured-output schema (a-z, 0-9, _ and -, up to 64 characters). */
  schemaName: string;
  temperature?: number;
  fallback: () => T | Promise<T>;
}

/** A configuration fault the operator must fix (e.g. OpenAI billing), shown on the Diagnostics page. */
export interface LlmFault {
  code: string;
  message: string;
  at: string;
}

export interface LlmProvider {
  readonly mode: TProviderMode;
  readonly adapter: string;
  /** The last configuration fault, cleared by the next successful call; absent for the sandbox. */
  fault?(): LlmFault | null;
  generateText(input: GenerateTextInput): Promise<string>;
  /** Answers an object that has passed `schema`; malformed model output is an AppError, never passed on. */
  generateObject<T>(input: GenerateObjectInput<T>): Promise<T>;
}

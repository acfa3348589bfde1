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

/** A function the model may call: JSON-schema parameters, as OpenAI's function calling takes them. */
export interface ChatToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ChatToolCall {
  id: string;
  name: string;
  /** The parsed arguments; arguments that are not a JSON object arrive as {}. */
  arguments: Record<string, unknown>;
}

export type ChatTurn =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; toolCalls?: ChatToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

export interface ChatWithToolsInput {
  messages: ChatTurn[];
  tools: ChatToolSpec[];
  temperature?: number;
  maxTokens?: number;
  /** What the sandbox answers (the Sandbox conversation engine normally runs instead). */
  fallback: () => ChatWithToolsResult | Promise<ChatWithToolsResult>;
}

/** The model either speaks (`text`) or asks for tools to run (`toolCalls`), or both. */
export interface ChatWithToolsResult {
  text: string | null;
  toolCalls: ChatToolCall[];
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
  /** One model step of a conversation with tools (function calling). */
  chatWithTools(input: ChatWithToolsInput): Promise<ChatWithToolsResult>;
  /** A short-lived Realtime client secret for a browser voice session; absent without a key (sandbox). */
  realtimeSecret?(input: RealtimeSecretInput): Promise<RealtimeSecret>;
  /**
   * Ends a running Realtime call (its id from the browser). The real adapter hangs it up at OpenAI
   * (a call already over counts as ended); the Sandbox sends nothing and says `sandbox`.
   */
  endRealtimeCall?(callId: string): Promise<{ mode: TProviderMode }>;
}

/** What a browser voice session is configured with: the conversation's prompt and tools. */
export interface RealtimeSecretInput {
  instructions: string;
  tools: ChatToolSpec[];
  voice?: string;
  /** The agent's gender when no voice is named: the adapter speaks with one of its voices of it. */
  gender?: string;
}

export interface RealtimeSecret {
  clientSecret: string;
  expiresAt: Date;
  model: string;
}

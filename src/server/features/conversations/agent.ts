import type { TConversationMode, TToolName } from '@common/conversations/schemas';
import type { AppContext } from '../../context';
import type { ConversationRow } from './conversations.repo';

/** A tool call as the engine sees it: what was asked and what the tool answered. */
export interface ToolCallRecord {
  name: TToolName;
  input: Record<string, unknown>;
  result: Record<string, unknown>;
  test: boolean;
}

/** What a tool may read: the conversation (its mode decides whether anything real changes). */
export interface ToolContext {
  ctx: AppContext;
  conversation: ConversationRow;
  mode: TConversationMode;
  /** Earlier tool calls of this conversation (a meeting is booked at most once a call). */
  earlier: ToolCallRecord[];
}

/** Runs one tool by name; the engine never touches state itself. */
export type ToolRunner = (name: TToolName, input: Record<string, unknown>) => Promise<ToolCallRecord>;

export interface EngineTurnInput {
  conversation: ConversationRow;
  history: Array<{ role: 'agent' | 'visitor'; text: string }>;
  text: string;
  earlier: ToolCallRecord[];
  runTool: ToolRunner;
  /** The owner's fact sheet as a model reads it (fact-sheet-note.ts); the Sandbox asks its tool instead. */
  factSheet?: string;
}

export interface EngineTurnOutput {
  text: string;
  toolCalls: ToolCallRecord[];
  ended: boolean;
}

/** The Sandbox (deterministic) and the language model answer a turn through the same shape. */
export interface ConversationEngine {
  readonly name: string;
  readonly mode: 'sandbox' | 'live';
  /** The first line the callee hears, before any turn. */
  opening(start: { mode: TConversationMode; agentName: string; businessName: string; prompt: string }): string;
  turn(input: EngineTurnInput): Promise<EngineTurnOutput>;
}

import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { TProviderMode } from '@common/system/providers';
import { MAX_PROMPT_CHARS } from '@common/wizard/options';
import type { AppContext } from '../../context';
import { shortenText } from '@common/text/shorten-text';

const ZRefinedPrompt = z.object({ prompt: z.string().trim().min(1) });

// Spec part 2 §9: template processing uses a turbo model at temperature 1.0. The model is
// OPENAI_MODEL; the temperature is fixed here.
export const REFINE_TEMPERATURE = 1.0;

const SYSTEM = `You polish system prompts for AI phone agents. You receive a draft prompt filled in from a template.
Rewrite it so it reads as natural, ready-to-use instructions for a voice agent:
- keep the agent's name, persona, energy, tone, hometown dialect, backstory, call flow and rules;
- keep every fact about the business and invent none;
- address the agent as "you"; plain text, no markdown headings;
- the whole prompt must be under ${MAX_PROMPT_CHARS.toLocaleString('en-US')} characters.
Answer with JSON: {"prompt": "<the rewritten prompt>"}.`;

type Refined = { prompt: string; mode: TProviderMode };

// Identical drafts (the same wizard answers on the same template) are answered from memory for a
// day: a visitor stepping back and forth through the Preview, or a script repeating one request,
// costs one LLM call. An edited template makes a different draft, so it never serves a stale one.
const caches = new WeakMap<AppContext, LRUCache<string, Refined>>();
const cacheOf = (ctx: AppContext) => {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new LRUCache<string, Refined>({ max: 1000, ttl: 24 * 60 * 60 * 1000 })));
  return cache;
};

/**
 * Asks the llm to polish a filled template. The sandbox answers the draft itself (the fallback).
 * A model that ignores the length instruction is cut at a sentence boundary rather than refused.
 */
export async function refinePrompt(ctx: AppContext, draft: string): Promise<Refined> {
  const key = `${ctx.providers.llm.mode}:${createHash('sha256').update(draft).digest('base64url')}`;
  const cached = cacheOf(ctx).get(key);
  if (cached) return cached;
  const refined = await polish(ctx, draft);
  cacheOf(ctx).set(key, refined);
  return refined;
}

async function polish(ctx: AppContext, draft: string): Promise<Refined> {
  const llm = ctx.providers.llm;
  const out = await llm.generateObject({
    system: SYSTEM,
    prompt: draft,
    schema: ZRefinedPrompt,
    schemaName: 'agent_prompt',
    temperature: REFINE_TEMPERATURE,
    fallback: () => ({ prompt: draft }),
  });
  return { prompt: shortenText(out.prompt, MAX_PROMPT_CHARS - 1), mode: llm.mode };
}

import { AsyncLocalStorage } from 'node:async_hooks';

// Tokens a language model spent on behalf of one piece of work (a simulated conversation and its
// judgement), counted by the adapter where the vendor reports usage. An async-local counter, so
// the engine, the tools and the judge between the work and the adapter need not carry it.
const meter = new AsyncLocalStorage<{ tokens: number }>();

/** Runs `work` and answers what it returned with the tokens the model spent during it. */
export async function withTokenMeter<T>(work: () => Promise<T>): Promise<{ result: T; tokens: number }> {
  const counter = { tokens: 0 };
  const result = await meter.run(counter, work);
  return { result, tokens: counter.tokens };
}

/** Called by an adapter with a completion's total tokens (nothing is counted outside a meter). */
export function countTokens(tokens: number | undefined): void {
  const counter = meter.getStore();
  if (counter && Number.isFinite(tokens)) counter.tokens += tokens!;
}

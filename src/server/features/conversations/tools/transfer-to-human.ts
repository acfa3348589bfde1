import type { ToolContext } from '../agent';

/**
 * Puts the caller through to the business's transfer number within its hours. Campaigns have no
 * transfer number yet, so the tool answers what the agent should do instead: offer a callback.
 */
export async function transferToHuman(t: ToolContext): Promise<Record<string, unknown>> {
  return {
    transferred: false,
    reason: 'no_transfer_number',
    offerCallback: true,
    ...(t.mode !== 'live' ? { test: true } : {}),
  };
}

import { ZFactSheet, type TFactSheet } from '@common/fact-sheet/schemas';
import type { AppContext } from '../../context';
import { normalizeWebsiteUrl } from './normalize-website-url';
import { findAnalysisFactSheet } from './web-analysis.repo';

/**
 * The business's fact sheet as the server's own reader last read it from this address's pages,
 * and when: the only fact sheet that may become an agent's facts (an analysis a browser sends is
 * never one). Null when no analysis of the address kept one.
 */
export async function readSiteFactSheet(
  ctx: AppContext,
  website: string,
): Promise<{ sheet: TFactSheet; readAt: Date } | null> {
  let key: string;
  try {
    key = normalizeWebsiteUrl(website).key;
  } catch {
    return null;
  }
  const stored = await findAnalysisFactSheet(ctx.db, key);
  const sheet = ZFactSheet.safeParse(stored?.factSheet);
  return sheet.success && stored?.fetchedAt ? { sheet: sheet.data, readAt: stored.fetchedAt } : null;
}

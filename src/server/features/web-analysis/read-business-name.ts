import type { AppContext } from '../../context';
import { businessNameFromTitle } from './business-name';
import { normalizeWebsiteUrl } from './normalize-website-url';
import { findAnalysisData } from './web-analysis.repo';

/**
 * The business's name as the server's own analysis of its website read it, for the agent to call
 * it by. Never the visitor's client: a name it sent could put words in the agent's mouth. An
 * analysis stored before names were kept answers with its home page's title; none: ''.
 */
export async function readBusinessName(ctx: AppContext, website: string): Promise<string> {
  let key: string;
  try {
    key = normalizeWebsiteUrl(website).key;
  } catch {
    return '';
  }
  const data = await findAnalysisData(ctx.db, key);
  if (!data) return '';
  if (typeof data.businessName === 'string') return data.businessName;
  const pages = Array.isArray(data.pages) ? (data.pages as Array<{ title?: unknown }>) : [];
  return typeof pages[0]?.title === 'string' ? businessNameFromTitle(pages[0].title) : '';
}

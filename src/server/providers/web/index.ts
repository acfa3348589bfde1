import type { ProviderDeps } from '../deps';
import { providerReport } from '../mode-report';
import { createCapturedSearchProvider } from './captured-search';
import { createDirectWebProvider } from './direct';
import { createFirecrawlResearchProvider, createFirecrawlWebProvider } from './firecrawl';
import type { ResearchProvider, WebProvider } from './types';

// The same decision as the mode report: Firecrawl when FIRECRAWL_API_KEY is set.

export function createWebProvider({ env }: ProviderDeps): WebProvider {
  if (providerReport(env).web.adapter === 'firecrawl' && env.FIRECRAWL_API_KEY) {
    return createFirecrawlWebProvider({ apiKey: env.FIRECRAWL_API_KEY, apiUrl: env.FIRECRAWL_API_URL });
  }
  return createDirectWebProvider({ allowHosts: env.FETCH_ALLOW_HOSTS });
}

export function createResearchProvider({ env, database }: ProviderDeps): ResearchProvider {
  if (providerReport(env).research.adapter === 'firecrawl' && env.FIRECRAWL_API_KEY) {
    return createFirecrawlResearchProvider({ apiKey: env.FIRECRAWL_API_KEY, apiUrl: env.FIRECRAWL_API_URL });
  }
  return createCapturedSearchProvider(database.db);
}

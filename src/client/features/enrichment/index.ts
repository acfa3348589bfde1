export { EnrichmentTab } from './enrichment-tab';
export { AiUpload } from './ai-upload';
export { FirecrawlTest } from './firecrawl-test';

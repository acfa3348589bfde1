export { EnrichmentTab } from './enrichment-tab';

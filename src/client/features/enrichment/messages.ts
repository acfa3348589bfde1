// Spec part 2 §8 texts for enrichment.
export const ENRICH_MSG = {
  enrichFailed: 'Enrichment failed',
  enrichFailedText: 'Failed to enrich lead data',
  batchFailed: 'Batch enrichment failed',
  batchFailedText: 'Failed to enrich campaign leads',
} as const;

/** Leads shown per page in the Enrichment tab's list. */
export const ENRICH_LIST_PAGE_SIZE = 50;

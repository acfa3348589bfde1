// The spec's exact texts for the Template tab (admin-area.md §5 and §8), in one place.
export const MSG = {
  loadFailed: 'Load Failed',
  loadFailedText: 'Unable to load prompt template',
  saveFailed: 'Save Failed',
  saveFailedText: 'Unable to save prompt template',
  resetFailed: 'Reset Failed',
  resetFailedText: 'Unable to reset prompt template',
  saved: 'Template Saved',
  savedText: 'Base prompt template updated successfully',
  reset: 'Template Reset',
  resetText: 'Prompt template reset to default',
  confirmDiscard: 'Are you sure you want to discard your changes?',
  confirmReset: 'Are you sure you want to reset to the default template? All changes will be lost.',
} as const;

// The spec's exact texts for the Prompts tab and the two prompt pages (admin-area.md §8).
export const MSG = {
  generationFailed: 'Generation Failed',
  generationFailedText: 'Unable to generate prompt from server',
  generated: 'Prompt Generated',
  generatedText: 'Agent prompt loaded successfully',
  updated: 'Prompt Updated',
  copied: 'Copied to Clipboard',
  exampleError: 'Error generating prompt. Please try again.',
  previewErrorTitle: 'Error',
  previewErrorText: 'Failed to generate prompt. Using fallback example.',
} as const;

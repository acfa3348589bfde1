// The spec's exact texts for the wizard (part 1 §5 and §8). Client and server both use these.

export const MSG = {
  industryRequired: 'Please select an industry',
  industryCustomRequired: 'Please specify your industry',
  genderRequired: 'Please select a gender',
  ageRequired: 'Please select an age range',
  energyRequired: 'Please select an energy style',
  toneRequired: 'Please select at least one tone booster',
  nameRequired: 'Agent name is required',
  hometownRequired: 'Hometown / dialect is required',
  phoneInvalid: 'Please enter a valid phone number with at least 10 digits',
  verifyFirst: 'Please verify your phone number first',
  // Prompt generation (§5)
  promptIndustry: 'Industry selection is required',
  promptGender: 'Gender selection is required',
  promptAge: 'Age range is required',
  promptEnergy: 'Energy style is required',
  promptTone: 'At least one tone booster is required',
  promptHometown: 'Hometown is required',
  configIncompletePrefix: 'Configuration incomplete: ',
  missingFieldsPrefix: 'Missing required fields: ',
  // Errors (§8)
  scrapeFailedWizard: 'Failed to scrape website. Please ensure the URL is correct and try again.',
  scrapeFailedPrefix: 'Failed to scrape website: ',
  prompt429: 'Too many requests. Please wait a moment before trying again.',
  prompt400: 'Invalid configuration. Please check your agent settings.',
  serverErrorPrefix: 'Server error: ',
  promptFailed: 'Failed to generate prompt',
  launchFailedPrefix: 'Failed to launch agent: ',
  saveFailedPrefix: 'Failed to save agent config: ',
  // Test page
  missingInfoTitle: 'Missing Information',
  missingInfo: 'Please provide both phone number and prompt.',
  apiCallFailedTitle: 'API Call Failed',
  apiCallFailed: 'Failed to make API call. Check console for details.',
} as const;

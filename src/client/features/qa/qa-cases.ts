// The production QA checklist (spec §2 "QA Testing tab", §9: 11 categories, about 55 cases).
// Each case is something a person checks by hand in this product as built.

export const QA_CATEGORIES = [
  'CSV Upload',
  'AI Upload & Enrichment',
  'Campaign Management',
  'Lead Enrichment Dashboard',
  'Voice Assignment',
  'Call Dispatch',
  'Developer Queue',
  'API & Security',
  'Payment & Subscription',
  'Performance + Reliability',
  'Edge Case & Regression',
] as const;
export type QaCategory = (typeof QA_CATEGORIES)[number];

export interface QaCase {
  id: string;
  category: QaCategory;
  description: string;
}

const cases: Record<QaCategory, string[]> = {
  'CSV Upload': [
    'A .csv file with email, firstName, lastName, companyName, phoneNumber and website columns previews its first 5 rows',
    'A non-CSV file is refused with "Invalid file type" / "Please select a CSV file"',
    'Rows with a missing or malformed email are listed as "Row N: Missing email" / "Row N: Invalid email format", with "... and N more errors" past 5',
    'Create Campaign stays disabled while there are validation errors or no campaign name',
    'Importing the same CSV twice into one campaign does not duplicate leads (same email); unreadable phones are reported as a warning with a count and a downloadable list',
  ],
  'AI Upload & Enrichment': [
    'A CSV with company, contact_name and email columns goes through Parsing, Enriching and Saving phases',
    'The first 10 enriched rows are previewed with notes and an agent prompt',
    'Download Enriched CSV saves ai_enriched_leads.csv with the added columns',
    'A row whose enrichment fails keeps an error note and a fallback prompt, and the run continues',
    'A CSV without the required columns shows "CSV must contain company, contact_name, and email columns"',
  ],
  'Campaign Management': [
    'With no campaigns the tab shows "No campaigns yet" and an Upload Leads button',
    'Each campaign card shows name, status badge, created date, Total Leads, Processed, Successful and Failed',
    'Start moves a draft campaign to active; Pause and Resume toggle active and paused',
    'Badge colours: active green, paused yellow, completed blue, others gray',
    'Enrich, Dispatch and Queue select the campaign and switch to that tab',
  ],
  'Lead Enrichment Dashboard': [
    'Without a selected campaign the tab shows "Select a Campaign" with a View Campaigns button',
    'Only pending leads offer the Enrich action',
    'Batch enrichment works the pending leads several at once (ENRICH_CONCURRENCY) and reports enriched and failed counts',
    'Batch enrichment is disabled when no leads are pending',
    'Lead details show the business analysis and web data of an enriched lead',
  ],
  'Voice Assignment': [
    'Assign Voices gives every enriched lead without a voice a voice clone',
    'Assign Voices is disabled when every enriched lead already has a voice',
    'A failed assignment shows "Voice assignment failed" / "Failed to assign voice clones to leads"',
    'The Voice Preview page plays a sample for the chosen gender and age',
    'Assigned voices survive a page reload',
  ],
  'Call Dispatch': [
    'Call capacity shows daily, hourly and concurrent usage against the plan limits (2000 / 1000 / 50 by default) and refreshes every 30 s',
    'Batch size accepts 1 to 50 (default 25) and delay 1000 to 10000 ms (default 2000)',
    'Test mode is on by default and no real call is placed while it is on',
    'With no ready leads the alert reads "No leads ready for dispatch. Ensure leads are enriched and have voice clones assigned." (with no capacity left: "Call capacity exceeded. Check daily/hourly limits above.") and Dispatch Calls is disabled',
    'Refresh Call Status moves dispatched leads to completed when their calls have ended',
  ],
  'Developer Queue': [
    'Qualified leads from successful calls appear in the queue',
    'Create Booking opens the calendar booking in a new tab',
    'Meeting prep shows a briefing, key points and a recommended approach',
    'Processing successful calls reports how many bookings were created',
    'A failed booking shows "Booking creation failed" / "Failed to create calendar booking"',
  ],
  'API & Security': [
    '/admin without signing in redirects to /admin/login',
    'Every /api/admin and /api/debug request answers 401 without a session and 403 for a non-admin account',
    'Setting localStorage admin_authenticated=true by hand grants no access',
    'Repeated wrong passwords are throttled with "Too many sign-in attempts" and the same answer is given for unknown users',
    'A session ends after 24 hours and after Logout',
  ],
  'Payment & Subscription': [
    'The pricing page starts a deposit with the card or PayPal option',
    'A successful deposit is recorded once, even when the confirmation arrives twice',
    'After a deposit the consultation calendar unlocks',
    'A declined card shows the provider’s message and records no payment',
    'Sandbox payments are labelled "Sandbox" and never reach a real provider',
  ],
  'Performance + Reliability': [
    'A 10 MB CSV imports without freezing the page',
    'Enrichment takes about 3 to 4 s per lead and shows progress',
    'The dashboard loads in under 2 seconds on a warm server',
    'Jobs in progress resume after a server restart',
    'The landing page loads no admin code',
  ],
  'Edge Case & Regression': [
    'Phone numbers without a country code are flagged on upload',
    'Unicode names and company names round-trip through import, enrichment and export',
    'Unknown paths show "404 Page Not Found"',
    'Two browser tabs saving the prompt template: the later save is the one kept',
    'Help widget quick actions open the right dashboard tab after 100 ms',
  ],
};

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const QA_CASES: QaCase[] = QA_CATEGORIES.flatMap((category) =>
  cases[category].map((description, i) => ({ id: `${slug(category)}-${i + 1}`, category, description })),
);

import type { AdminTabId } from '@client/lib/admin-tabs';

// The User Guide (spec §2: 6 sections, each with a difficulty and a duration; guides with steps,
// tips and next steps). Each guide names the Command Center tabs it describes (a test checks that
// every tab is described by some guide).

export interface Guide {
  title: string;
  /** The dashboard tabs this guide describes (empty: pages outside the tabs). */
  tabs: AdminTabId[];
  steps: string[];
  tips: string[];
  nextSteps: string[];
}
export interface GuideSection {
  id: string;
  title: string;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  duration: string;
  guides: Guide[];
}

export const GUIDE_SECTIONS: GuideSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    difficulty: 'Beginner',
    duration: '5 min',
    guides: [
      {
        title: 'Signing in',
        tabs: [],
        steps: [
          'Open /admin/login and sign in with the username admin and the password set on the server (ADMIN_PASSWORD). In development the login page footer shows a generated password.',
          'Team members sign up on /login with their email address and a password. Signing up sends a verification email; open its link (it works once, for 24 hours) to verify the address and land on the dashboard. The server only lets an account in if its address, or its domain, is on its admin list, and only once the address is verified.',
          'No email? Sign in on /login: it says "Check your email" and offers Resend email (one per minute). A link that was already used or has expired opens a page that says so and sends a new one.',
          'Forgot your password? Use "Forgot password?" on /login. If the address has an account, it receives a reset link that works once, for 1 hour; setting the new password signs the account out everywhere else.',
          'Your session lasts 24 hours. Logout ends it at once, on the server as well as in this browser.',
        ],
        tips: [
          'Without an SMTP server (SMTP_URL) nothing is really mailed: admins find every account email in the Sandbox outbox at /admin/outbox.',
          'After 5 wrong passwords for one username, sign-in pauses for 15 minutes: wait, or ask another admin.',
          'Turn on two-factor authentication from the dashboard header ("Two-factor: off") to require a code from an authenticator app.',
        ],
        nextSteps: ['Take a tour of the Command Center', 'Import your first leads'],
      },
      {
        title: 'The Campaign Command Center',
        tabs: [],
        steps: [
          'The four cards at the top count your campaigns, their leads, successful calls and the success rate (successful leads over dialled leads; a voicemail is never a success).',
          'The tabs below hold each stage of the pipeline: Upload, AI Upload, Campaigns, Enrichment, Lead Scout, Prompts, Template, Dispatch, Dev Queue, Voice Trials, Analytics and QA Testing.',
        ],
        tips: ['The Help button (bottom left) jumps straight to the Upload or Lead Scout tab from any admin page.'],
        nextSteps: ['Import leads from a CSV file'],
      },
    ],
  },
  {
    id: 'importing-leads',
    title: 'Importing Leads',
    difficulty: 'Beginner',
    duration: '10 min',
    guides: [
      {
        title: 'Uploading a CSV file',
        tabs: ['upload'],
        steps: [
          'Prepare a CSV with the columns firstName, lastName, email, phoneNumber, companyName and industry.',
          'On the Upload tab, name the campaign, choose the file and check the preview of its first 5 rows.',
          'Fix any rows the checker flags (missing or malformed email), then choose Create Campaign.',
        ],
        tips: [
          'Write phone numbers with their country code (for example +1 555 010 0000). A phone that cannot be read as a number is imported as written but never called: the import warns with how many and offers the list to download.',
          'Invalid entries are flagged on upload; importing the same address twice into a campaign keeps one lead.',
        ],
        nextSteps: ['Enrich the new campaign’s leads'],
      },
      {
        title: 'AI Upload',
        tabs: ['enhanced-upload'],
        steps: [
          'The AI Upload tab takes a CSV with company, contact_name and email columns.',
          'Each row is enriched in turn (Parsing, Enriching, Saving) and the first 10 rows are previewed.',
          'Download Enriched CSV saves the result as ai_enriched_leads.csv.',
        ],
        tips: ['A row whose enrichment fails keeps a note and a fallback prompt; the run carries on.'],
        nextSteps: ['Review the campaign on the Campaigns tab'],
      },
    ],
  },
  {
    id: 'enrichment',
    title: 'Enrichment & Lead Scout',
    difficulty: 'Intermediate',
    duration: '15 min',
    guides: [
      {
        title: 'Enriching leads',
        tabs: ['campaigns', 'enrichment'],
        steps: [
          'Select a campaign (its Enrich button takes you to the Enrichment tab).',
          'Enrich a single pending lead, or run batch enrichment: the server works through the campaign’s pending leads several at once (ENRICH_CONCURRENCY, 16 by default; one request at a time per website) while a progress bar follows it.',
          'Open a lead to read its business analysis: description, key services, audience, pain points and a call script.',
        ],
        tips: [
          'Expect about 3 to 4 seconds per lead.',
          'Without a research key the app enriches in Sandbox mode, clearly labelled, from pages it can read itself.',
        ],
        nextSteps: ['Find new prospects with Lead Scout'],
      },
      {
        title: 'Scouting prospects',
        tabs: ['lead-scout'],
        steps: [
          'On the Lead Scout tab enter a search topic (required), a focus area and a result limit (5 to 20).',
          'Read the summary, key findings and the scored potential leads (80+ green, 60+ yellow).',
          'Generate Campaign turns the findings into a messaging framework you can copy.',
        ],
        tips: ['The quick-example buttons fill in a topic to try.'],
        nextSteps: ['Shape the agent’s script'],
      },
    ],
  },
  {
    id: 'voice-agents',
    title: 'Voice Agents & Prompts',
    difficulty: 'Intermediate',
    duration: '15 min',
    guides: [
      {
        title: 'Prompts and the base template',
        tabs: ['prompt-editor', 'template-editor'],
        steps: [
          'The Prompts tab previews the agent prompt for sample lead data; edit, Update Preview, then Copy.',
          'The Template tab holds the base prompt with its placeholders (name, companyName, industry, gender, age, energyStyle and more).',
          'Save changes to the template, or Reset to Default after confirming.',
        ],
        tips: ['The Template Analysis panel counts characters, lines and words so long prompts stay in check.'],
        nextSteps: ['Assign voices and dispatch calls'],
      },
      {
        title: 'Voices',
        tabs: ['dispatch'],
        steps: [
          'Preview a voice on the Voice Preview page (gender and age).',
          'On the Dispatch tab, Assign Voices gives every enriched lead the campaign’s voice (its persona’s, from Campaign settings); changing that voice later moves the leads not yet called with it.',
        ],
        tips: ['Assign Voices is disabled once every enriched lead has a voice.'],
        nextSteps: ['Dispatch a test batch'],
      },
    ],
  },
  {
    id: 'dispatching',
    title: 'Dispatching Calls',
    difficulty: 'Advanced',
    duration: '20 min',
    guides: [
      {
        title: 'Sending a batch of calls',
        tabs: ['dispatch'],
        steps: [
          'Check call capacity: daily, hourly and concurrent usage against their limits (2000, 1000 and 50 on the default plan; CALL_CAPACITY_PLAN and CALL_LIMIT_* change them). It refreshes every 30 seconds.',
          'Choose a batch size (1 to 50, default 25) and a delay between calls (1000 to 10000 ms, default 2000).',
          'Keep Test Mode on for a first run, then press Dispatch Calls. Only enriched leads with a voice that are still pending are called; while none is ready, or no capacity is left, the panel says so and Dispatch Calls is disabled.',
          "To start later, call only on some days and hours, or hold a daily pace, set a schedule in the Schedule card: a start (your time), days and hours (each lead's local time, always inside the lawful hours) and calls per day. A live run started before the start waits and says when it starts; a test run ignores the schedule.",
          'To call leads that arrive through the API within a minute, turn on “Call new leads automatically”: it starts a run with the Test Mode setting above (a live one asks “Start calling” first), and the run then stays open and calls each new lead once it is enriched, inside its calling hours. Pause and Stop govern it as any run; turning it off lets the run finish.',
        ],
        tips: [
          'Trials from the website and campaign calls share one call budget.',
          'Refresh Call Status collects the outcome of finished calls.',
        ],
        nextSteps: ['Follow up qualified leads in the Dev Queue'],
      },
      {
        title: 'What your agent knows',
        tabs: ['dispatch'],
        steps: [
          "Under the Dispatch tab, beside the campaign's test chat, What your agent knows starts with Your business website: enter your own site and press Read website, and your agent (test chats, calls and simulations) looks facts up there, in its own pages only (another business on the same host, or your leads' sites, never). Until you do, it answers from its questions and answers only.",
          'Below, it lists the passages the agent reads (each with its page), a page of 20 at a time, with a search box. Pages read later for the same site are added the next time the agent needs them.',
          'Add a question to give an answer the agent says as written: when a caller asks it (in other words too), the agent answers from your questions before the website. Edit or delete them there.',
          'Questions your agent could not answer lists what callers and test chats asked that neither your questions nor the website answered, most asked first. Answer turns one into a question with your answer; Dismiss drops it.',
        ],
        tips: ['Press Refresh after a test chat to see the questions it could not answer.'],
        nextSteps: ['Dispatch a test batch'],
      },
      {
        title: 'Call results',
        tabs: ['results'],
        steps: [
          'Define extraction fields (name, type, description) and edit the dispositions in Outcome settings.',
          "After a dispatch, read the funnel, the dispositions and each lead's summary and fields; open a lead for its transcript and recording.",
          'Run a prompt experiment by adding versions with weights; stop it and keep the winner once the data decide.',
        ],
        tips: ['Export CSV or Export XLSX gives one row per lead with its latest outcome and fields.'],
        nextSteps: ['Follow up interested leads in the Dev Queue'],
      },
      {
        title: 'The developer queue',
        tabs: ['queue'],
        steps: [
          'Qualified leads from successful calls appear on the Dev Queue tab.',
          'Create Booking makes a calendar booking for a lead (it opens in a new tab).',
          'Meeting Prep opens a briefing, key points and a recommended approach.',
        ],
        tips: ['Process Successful Calls creates bookings for every qualified lead at once.'],
        nextSteps: ['Watch results in Analytics'],
      },
    ],
  },
  {
    id: 'monitoring',
    title: 'Monitoring & Quality',
    difficulty: 'Intermediate',
    duration: '10 min',
    guides: [
      {
        title: 'Analytics',
        tabs: ['analytics'],
        steps: [
          'The Analytics tab charts page views by route and by day, the wizard funnel (visitors, the step they reached, prompts generated, calls launched), deposits and calls by status.',
          'Pick a date range or one of the presets (7, 30 or 90 days). Days are counted in UTC.',
        ],
        tips: ['Figures come from events the server recorded; nothing is estimated.'],
        nextSteps: ['Run the QA checklist before a release'],
      },
      {
        title: 'Voice trials and the QA checklist',
        tabs: ['trials', 'qa-testing'],
        steps: [
          'Voice Trials lists calls website visitors made to their prototype agent, with search and a status filter.',
          'QA Testing holds 55 checks in 11 categories: mark each Pass or Fail, add notes for failures, and Export Report for a dated JSON file.',
        ],
        tips: ['QA results stay in this browser until you Reset All.'],
        nextSteps: ['Back to Getting Started'],
      },
      {
        title: 'Phone numbers: the agent answers the phone',
        tabs: ['phone-numbers'],
        steps: [
          'On the Phone numbers tab, Get a number from the voice provider (optionally in an area code) or Attach one your provider account already holds.',
          "Choose the campaign that answers it: that campaign's agent picks up, greets a lead who calls back by name and knows the earlier calls and any booked meeting.",
          'Test a call rings a Sandbox number from the caller number you type: 555-015x books a meeting, 555-014x asks not to be called again, 555-013x asks for a person.',
        ],
        tips: [
          'An unknown caller who gives their name becomes a lead of the campaign. Inbound calls show as inbound in Results and are never retried. docs/inbound.md says how to point a number at Callcraft.',
        ],
        nextSteps: ['Back to Getting Started'],
      },
      {
        title: 'Webhooks to your own systems',
        tabs: ['webhooks'],
        steps: [
          'On the Webhooks tab, enter the URL of your receiver and choose events: call.completed, lead.qualified, booking.created, campaign.completed.',
          'Copy the signing secret shown after registering: it is shown only once. Your receiver checks the Callcraft-Signature header with it.',
          'Open Deliveries to see each event with its status, response code, latency and next retry; Redeliver sends one again with the same event id.',
        ],
        tips: [
          'Failed deliveries are retried with growing pauses for at least 24 hours. Rotating the secret keeps the old one signing beside the new one for a day.',
        ],
        nextSteps: ['Back to Getting Started'],
      },
      {
        title: 'API keys for your CRM, forms and automations',
        tabs: ['api-keys'],
        steps: [
          'On the API keys tab, name a key and choose its scopes: leads:write enrols leads, calls:read reads calls, campaigns:read lists campaigns, campaigns:write switches automatic dialling.',
          'Copy the key shown after creating it: it is shown only once and stored hashed. Send it as "Authorization: Bearer <key>".',
          'Keys are listed by their first characters with when they were last used; Revoke stops a key at once.',
        ],
        tips: ['docs/integrations.md shows a curl enrolment and a Zapier, Make or n8n recipe.'],
        nextSteps: ['Back to Getting Started'],
      },
      {
        title: 'Your team: members, roles and the audit log',
        tabs: ['members', 'audit'],
        steps: [
          'On the Members tab (Owners), invite by email and choose a role: Owner, Admin, Operator (runs campaigns), Prompter (prompts and templates) or Viewer (reads only). The link lasts 7 days.',
          'The invitee opens the link, chooses a name and password, and signs in at /login. Change a role or remove a member on the same tab: a removed member is signed out and their API keys end at once.',
          'The Audit tab (Owners and Admins) lists every change: who, when, from which address, what, and the outcome. Filter by actor, action or target and export what matches as CSV.',
        ],
        tips: ['A button a role may not use is disabled with the reason beside it; the server refuses it too.'],
        nextSteps: ['Back to Getting Started'],
      },
    ],
  },
];

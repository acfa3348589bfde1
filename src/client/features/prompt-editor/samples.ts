import type { TGenerateAgentPromptRequestInput } from '@common/prompts/schemas';

// Sample data for the Prompts tab and the prompt pages.

export interface SampleLead {
  firstName: string;
  lastName: string;
  companyName: string;
  industry: string;
  email: string;
  phoneNumber: string;
  website: string;
}

export const SAMPLE_LEAD: SampleLead = {
  firstName: 'Maria',
  lastName: 'Gonzalez',
  companyName: 'Riverside Plumbing & Drain',
  industry: 'Plumbing',
  email: 'maria@riverside-plumbing.example',
  phoneNumber: '+1 555 555 0100',
  website: 'https://riverside-plumbing.example',
};

export const SAMPLE_CONTEXT =
  'Family-owned plumbers since 1998 offering 24/7 emergency repairs, drain cleaning and water heater installation. Misses calls while on jobs.';

export function leadRequest(lead: SampleLead, context: string): TGenerateAgentPromptRequestInput {
  return {
    leadData: {
      ...lead,
      enrichment: { industry: lead.industry, businessDescription: context },
      enrichmentContext: context,
    },
    agentConfig: { industry: lead.industry },
  };
}

/** Spec §2 page 3: the fixed hospitality sample the example page asks for on load. */
export const HOSPITALITY_SAMPLE: TGenerateAgentPromptRequestInput = {
  leadData: {
    firstName: 'Sarah',
    lastName: 'Johnson',
    companyName: 'Seaside Grand Hotel',
    industry: 'Hospitality',
    enrichment: {
      industry: 'Hospitality',
      businessDescription: 'A 120-room beachfront hotel with a spa and event spaces',
      services: ['Room reservations', 'Weddings and events', 'Spa packages'],
      painPoints: ['Front desk overwhelmed by booking calls'],
    },
  },
  agentConfig: { industry: 'Hospitality', gender: 'female', age: '30s', energyStyle: 'professional' },
};

/** Spec §2 page 4: the built-in sample script shown when generation fails (labelled as a fallback). */
export const FALLBACK_SCRIPT = `You are Ava, a friendly and professional voice agent in your 30s.
You are calling {company} to introduce an AI phone agent that answers every call, day or night.
Open warmly, confirm you are speaking with the owner or manager, and ask how they handle calls while the team is busy.
Listen more than you talk. Mention one concrete benefit: no more missed bookings or emergency calls.
If they are interested, offer a short demo call at a time that suits them; if not, thank them and end the call politely.`;

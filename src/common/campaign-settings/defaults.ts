// The outbound script a new campaign starts with: a short qualification call that finds interest,
// a need and, when both are there, a meeting (what the Dev Queue tab books and prepares).

/** The name a campaign calls with when neither it nor the operator (CALLER_BUSINESS_NAME) names a business. */
export const FALLBACK_BUSINESS_NAME = 'Callcraft';

export const DEFAULT_CAMPAIGN_PURPOSE =
  'Find out whether {{companyName}} is interested in what {{businessName}} offers, what they need, and book a short meeting when there is a fit.';

export const DEFAULT_CAMPAIGN_SCRIPT = `1. Greet them, give your name and say you are calling from {{businessName}}. Ask whether now is a good moment; if not, ask when to call back and end politely.
2. Interest: in one or two sentences say why you are calling {{companyName}}, using one specific detail from what you know, and ask whether that is a topic for them.
3. Need: ask one question at a time about how they handle it today, what gets in the way and what they would change. Listen and build on their answers.
4. Meeting: if there is a need, propose a 20-minute meeting with a specialist from {{businessName}} and agree a day and time. If not, thank them and ask whether you may follow up later.
5. Confirm what was agreed and close warmly.`;

export const DEFAULT_PERSONA = { personaName: 'Ava', personaGender: 'female' } as const;

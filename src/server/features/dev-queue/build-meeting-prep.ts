import { calleeLines } from './callee-lines';

// The Sandbox's meeting prep: built by rules from what we actually know about the lead (the
// enrichment and the qualifying call), never invented. With an OpenAI key the LLM writes it from the
// same facts (get-meeting-prep.ts) and this is its fallback.

export interface MeetingPrepFacts {
  firstName: string;
  lastName: string;
  companyName: string;
  industry: string;
  website: string;
  enrichment: {
    businessDescription: string;
    keyServices: string[];
    targetAudience: string;
    painPoints: string[];
    communicationStyle: string;
    webKeyPoints: string[];
  } | null;
  call: {
    durationSeconds: number | null;
    summary: string | null;
    transcript: string | null;
    transcripts: Array<{ user: string; text: string }> | null;
    completedAt: Date | null;
  } | null;
}

export interface MeetingPrepContent {
  briefing: string;
  keyPoints: string[];
  recommendedApproach: string;
}

const MAX_KEY_POINTS = 8;
const quote = (s: string) => `"${s.trim().replace(/\s+/g, ' ').slice(0, 200)}"`;
const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export function buildMeetingPrep(f: MeetingPrepFacts): MeetingPrepContent {
  const person = `${f.firstName} ${f.lastName}`.trim() || 'the contact';
  const company = f.companyName || 'their company';
  const e = f.enrichment;
  const said = f.call ? calleeLines(f.call).filter((l) => l.trim()) : [];

  const briefing = [
    `${person} of ${company}${f.industry || e ? ` (${f.industry || 'industry not known'})` : ''} asked for a follow-up after our AI call${f.call?.durationSeconds ? ` of ${Math.round(f.call.durationSeconds)} seconds` : ''}.`,
    e?.businessDescription
      ? e.businessDescription
      : 'No enrichment is stored for this lead: only the CSV fields and the call are known.',
    f.call?.summary ? `Call summary: ${f.call.summary}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const keyPoints: string[] = [];
  for (const line of said.slice(-3)) keyPoints.push(`They said: ${quote(line)}`);
  if (e?.keyServices.length) keyPoints.push(`Services: ${listOf(e.keyServices.slice(0, 4))}`);
  if (e?.targetAudience) keyPoints.push(`Customers: ${e.targetAudience}`);
  for (const p of e?.painPoints.slice(0, 2) ?? []) keyPoints.push(`Likely pain point: ${p}`);
  for (const k of e?.webKeyPoints.slice(0, 2) ?? []) keyPoints.push(`From their website: ${k}`);
  if (f.website) keyPoints.push(`Website: ${f.website}`);

  const pains = e?.painPoints.slice(0, 2) ?? [];
  const recommendedApproach = [
    `Open by thanking ${f.firstName || person} for taking the call and recap what they asked for${said.length ? ` (${quote(said.find((l) => /interest|more|book|meet|demo|schedul/i.test(l)) ?? said[said.length - 1])})` : ''}.`,
    pains.length
      ? `Lead with how an AI voice agent handles ${listOf(pains.map((p) => p.replace(/\.$/, '').toLowerCase()))}.`
      : `Ask how ${company} handles calls today before proposing anything.`,
    e?.communicationStyle ? `Tone: ${e.communicationStyle}` : '',
    'Close with a concrete next step: a pilot agent on one of their phone lines.',
  ]
    .filter(Boolean)
    .join(' ');

  return { briefing, keyPoints: keyPoints.slice(0, MAX_KEY_POINTS), recommendedApproach };
}

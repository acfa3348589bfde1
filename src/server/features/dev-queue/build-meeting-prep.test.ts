import { describe, expect, it } from 'vitest';
import { buildMeetingPrep, type MeetingPrepFacts } from './build-meeting-prep';

const facts: MeetingPrepFacts = {
  firstName: 'Dana',
  lastName: 'Reyes',
  companyName: 'Riverside Plumbing',
  industry: 'Plumbing',
  website: 'https://riverside.example',
  enrichment: {
    businessDescription: 'Riverside Plumbing is a plumbing business serving homeowners.',
    keyServices: ['Emergency repairs', 'Drain cleaning', 'Water heaters'],
    targetAudience: 'Homeowners',
    painPoints: ['Missed calls after hours', 'Booking jobs by phone'],
    communicationStyle: 'Friendly and practical.',
    webKeyPoints: ['24/7 emergency service', 'Family owned since 1998', 'Third point'],
  },
  call: {
    durationSeconds: 84,
    summary: 'The owner wants a demo.',
    transcript: null,
    transcripts: [
      { user: 'assistant', text: 'Hi Dana, this is Maya.' },
      { user: 'user', text: "I'd like to hear more about this." },
      { user: 'assistant', text: 'Shall we book a meeting?' },
      { user: 'user', text: 'Yes, book a meeting for Tuesday.' },
    ],
    completedAt: new Date('2026-05-01T10:00:00Z'),
  },
};

describe('buildMeetingPrep (Sandbox meeting prep)', () => {
  it('builds the briefing from the lead, the enrichment and the call', () => {
    const p = buildMeetingPrep(facts);
    expect(p.briefing).toBe(
      'Dana Reyes of Riverside Plumbing (Plumbing) asked for a follow-up after our AI call of 84 seconds. Riverside Plumbing is a plumbing business serving homeowners. Call summary: The owner wants a demo.',
    );
  });

  it("lists the callee's own words first, then what the enrichment found, never the agent's lines", () => {
    const p = buildMeetingPrep(facts);
    expect(p.keyPoints.slice(0, 2)).toEqual([
      `They said: "I'd like to hear more about this."`,
      'They said: "Yes, book a meeting for Tuesday."',
    ]);
    expect(p.keyPoints).toContain('Services: Emergency repairs, Drain cleaning and Water heaters');
    expect(p.keyPoints).toContain('Likely pain point: Missed calls after hours');
    expect(p.keyPoints).toContain('From their website: 24/7 emergency service');
    expect(p.keyPoints).not.toContain('From their website: Third point');
    expect(p.keyPoints.join(' ')).not.toContain('Shall we book');
    expect(p.keyPoints.length).toBeLessThanOrEqual(8);
  });

  it('recommends an approach built on their pain points and their own request', () => {
    const p = buildMeetingPrep(facts);
    expect(p.recommendedApproach).toContain(`recap what they asked for ("I'd like to hear more about this.")`);
    expect(p.recommendedApproach).toContain('missed calls after hours and booking jobs by phone');
    expect(p.recommendedApproach).toContain('Tone: Friendly and practical.');
  });

  it('says so when there is no enrichment or transcript instead of inventing facts', () => {
    const p = buildMeetingPrep({ ...facts, enrichment: null, call: null });
    expect(p.briefing).toContain('No enrichment is stored for this lead');
    expect(p.keyPoints).toEqual(['Website: https://riverside.example']);
    expect(p.recommendedApproach).toContain('Ask how Riverside Plumbing handles calls today');
  });
});

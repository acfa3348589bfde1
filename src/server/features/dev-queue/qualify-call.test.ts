import { describe, expect, it } from 'vitest';
import { calleeLines, MIN_QUALIFYING_SECONDS, qualifyCall, type CallForQualification } from './qualify-call';

const talk = (...userLines: string[]) =>
  userLines.flatMap((text) => [
    { user: 'assistant', text: 'Hi, this is Maya from Callcraft.' },
    { user: 'user', text },
  ]);
const call = (over: Partial<CallForQualification> = {}): CallForQualification => ({
  status: 'completed',
  endReason: 'completed',
  answeredBy: 'human',
  durationSeconds: 95,
  transcript: null,
  transcripts: talk("Sure, I'd like to hear more.", "Let's book a meeting next week."),
  ...over,
});

describe('qualifyCall (developer-queue rule)', () => {
  it('qualifies a completed, human-answered call where the callee shows interest', () => {
    expect(qualifyCall(call())).toEqual({ qualified: true, reason: `Interested: "Sure, I'd like to hear more."` });
    expect(qualifyCall(call({ answeredBy: null, transcripts: talk('That sounds great, can you send me the details?') })).qualified).toBe(true);
  });

  it('refuses voicemail, no answer, failures and short calls', () => {
    expect(qualifyCall(call({ answeredBy: 'voicemail' }))).toMatchObject({ qualified: false, reason: 'Reached voicemail' });
    expect(qualifyCall(call({ endReason: 'no-answer' }))).toMatchObject({ qualified: false, reason: 'Call ended: no-answer' });
    expect(qualifyCall(call({ endReason: 'voicemail', answeredBy: null }))).toMatchObject({ qualified: false });
    expect(qualifyCall(call({ status: 'failed' }))).toMatchObject({ qualified: false });
    expect(qualifyCall(call({ durationSeconds: MIN_QUALIFYING_SECONDS - 1 }))).toMatchObject({ qualified: false });
    expect(qualifyCall(call({ durationSeconds: null }))).toMatchObject({ qualified: false });
  });

  it('refuses a callee who is not interested, even after polite interest', () => {
    expect(qualifyCall(call({ transcripts: talk("No thanks, we're not interested.") }))).toMatchObject({ qualified: false, reason: expect.stringMatching(/^Not interested/) });
    expect(qualifyCall(call({ transcripts: talk('Tell me more.', 'Actually, not for us.') })).qualified).toBe(false);
  });

  it('refuses a callee who asks not to be called again (opt-out beats interest)', () => {
    const r = qualifyCall(call({ transcripts: talk("I'd like to hear more... no wait, please don't call me again.") }));
    expect(r).toMatchObject({ qualified: false, reason: expect.stringMatching(/^Asked not to be called again/) });
    expect(qualifyCall(call({ transcripts: talk('Put me on your do-not-call list.') })).qualified).toBe(false);
    expect(qualifyCall(call({ transcripts: talk('Stop calling this number.') })).qualified).toBe(false);
  });

  it('needs interest: a neutral conversation does not qualify', () => {
    expect(qualifyCall(call({ transcripts: talk('Who is this?', 'Okay, bye.') }))).toMatchObject({ qualified: false, reason: 'No interest shown' });
    expect(qualifyCall(call({ transcripts: [{ user: 'assistant', text: 'Hello? Anyone there?' }] }))).toMatchObject({ reason: 'The callee said nothing' });
  });

  it("judges only the callee's words, not the agent's", () => {
    const agentOnly = [
      { user: 'assistant', text: 'Would you like to book a meeting? I am interested in helping.' },
      { user: 'user', text: 'Who gave you this number?' },
    ];
    expect(qualifyCall(call({ transcripts: agentOnly })).qualified).toBe(false);
  });

  it('reads the text transcript when there is no structured one', () => {
    const transcript = 'assistant: Hi there\nuser: Yes, I am interested, book a demo\nassistant: Great';
    expect(calleeLines({ transcript, transcripts: null })).toEqual(['Yes, I am interested, book a demo']);
    expect(qualifyCall(call({ transcripts: [], transcript })).qualified).toBe(true);
  });
});

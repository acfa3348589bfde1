import { describe, expect, it } from 'vitest';
import { mapBlandCall } from '../voice/bland-call-details';
import { cleanPage } from './clean-page';

// Text written by a site or a vendor is cleaned (never refused) before the app analyses or stores it.

describe('vendor and page text pass the text rule by cleaning', () => {
  it('cleanPage removes control characters and mends broken characters in every field', () => {
    const page = cleanPage({
      url: 'http://a.test/',
      title: 'Joe\u0000s Plumbing',
      text: 'Fast\u0007 and \ud83d friendly',
      blocks: [{ kind: 'paragraph' as const, text: 'e\u0301' }],
      links: [],
    });
    expect(page).toEqual({
      url: 'http://a.test/',
      title: 'Joes Plumbing',
      text: 'Fast and \uFFFD friendly',
      blocks: [{ kind: 'paragraph', text: '\u00e9' }],
      links: [],
    });
  });

  it("Bland's call details are cleaned before they reach the calls table", () => {
    const details = mapBlandCall({
      call_id: 'c1',
      completed: true,
      concatenated_transcript: 'hi\u0000 there',
      summary: 'ok\udc00',
      transcripts: [{ user: 'assistant', text: 'a\u0001b' }],
    });
    expect(JSON.stringify(details)).not.toMatch(/\\u0000|\\u0001|\\udc00/);
    expect(details.transcript ?? '').toContain('hi there');
  });
});

import { describe, expect, it } from 'vitest';
import { signToolRequest, verifyToolRequest } from './tool-signature';

const SECRET = 'a-server-secret-of-some-length';
const CALL = '00000000-0000-4000-8000-000000000001';

describe('tool request signatures', () => {
  it('accepts the signature given to this call and tool only', () => {
    const sig = signToolRequest(SECRET, CALL, 'book_meeting');
    expect(verifyToolRequest(SECRET, CALL, 'book_meeting', sig)).toBe(true);
    expect(verifyToolRequest(SECRET, CALL, 'add_to_do_not_call', sig)).toBe(false);
    expect(verifyToolRequest(SECRET, '00000000-0000-4000-8000-000000000002', 'book_meeting', sig)).toBe(false);
    expect(verifyToolRequest('another-secret', CALL, 'book_meeting', sig)).toBe(false);
  });

  it('refuses missing, malformed and wrong-length signatures without throwing', () => {
    const sig = signToolRequest(SECRET, CALL, 'end_call');
    for (const bad of [undefined, '', 'zz'.repeat(32), sig.slice(2), `${sig}00`, 'ab'.repeat(32)])
      expect(verifyToolRequest(SECRET, CALL, 'end_call', bad)).toBe(false);
  });
});

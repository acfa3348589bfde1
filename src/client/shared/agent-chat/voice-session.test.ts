import { describe, expect, it } from 'vitest';
import { callIdFromLocation } from './voice-session';

describe('callIdFromLocation', () => {
  it("reads the call id from the SDP answer's Location, relative or absolute", () => {
    expect(callIdFromLocation('/v1/realtime/calls/rtc_u1_9c6574da8b8a41a18da9308f4ad974ce')).toBe(
      'rtc_u1_9c6574da8b8a41a18da9308f4ad974ce',
    );
    expect(callIdFromLocation('https://api.openai.com/v1/realtime/calls/rtc_abc/')).toBe('rtc_abc');
  });

  it('answers null when there is nothing a call id can be', () => {
    expect(callIdFromLocation(null)).toBeNull();
    expect(callIdFromLocation('')).toBeNull();
    expect(callIdFromLocation('/v1/realtime/calls/rtc%2F..')).toBeNull();
  });
});

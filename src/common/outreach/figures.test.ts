import { describe, expect, it } from 'vitest';
import { FIGURE_DEFINITIONS, isSuccessfulCall, successRate } from './figures';

describe('campaign figures', () => {
  it('counts a positive reading of an answered call as a success', () => {
    expect(isSuccessfulCall({ status: 'completed', disposition: 'Interested' })).toBe(true);
    expect(isSuccessfulCall({ status: 'completed', disposition: 'meeting booked' })).toBe(true);
  });

  it('never counts a voicemail, a negative reading or an unread call', () => {
    expect(isSuccessfulCall({ status: 'left-voicemail', disposition: 'interested' })).toBe(false);
    expect(isSuccessfulCall({ status: 'completed', disposition: 'voicemail' })).toBe(false);
    expect(isSuccessfulCall({ status: 'completed', disposition: 'not interested' })).toBe(false);
    expect(isSuccessfulCall({ status: 'completed', disposition: null })).toBe(false);
  });

  it('divides by dialled leads, not by every lead', () => {
    expect(successRate(2, 4)).toBe(50);
    expect(successRate(1, 3)).toBe(33);
    expect(successRate(0, 0)).toBe(0);
  });

  it('defines each figure in words', () => {
    expect(FIGURE_DEFINITIONS.successful).toContain('voicemail is never a success');
    expect(FIGURE_DEFINITIONS.successRate).toContain('processed (dialled) leads');
  });
});

import { describe, expect, it } from 'vitest';
import { campaignActions, canChangeStatus } from './campaign-status';

describe('campaign card buttons (from CAMPAIGN_TRANSITIONS)', () => {
  it('offers Start, Pause, Resume exactly where the spec says, nothing on a completed campaign', () => {
    expect(campaignActions('draft')).toEqual([{ label: 'Start', to: 'active' }]);
    expect(campaignActions('active')).toEqual([{ label: 'Pause', to: 'paused' }]);
    expect(campaignActions('paused')).toEqual([{ label: 'Resume', to: 'active' }]);
    expect(campaignActions('stopped')).toEqual([{ label: 'Start', to: 'active' }]);
    expect(campaignActions('completed')).toEqual([]);
  });
  it('allows only those moves, or staying put', () => {
    expect(canChangeStatus('active', 'active')).toBe(true);
    expect(canChangeStatus('completed', 'active')).toBe(false);
    expect(canChangeStatus('paused', 'stopped')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { offeredTools } from './offered-tools';

const hours = { start: '09:00', end: '17:00', timeZone: 'America/New_York' };

describe('offeredTools', () => {
  it('offers a transfer in hours and never take_message', () => {
    const tools = offeredTools(null);
    expect(tools).toContain('transfer_to_human');
    expect(tools).not.toContain('take_message');
  });

  it('after hours: no transfer; take_message only when the number takes messages', () => {
    expect(offeredTools({ choice: 'message', hours })).toContain('take_message');
    expect(offeredTools({ choice: 'message', hours })).not.toContain('transfer_to_human');
    expect(offeredTools({ choice: 'callback', hours })).not.toContain('take_message');
    expect(offeredTools({ choice: 'callback', hours })).not.toContain('transfer_to_human');
    expect(offeredTools({ choice: 'callback', hours })).toContain('schedule_callback');
  });
});

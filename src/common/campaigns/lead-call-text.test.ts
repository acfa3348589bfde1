import { describe, expect, it } from 'vitest';
import { leadCallText } from './lead-call-text';

const now = new Date('2026-11-27T10:00:00Z');
const iso = (d: Date) => d.toISOString();

describe('leadCallText', () => {
  it('names the next attempt of a pending lead waiting for a retry', () => {
    expect(leadCallText({ callStatus: 'pending', nextCallAt: '2026-11-27T11:00:00.000Z' }, now, iso)).toBe(
      'pending · next attempt 2026-11-27T11:00:00.000Z',
    );
  });
  it('says the status alone when no retry waits', () => {
    expect(leadCallText({ callStatus: 'pending', nextCallAt: null }, now, iso)).toBe('pending');
    expect(leadCallText({ callStatus: 'pending', nextCallAt: '2026-11-27T09:00:00.000Z' }, now, iso)).toBe('pending');
    expect(leadCallText({ callStatus: 'completed', nextCallAt: '2026-11-27T11:00:00.000Z' }, now, iso)).toBe(
      'completed',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { statesInto } from './states';

describe('statesInto (the guard of call updates)', () => {
  it('lets a call finish only from an open state or the same final state', () => {
    expect(statesInto('call', 'completed').sort()).toEqual(['completed', 'in-progress', 'queued']);
    expect(statesInto('call', 'left-voicemail')).not.toContain('completed');
  });
  it('never moves a talking call back to queued, nor a finished one back to talking', () => {
    expect(statesInto('call', 'queued')).toEqual(['queued']);
    expect(statesInto('call', 'in-progress').sort()).toEqual(['in-progress', 'queued']);
  });
});

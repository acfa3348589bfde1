import { describe, expect, it } from 'vitest';
import { isFirstStep, isLastStep, stepPercent, stepReducer } from './step-reducer';

describe('step reducer (spec §4: never below 1 or above 5)', () => {
  it('moves forward and back one step', () => {
    expect(stepReducer(1, { type: 'next' })).toBe(2);
    expect(stepReducer(4, { type: 'next' })).toBe(5);
    expect(stepReducer(3, { type: 'prev' })).toBe(2);
  });
  it('is bounded to 1..5 at both ends', () => {
    expect(stepReducer(5, { type: 'next' })).toBe(5);
    expect(stepReducer(1, { type: 'prev' })).toBe(1);
  });
  it('jumps are clamped into 1..5; a NaN jump keeps the current step', () => {
    expect(stepReducer(2, { type: 'goto', step: 4 })).toBe(4);
    expect(stepReducer(2, { type: 'goto', step: 0 })).toBe(1);
    expect(stepReducer(2, { type: 'goto', step: -3 })).toBe(1);
    expect(stepReducer(2, { type: 'goto', step: 9 })).toBe(5);
    expect(stepReducer(2, { type: 'goto', step: 3.7 })).toBe(3);
    expect(stepReducer(2, { type: 'goto', step: Number.NaN })).toBe(2);
  });
  it('flags the first and last steps', () => {
    expect([1, 2, 3, 4, 5].map(isFirstStep)).toEqual([true, false, false, false, false]);
    expect([1, 2, 3, 4, 5].map(isLastStep)).toEqual([false, false, false, false, true]);
  });
  it('progress is the current step over 5 as a percentage', () => {
    expect([1, 2, 3, 4, 5].map(stepPercent)).toEqual([20, 40, 60, 80, 100]);
  });
});

import { describe, expect, it } from 'vitest';
import { promptStats } from './prompt-stats';

describe('promptStats', () => {
  it('counts characters, lines and words', () => {
    expect(promptStats('')).toEqual({ chars: 0, lines: 0, words: 0 });
    expect(promptStats('You are Ava.\nBe brief,  kind.')).toEqual({ chars: 29, lines: 2, words: 6 });
    expect(promptStats('   ')).toEqual({ chars: 3, lines: 1, words: 0 });
  });
});

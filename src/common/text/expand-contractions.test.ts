import { describe, expect, it } from 'vitest';
import { expandContractions } from './expand-contractions';

describe('expandContractions', () => {
  it('reads the short and the long form alike', () => {
    expect(expandContractions("I can't promise that")).toBe(expandContractions('I cannot promise that'));
    expect(expandContractions('I can’t promise that')).toBe('i cannot promise that');
    expect(expandContractions("Please don't call, I'm busy")).toBe('please do not call, i am busy');
    expect(expandContractions("we won't, you're, they'll, I'd, we've")).toBe(
      'we will not, you are, they will, i would, we have',
    );
    expect(expandContractions('I dont want it')).toBe('i do not want it');
    expect(expandContractions("That's John's car")).toBe("that is john's car");
  });
});

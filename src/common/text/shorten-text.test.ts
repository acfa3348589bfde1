import { describe, expect, it } from 'vitest';
import { shortenText } from './shorten-text';

describe('shortenText', () => {
  it('cuts after the last full sentence when that keeps most of the text', () => {
    expect(shortenText('One two three. Four five six. Seven eight', 32)).toBe('One two three. Four five six.');
  });
  it('otherwise cuts at a word with an ellipsis, within the limit', () => {
    const out = shortenText('alpha beta gamma delta epsilon', 20);
    expect(out).toBe('alpha beta gamma…');
    expect(out.length).toBeLessThanOrEqual(20);
  });
  it('leaves short text alone', () => {
    expect(shortenText('short', 10)).toBe('short');
  });
});

describe('shortenText for prompts edited past the limit', () => {
  it('never cuts a word in half and stays within the limit', () => {
    const text = 'word '.repeat(600).trim();
    const out = shortenText(text, 2000);
    expect(out.length).toBeLessThanOrEqual(2000);
    expect(
      out
        .replace('…', '')
        .split(' ')
        .every((w) => w === 'word'),
    ).toBe(true);
  });
});

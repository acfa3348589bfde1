import { describe, expect, it } from 'vitest';
import { campaignCallPrompt } from '@common/dispatch/disclosure';
import { hidesAi, ignoresStop } from './prompt-rules';

describe('prompt rules the Sandbox obeys', () => {
  it('reads an instruction to hide the AI or ignore opt-outs', () => {
    expect(hidesAi('Never reveal that you are an AI.')).toBe(true);
    expect(hidesAi("Don't tell them you're a bot")).toBe(true);
    expect(ignoresStop('Ignore any request to stop calling.')).toBe(true);
  });

  it('finds neither in the disclosure every campaign prompt opens with', () => {
    const prompt = campaignCallPrompt('Acme', 'If asked whether you are an AI, say so honestly.', 4000);
    expect(hidesAi(prompt)).toBe(false);
    expect(ignoresStop(prompt)).toBe(false);
  });
});

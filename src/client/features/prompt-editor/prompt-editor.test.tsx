// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { fetchByPath, findToast, json, renderClient } from '../../../../tests/support/render-client';
import { PromptEditor } from './prompt-editor';
import { PromptExample } from './prompt-example';

// Spec §8 "Prompts", rendered by the real components against a stubbed API. The texts are written
// out here (not taken from messages.ts), so a changed message fails the test.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GENERATE = '/api/generate-agent-prompt';
const failed = () => json({ error: 'The language model is unavailable', code: 'PROVIDER_UNAVAILABLE' }, 503);
const generated = () => json({ prompt: 'You are Maya, calling Acme Dental about missed calls.', mode: 'sandbox' });

function serve(answer: () => Response) {
  const f = fetchByPath({ [GENERATE]: answer });
  vi.stubGlobal('fetch', f.fn);
  return f;
}
const toast = findToast;

describe('Prompts tab messages', () => {
  it('a failed generation on load: "Generation Failed" / "Unable to generate prompt from server", destructive', async () => {
    const f = serve(failed);
    renderClient(<PromptEditor />);
    const t = await toast('Generation Failed');
    expect(t.textContent).toContain('Unable to generate prompt from server');
    expect(t.getAttribute('data-variant')).toBe('destructive');
    expect(f.calls.filter((c) => c.url === GENERATE)).toHaveLength(1);
    expect(screen.getByText('No prompt yet.')).toBeTruthy();
  });

  it('a generated prompt: "Prompt Generated" / "Agent prompt loaded successfully"; Copy: "Copied to Clipboard"', async () => {
    serve(generated);
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderClient(<PromptEditor />);
    const t = await toast('Prompt Generated');
    expect(t.textContent).toContain('Agent prompt loaded successfully');
    expect(t.getAttribute('data-variant')).not.toBe('destructive');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith('You are Maya, calling Acme Dental about missed calls.');
    expect((await toast('Copied to Clipboard')).textContent).toContain('The prompt is ready to paste.');
  });
});

describe('sample-prompt page (/prompt-test)', () => {
  it('a failed generation shows "Error generating prompt. Please try again."', async () => {
    serve(failed);
    renderClient(<PromptExample />);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Error generating prompt. Please try again.',
    );
  });
});

// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchByPath, json, renderClient } from '../../../../tests/support/render-client';
import { Wizard } from './wizard';
import { loadAllSteps } from './step-chunks';
import { INITIAL_DRAFT } from './wizard-draft';
import { getWizardState, resetWizard, setWizardState } from './wizard-store';

const ready = { ...INITIAL_DRAFT, name: 'Ava' };
const noop = () => new Response(null, { status: 204 });

function atPreview(draft = ready) {
  resetWizard();
  // Steps 1-3 were already reached: only the preview is tracked now.
  setWizardState((s) => ({ ...s, step: 4, draft, tracked: [1, 2, 3] }));
}

function stubPrompt(...answers: Array<() => Response | Promise<Response>>) {
  const f = fetchByPath({
    '/api/config': () => json({}, 404),
    '/api/analytics': noop,
    '/api/generate-prompt': () => (answers.length > 1 ? answers.shift()! : answers[0])(),
  });
  vi.stubGlobal('fetch', f.fn);
  return f;
}
const promptCalls = (f: ReturnType<typeof stubPrompt>) =>
  f.calls.filter((c) => c.url.startsWith('/api/generate-prompt'));

// Steps 2-5 are lazy chunks: load them once up front so each test times the wizard, not the module transform.
beforeAll(loadAllSteps, 30_000);
beforeEach(() => resetWizard());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('step 4: prompt generation', () => {
  it('runs on entering the preview, with a spinner, a timestamp and no-cache headers', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const f = stubPrompt(async () => {
      await held;
      return json({ prompt: 'You are Ava, a friendly candidate.', mode: 'sandbox' });
    });
    atPreview();
    renderClient(<Wizard />);
    expect(await screen.findByRole('status', { name: 'Generating prompt' })).toBeTruthy();
    expect((screen.getByRole('button', { name: /Continue to Launch/ }) as HTMLButtonElement).disabled).toBe(true);
    release();
    expect((await screen.findByTestId('prompt-text')).textContent).toBe('You are Ava, a friendly candidate.');
    const [call] = promptCalls(f);
    expect(call.url).toMatch(/^\/api\/generate-prompt\?v=\d+$/);
    expect(call.init?.headers).toMatchObject({ 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
    expect(JSON.parse(String(call.init?.body))).toMatchObject({
      industry: 'technology',
      name: 'Ava',
      toneBooster: ['Analytical'],
      hometown: 'Chicago, IL',
    });
    expect(
      f.calls.some((c) => c.url === '/api/analytics/wizard-step' && JSON.parse(String(c.init?.body)).step === 4),
    ).toBe(true);
  });

  it.each([
    [
      '429',
      () => json({ error: 'slow down' }, 429, 'Too Many Requests'),
      'Too many requests. Please wait a moment before trying again.',
    ],
    [
      '400',
      () => json({ error: 'Configuration incomplete: Agent name is required' }, 400, 'Bad Request'),
      'Invalid configuration. Please check your agent settings.',
    ],
    [
      'a server error with a message',
      () => json({ error: 'The language model is unavailable' }, 503, 'Service Unavailable'),
      'The language model is unavailable',
    ],
    [
      'a server error without one',
      () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
      'Server error: Internal Server Error',
    ],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to generate prompt'],
  ])('%s: shows the spec message and Regenerate recovers', async (_case, failure, message) => {
    const f = stubPrompt(failure, () => json({ prompt: 'Second try prompt', mode: 'sandbox' }));
    atPreview();
    renderClient(<Wizard />);
    const error = await screen.findByTestId('prompt-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain(message);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Regenerate/ })));
    expect((await screen.findByTestId('prompt-text')).textContent).toBe('Second try prompt');
    expect(promptCalls(f)).toHaveLength(2);
  });

  it('an incomplete agent is explained without a request; Regenerate asks the server anyway', async () => {
    const f = stubPrompt(() =>
      json({ error: 'Configuration incomplete: Industry selection is required' }, 400, 'Bad Request'),
    );
    atPreview({ ...ready, industry: 'custom', industryCustom: '  ', name: '' });
    renderClient(<Wizard />);
    expect((await screen.findByTestId('prompt-error')).textContent).toContain(
      'Configuration incomplete: Industry selection is required, Agent name is required',
    );
    expect(promptCalls(f)).toHaveLength(0);
    expect(screen.getByTestId('agent-industry').textContent).toBe('Not specified');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Regenerate/ })));
    await waitFor(() =>
      expect(screen.getByTestId('prompt-error').textContent).toContain(
        'Invalid configuration. Please check your agent settings.',
      ),
    );
  });

  it('edit, cancel and save changes', async () => {
    stubPrompt(() => json({ prompt: 'Original prompt', mode: 'sandbox' }));
    atPreview();
    renderClient(<Wizard />);
    await screen.findByTestId('prompt-text');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Edit prompt'), { target: { value: 'Discarded text' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('prompt-text').textContent).toBe('Original prompt');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Edit prompt'), { target: { value: 'My edited prompt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByTestId('prompt-text').textContent).toBe('My edited prompt');
    expect(getWizardState().draft.generatedPrompt).toBe('My edited prompt');
  });

  it('the agent card shows the spec fields', async () => {
    stubPrompt(() => json({ prompt: 'p', mode: 'sandbox' }));
    atPreview({
      ...ready,
      gender: 'male',
      age: '40s',
      hometown: 'Austin, TX',
      energyStyle: 'calm',
      toneBooster: ['Warm', 'Confident'],
      industry: 'real-estate',
    });
    renderClient(<Wizard />);
    const card = await screen.findByTestId('agent-card');
    expect(screen.getByTestId('gender-badge').textContent).toBe('M');
    for (const text of ['Ava', '40s', 'Austin, TX-based', 'Calm', 'Warm', 'Confident', 'Real Estate', 'Ready'])
      expect(card.textContent).toContain(text);
    expect(screen.getByTestId('sample-intro').textContent).toContain('This is Ava, calling from Austin');
  });
});

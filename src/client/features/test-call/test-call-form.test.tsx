// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { chooseOption, fetchByPath, json, renderClient } from '../../../../tests/support/render-client';
import { TestCallForm } from './test-call-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: /Send Test Call/ })));
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('voice-call test page', () => {
  it.each([
    ['both empty', '', ''],
    ['no prompt', '+1 212 555 0123', ''],
    ['no phone', '', 'Say hello'],
  ])("%s: 'Missing Information' toast and no request", async (_case, phone, prompt) => {
    const f = fetchByPath({ '/api/config': () => json({}, 404) });
    vi.stubGlobal('fetch', f.fn);
    renderClient(<TestCallForm />);
    fill('Phone number', phone);
    fill('Test prompt', prompt);
    await send();
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Missing Information');
    expect(toast.textContent).toContain('Please provide both phone number and prompt.');
    expect(f.calls.some((c) => c.url === '/api/test-bland-call')).toBe(false);
  });

  it('sends phone, prompt and voice options, and shows the raw JSON answer', async () => {
    const answer = {
      status: 'success',
      call_id: 'sandbox-123',
      message: 'Sandbox: call simulated, no real phone call was placed.',
      mode: 'sandbox',
    };
    const f = fetchByPath({ '/api/config': () => json({}, 404), '/api/test-bland-call': () => json(answer) });
    vi.stubGlobal('fetch', f.fn);
    renderClient(<TestCallForm />);
    fill('Phone number', '+1 212 555 0123');
    fill('Test prompt', 'Say hello');
    await chooseOption(screen.getByRole('combobox', { name: 'Voice gender' }), 'Male');
    await chooseOption(screen.getByRole('combobox', { name: 'Voice age' }), '50s');
    await send();
    const result = await screen.findByTestId('test-call-result');
    expect(JSON.parse(result.textContent!)).toEqual(answer);
    const body = JSON.parse(String(f.calls.find((c) => c.url === '/api/test-bland-call')!.init!.body));
    expect(body).toEqual({
      phoneNumber: '+1 212 555 0123',
      prompt: 'Say hello',
      options: { gender: 'male', age: '50s' },
    });
  });

  it("a failed call: 'API Call Failed' toast, details in the console", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      fetchByPath({
        '/api/config': () => json({}, 404),
        '/api/test-bland-call': () =>
          json({ error: 'Please enter a valid phone number with at least 10 digits' }, 400, 'Bad Request'),
      }).fn,
    );
    renderClient(<TestCallForm />);
    fill('Phone number', '12345');
    fill('Test prompt', 'Say hello');
    await send();
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('API Call Failed');
    expect(toast.textContent).toContain('Failed to make API call. Check console for details.');
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByTestId('test-call-result')).toBeNull();
  });
});

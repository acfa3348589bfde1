// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchByPath, json, renderClient } from '../../../../tests/support/render-client';
import { CALL_CONSENT_TEXT } from '@common/wizard/options';
import { StepLaunch } from './step-launch';
import { INITIAL_DRAFT } from './wizard-draft';

const AGENT_ID = '0b6f3c1e-7d7a-4d3e-9a59-2a4f9c1b7e10';
const TRIAL_ID = '5e0d7a44-55a1-4c1f-9b0e-3b7f3b3c2d11';
const CALL_ID = '9a1d2c3b-4e5f-4a6b-8c7d-6e5f4a3b2c1d';
const draft = { ...INITIAL_DRAFT, name: 'Ava', generatedPrompt: 'You are Ava.' };
const VERIFICATION_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** The server's phone verification, Sandbox mode: the code is answered, to be shown on screen. */
const otp = {
  '/api/phone-verifications/check': (init: RequestInit | undefined) =>
    JSON.parse(String(init?.body)).code === '482913'
      ? json({ verified: true, phoneNumber: '+12125550123', verifiedAt: '2026-11-24T08:00:00.000Z' })
      : json({ error: 'That code is not right. 4 tries left.', code: 'VALIDATION' }, 400, 'Bad Request'),
  '/api/phone-verifications': (init: RequestInit | undefined) =>
    json({
      verificationId: VERIFICATION_ID,
      phoneNumber: JSON.parse(String(init?.body)).phoneNumber,
      mode: 'sandbox',
      sandboxCode: '482913',
      expiresAt: '2026-11-24T08:10:00.000Z',
    }),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
beforeEach(() => vi.stubGlobal('fetch', fetchByPath({ '/api/config': () => json({}, 404), ...otp }).fn));

const phone = () => screen.getByLabelText('Your phone number') as HTMLInputElement;
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
/** Verify, then type the code shown on screen (Sandbox) and confirm it. */
const verifyWithCode = async (code = '482913') => {
  verify();
  const field = (await screen.findByLabelText('Verification code')) as HTMLInputElement;
  fireEvent.change(field, { target: { value: code } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Confirm/ })));
};
const spinUp = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: /Spin Up Agent/ })));

describe('step 5, Launch: phone verification', () => {
  it('needs at least 10 digits', async () => {
    renderClient(<StepLaunch draft={draft} onBack={vi.fn()} />);
    fireEvent.change(phone(), { target: { value: '555-0123' } });
    verify();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid phone number with at least 10 digits');
    expect(phone().getAttribute('aria-invalid')).toBe('true');
  });

  it("reformats a 10-digit number, sends a code, and only the server's approval makes the button read 'Verified'", async () => {
    const f = fetchByPath({ '/api/config': () => json({}, 404), ...otp });
    vi.stubGlobal('fetch', f.fn);
    renderClient(<StepLaunch draft={draft} onBack={vi.fn()} />);
    fireEvent.change(phone(), { target: { value: '2125550123' } });
    verify();
    expect(phone().value).toBe('+1 (212) 555-0123');
    // Sandbox: no text is sent, the code is on screen, labelled Sandbox.
    const shown = await screen.findByTestId('sandbox-code');
    expect(shown.textContent).toBe('SandboxNo text message is sent. Your code is 482913');
    expect(screen.queryByRole('button', { name: 'Verified' })).toBeNull();
    // A wrong code: the server's words, under the code field; still not verified.
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '111111' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Confirm/ })));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. 4 tries left.');
    expect(screen.queryByRole('button', { name: 'Verified' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '482913' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Confirm/ })));
    const button = (await screen.findByRole('button', { name: 'Verified' })) as HTMLButtonElement;
    expect(
      f.calls.filter((c) => c.url.startsWith('/api/phone-verifications')).map((c) => JSON.parse(String(c.init?.body))),
    ).toEqual([
      { phoneNumber: '+12125550123' },
      { verificationId: VERIFICATION_ID, code: '111111' },
      { verificationId: VERIFICATION_ID, code: '482913' },
    ]);
    expect(button.disabled).toBe(true);
    // Editing the number means it must be verified again.
    fireEvent.change(phone(), { target: { value: '+1 (212) 555-0124' } });
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps an extension apart and shows the real reason for a number of another country typed without +', async () => {
    const f = fetchByPath({
      '/api/config': () => json({}, 404),
      ...otp,
      '/api/save-agent-config': () => json({ error: 'stop here' }, 400),
    });
    vi.stubGlobal('fetch', f.fn);
    renderClient(<StepLaunch draft={draft} onBack={vi.fn()} />);
    fireEvent.change(phone(), { target: { value: '020 7946 0958' } });
    verify();
    expect(screen.getByRole('alert').textContent).toMatch(
      /too many digits for United States \(\+1\)\. Start numbers from other countries with \+/,
    );
    fireEvent.change(phone(), { target: { value: '(212) 555-0123 ext 45' } });
    await verifyWithCode();
    expect(phone().value).toBe('+1 (212) 555-0123 ext. 45');
    // The code goes to the number alone; the extension is kept for the trial.
    const sent = f.calls.find((c) => c.url === '/api/phone-verifications');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ phoneNumber: '+12125550123' });
    await spinUp();
    const saved = f.calls.find((c) => c.url === '/api/save-agent-config');
    expect(JSON.parse(String(saved?.init?.body)).phoneNumber).toBe('+12125550123;ext=45');
  });

  it('Spin Up Agent needs a verified number first; the consent line sits under the button', async () => {
    renderClient(<StepLaunch draft={draft} onBack={vi.fn()} />);
    fireEvent.change(phone(), { target: { value: '2125550123' } });
    await spinUp();
    expect(screen.getByRole('alert').textContent).toBe('Please verify your phone number first');
    expect(screen.getByTestId('consent-text').textContent).toBe(CALL_CONSENT_TEXT);
    expect(screen.getByRole('link', { name: /Book a call/ }).getAttribute('href')).toBe('/pricing');
  });
});

describe('step 5, Launch: the launch flow', () => {
  const verifyAndLaunch = async () => {
    fireEvent.change(phone(), { target: { value: '2125550123' } });
    await verifyWithCode();
    await spinUp();
  };

  it('saves, records the trial, launches with consent and goes to /success?id=<agentId>', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const f = fetchByPath({
      '/api/config': () => json({}, 404),
      ...otp,
      '/api/save-agent-config': () => json({ id: AGENT_ID }),
      '/api/voice-agent-trials': () => json({ id: TRIAL_ID }),
      '/api/launch-agent': async () => {
        await held;
        return new Response(
          JSON.stringify({ success: true, agentId: AGENT_ID, trialId: TRIAL_ID, callId: CALL_ID, mode: 'sandbox' }),
          { status: 200 },
        );
      },
    });
    vi.stubGlobal('fetch', f.fn);
    const { location } = renderClient(<StepLaunch draft={draft} onBack={vi.fn()} />);
    await verifyAndLaunch();
    expect(await screen.findByText('Launching...')).toBeTruthy();
    release();
    await waitFor(() => expect(location.history.at(-1)).toBe(`/success?id=${AGENT_ID}`));

    const bodies = Object.fromEntries(
      f.calls.filter((c) => c.init?.body).map((c) => [c.url, JSON.parse(String(c.init!.body))]),
    );
    expect(bodies['/api/save-agent-config']).toMatchObject({
      name: 'Ava',
      phoneNumber: '+12125550123',
      generatedPrompt: 'You are Ava.',
    });
    expect(bodies['/api/voice-agent-trials']).toMatchObject({
      phoneNumber: '+12125550123',
      callStatus: 'verified',
      agentConfig: { id: AGENT_ID },
    });
    expect(bodies['/api/launch-agent']).toMatchObject({
      phoneNumber: '+12125550123',
      consent: true,
      agentConfig: { id: AGENT_ID, name: 'Ava' },
    });
    expect(f.calls.map((c) => c.url).filter((u) => u !== '/api/config')).toEqual([
      '/api/phone-verifications',
      '/api/phone-verifications/check',
      '/api/save-agent-config',
      '/api/voice-agent-trials',
      '/api/launch-agent',
    ]);
  });

  it('a failed trial record is only warned about; the launch goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      fetchByPath({
        '/api/config': () => json({}, 404),
        ...otp,
        '/api/save-agent-config': () => json({ id: AGENT_ID }),
        '/api/voice-agent-trials': () => json({ error: 'db down' }, 500, 'Internal Server Error'),
        '/api/launch-agent': () =>
          json({ success: true, agentId: AGENT_ID, trialId: TRIAL_ID, callId: CALL_ID, mode: 'sandbox' }),
      }).fn,
    );
    const { location } = renderClient(<StepLaunch draft={draft} onBack={vi.fn()} />);
    await verifyAndLaunch();
    await waitFor(() => expect(location.history.at(-1)).toBe(`/success?id=${AGENT_ID}`));
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'the server error',
      json(
        { error: 'This phone number has reached its limit of 3 trial calls today. Please try again tomorrow.' },
        429,
        'Too Many Requests',
      ),
      'Failed to launch agent: This phone number has reached its limit of 3 trial calls today. Please try again tomorrow.',
    ],
    [
      'the server message',
      json({ message: 'Voice provider rejected the call' }, 502, 'Bad Gateway'),
      'Failed to launch agent: Voice provider rejected the call',
    ],
    [
      'the status text',
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
      'Failed to launch agent: Service Unavailable',
    ],
  ])('a failed launch shows %s in a destructive toast and stays on the step', async (_what, answer, text) => {
    vi.stubGlobal(
      'fetch',
      fetchByPath({
        '/api/config': () => json({}, 404),
        ...otp,
        '/api/save-agent-config': () => json({ id: AGENT_ID }),
        '/api/voice-agent-trials': () => json({ id: TRIAL_ID }),
        '/api/launch-agent': () => answer,
      }).fn,
    );
    const { location } = renderClient(<StepLaunch draft={draft} onBack={vi.fn()} />);
    await verifyAndLaunch();
    const toast = await screen.findByTestId('toast');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(toast.textContent).toContain(text);
    expect(location.history.at(-1)).toBe('/');
    expect(screen.getByRole('button', { name: /Spin Up Agent/ })).toBeTruthy();
  });

  it('a failed save stops the flow with the save message', async () => {
    const f = fetchByPath({
      '/api/config': () => json({}, 404),
      ...otp,
      '/api/save-agent-config': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    vi.stubGlobal('fetch', f.fn);
    renderClient(<StepLaunch draft={draft} onBack={vi.fn()} />);
    await verifyAndLaunch();
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'Failed to launch agent: Failed to save agent config: Internal Server Error',
    );
    expect(f.calls.some((c) => c.url === '/api/launch-agent')).toBe(false);
  });
});

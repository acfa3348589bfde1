// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dismissToast } from '@client/lib/use-toast';
import { fetchByPath, findToast, json, renderClient } from '../../../../tests/support/render-client';
import { DepositCard } from './deposit-card';

// Spec §4 deposit: "then verification (button 'Verify Payment Status', 'Verifying...')". The
// spec's words are literal strings here, not the constants the card uses.

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
  localStorage.clear();
});

describe('deposit card', () => {
  it("reads 'Verifying...' on the disabled button while the payment is being verified", async () => {
    // A card payment that came back from the provider's redirect resumes at verification.
    window.history.replaceState({}, '', '/pricing?payment_intent=pi_held');
    let answer!: (r: Response) => void;
    const held = new Promise<Response>((resolve) => (answer = resolve));
    const fetch = fetchByPath({
      '/api/deposit/status': () => json({ verified: false, paymentId: null, provider: null }),
      '/api/verify-payment/pi_held': () => held,
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderClient(<DepositCard />, { path: '/pricing' });

    const button = await screen.findByRole('button', { name: 'Verify Payment Status' });
    expect(button.textContent).toBe('Verify Payment Status');
    fireEvent.click(button);

    await waitFor(() => expect(button.textContent).toBe('Verifying...'));
    expect(button).toHaveProperty('disabled', true);
    expect(fetch.calls.map((c) => c.url)).toContain('/api/verify-payment/pi_held');

    // The provider has not confirmed it yet: the button comes back for another try.
    await act(async () => answer(json({ verified: false, mode: 'sandbox' })));
    await findToast('Payment Verification Pending');
    await waitFor(() => expect(button.textContent).toBe('Verify Payment Status'));
    expect(button).toHaveProperty('disabled', false);
  });

  it('remembers a payment made and never verified: on return it is verified without a click, then forgotten', async () => {
    localStorage.setItem('callcraft.deposit.paid', 'pi_before_reload');
    let verified = false;
    const fetch = fetchByPath({
      '/api/deposit/status': () =>
        json(
          verified
            ? { verified: true, paymentId: 'pi_before_reload', provider: 'sandbox-card' }
            : { verified: false, paymentId: null, provider: null },
        ),
      '/api/verify-payment/pi_before_reload': () => {
        verified = true;
        return json({ verified: true, mode: 'sandbox' });
      },
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderClient(<DepositCard />, { path: '/pricing' });

    expect(await screen.findByTestId('deposit-paid', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay $100 Deposit' })).toBeNull();
    expect(fetch.calls.filter((c) => c.url.startsWith('/api/verify-payment/')).length).toBe(1);
    await waitFor(() => expect(localStorage.getItem('callcraft.deposit.paid')).toBeNull());
  });

  it('a remembered payment the provider has not confirmed stays at verification, not "Pay"', async () => {
    localStorage.setItem('callcraft.deposit.paid', 'pi_not_yet');
    const fetch = fetchByPath({
      '/api/deposit/status': () => json({ verified: false, paymentId: null, provider: null }),
      '/api/verify-payment/pi_not_yet': () => json({ verified: false, mode: 'sandbox' }),
    });
    vi.stubGlobal('fetch', fetch.fn);
    renderClient(<DepositCard />, { path: '/pricing' });
    await findToast('Payment Verification Pending');
    expect(await screen.findByRole('button', { name: 'Verify Payment Status' })).toBeTruthy();
    expect(localStorage.getItem('callcraft.deposit.paid')).toBe('pi_not_yet');
  });
});

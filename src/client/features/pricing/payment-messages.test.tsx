// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@client/lib/query-client';
import { dismissToast, toast } from '@client/lib/use-toast';
import { WALLET_POPUP_MESSAGE } from '@common/payments/schemas';
import { fetchByPath, json, renderClient } from '../../../../tests/support/render-client';
import { announceCardFailure, announceCardSuccess, announceCardUncertain } from './card-result';
import { CardCheckout } from './card-checkout';
import { useVerifyPayment } from './use-deposit';
import { useWalletCheckout } from './use-wallet-checkout';

// Spec §8's payment messages, each asserted against the spec's own words (literal strings here,
// not the constants the code uses), and the toasts' timing: one at a time, 5000 ms.

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shown = () => screen.queryAllByTestId('toast').filter((t) => t.getAttribute('data-state') !== 'closed');
const expectToast = async (title: string, description?: string) => {
  await waitFor(() => expect(shown().map((t) => t.textContent)).toEqual([expect.stringContaining(title)]));
  if (description) expect(shown()[0].textContent).toContain(description);
};

describe('toasts', () => {
  it('show one at a time and close after 5000 ms', async () => {
    vi.useFakeTimers();
    renderClient(<div />);
    act(() => void toast({ title: 'First' }));
    act(() => void toast({ title: 'Second' }));
    expect(shown().map((t) => t.textContent)).toEqual([expect.stringContaining('Second')]);
    act(() => vi.advanceTimersByTime(4900));
    expect(shown()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});

describe('card messages', () => {
  it('success, failure (provider message or the generic one) and an uncertain status', async () => {
    renderClient(<div />);
    act(() => announceCardSuccess());
    await expectToast('Payment Successful', 'Your deposit has been processed successfully.');
    act(() => void announceCardFailure(new Error('Your card was declined.')));
    await expectToast('Payment Failed', 'Your card was declined.');
    expect(shown()[0].getAttribute('data-variant')).toBe('destructive');
    let inline = '';
    act(() => void (inline = announceCardFailure({})));
    expect(inline).toBe('An unexpected error occurred');
    await expectToast('Payment Failed', 'An unexpected error occurred');
    act(() => void (inline = announceCardUncertain()));
    expect(inline).toBe('Something went wrong.');
    await expectToast('Payment Status Uncertain', 'contact support');
  });

  it('a live intent without a publishable key cannot initialise the card form', () => {
    renderClient(
      <CardCheckout
        intent={{ mode: 'live', paymentId: 'pi_1', clientSecret: 'pi_1_secret', publishableKey: null }}
        onPaid={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed to initialize payment system. Please try again later.');
  });
});

describe('wallet messages', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
  );
  const popupStub = () => ({ closed: false, location: { href: '' }, close() {} });
  const run = async (opts: {
    popup: ReturnType<typeof popupStub> | null;
    order?: () => Response;
    report?: 'approved' | 'pending' | 'cancelled';
  }) => {
    cleanup(); // one Toaster on the page
    vi.stubGlobal('open', () => opts.popup);
    vi.stubGlobal(
      'fetch',
      fetchByPath({
        '/api/order':
          opts.order ??
          (() =>
            json({
              id: 'ORDER1',
              links: [{ href: 'https://paypal.test/checkoutnow?token=ORDER1', rel: 'approve', method: 'GET' }],
              mode: 'sandbox',
            })),
        '/api/verify-payment/ORDER1': () => json({ verified: false, mode: 'sandbox' }),
      }).fn,
    );
    renderClient(<div />);
    const { result } = renderHook(() => useWalletCheckout(vi.fn()), { wrapper });
    const started = act(() => result.current.start());
    if (opts.popup && opts.report) {
      await waitFor(() => expect(opts.popup!.location.href).toContain('checkoutnow'));
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: WALLET_POPUP_MESSAGE, status: opts.report, orderId: 'ORDER1' },
        }),
      );
      opts.popup.closed = true;
    }
    await started;
  };

  it('popup blocked', async () => {
    await run({ popup: null });
    await expectToast('PayPal Payment Failed', 'PayPal popup was blocked. Please allow popups and try again.');
  });
  it('order creation failed', async () => {
    await run({ popup: popupStub(), order: () => json({ error: 'down' }, 500) });
    await expectToast('PayPal Payment Failed', 'PayPal order creation failed');
  });
  it('approval URL not found', async () => {
    await run({ popup: popupStub(), order: () => json({ id: 'ORDER1', links: [], mode: 'sandbox' }) });
    await expectToast('PayPal Payment Failed', 'PayPal approval URL not found');
  });
  it('approved, cancelled, and still completing at PayPal', async () => {
    await run({ popup: popupStub(), report: 'approved' });
    await expectToast('PayPal Payment Successful', 'Your deposit has been processed successfully.');
    await run({ popup: popupStub(), report: 'cancelled' });
    await expectToast('Payment Cancelled');
    await run({ popup: popupStub(), report: 'pending' });
    await expectToast('Payment Verification Pending');
  }, 15_000);
});

describe('verification messages', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
  );
  const verify = async (answer: () => Response) => {
    cleanup(); // one Toaster on the page
    vi.stubGlobal(
      'fetch',
      fetchByPath({
        '/api/verify-payment/pi_1': answer,
        '/api/deposit/status': () => json({ verified: true }),
        '/api/booking/config': () => json({}),
      }).fn,
    );
    renderClient(<div />);
    const { result } = renderHook(() => useVerifyPayment(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync('pi_1').catch(() => undefined);
    });
  };
  it('not verified, a request error, and verified', async () => {
    await verify(() => json({ verified: false, mode: 'sandbox' }));
    await expectToast('Payment Verification Pending');
    await verify(() => json({ error: 'boom' }, 500));
    await expectToast('Verification Error', 'There was an issue verifying your payment');
    await verify(() => json({ verified: true, mode: 'sandbox' }));
    await expectToast('Deposit Verified!', 'Your booking calendar is now available.');
  });
});

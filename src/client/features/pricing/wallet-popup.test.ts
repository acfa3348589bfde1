// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WALLET_POPUP_MESSAGE } from '@common/payments/schemas';
import { openPopup, watchPopup } from './wallet-popup';

const post = (data: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin }));

describe('wallet popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a 500 by 600 window, and reports a blocked one as null', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openPopup(window, '/api/sandbox/wallet/approve?token=X')).toBeNull();
    expect(open.mock.calls[0][2]).toMatch(/^width=500,height=600,/);
  });

  it('checks for closure every 1000 ms and resolves with the reported outcome', async () => {
    const popup = { closed: false } as Window;
    let settled: unknown;
    void watchPopup(window, popup, 'ORDER1').then((o) => (settled = o));
    post({ type: WALLET_POPUP_MESSAGE, status: 'approved', orderId: 'ORDER1' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toBeUndefined(); // still open
    (popup as { closed: boolean }).closed = true;
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBeUndefined(); // not polled yet
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ status: 'approved' });
  });

  it('ignores messages from other origins, other orders and other shapes', async () => {
    const popup = { closed: false } as Window;
    const outcome = watchPopup(window, popup, 'ORDER2');
    post({ type: WALLET_POPUP_MESSAGE, status: 'approved', orderId: 'ORDER2' }, 'https://evil.example');
    post({ type: WALLET_POPUP_MESSAGE, status: 'approved', orderId: 'OTHER' });
    post({ status: 'approved', orderId: 'ORDER2' });
    (popup as { closed: boolean }).closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toEqual({ status: 'closed' });
  });

  it('passes on a cancellation or failure message', async () => {
    const popup = { closed: false } as Window;
    const outcome = watchPopup(window, popup, 'ORDER3');
    post({
      type: WALLET_POPUP_MESSAGE,
      status: 'failed',
      orderId: 'ORDER3',
      message: 'PayPal has not completed this payment.',
    });
    (popup as { closed: boolean }).closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toEqual({ status: 'failed', message: 'PayPal has not completed this payment.' });
  });
});

import { ZWalletPopupMessage } from '@common/payments/schemas';
import { POPUP_HEIGHT, POPUP_POLL_MS, POPUP_WIDTH } from './messages';

// The wallet popup (spec §4): 500 by 600, polled every second for closure. Our return and cancel
// pages post the outcome to this window just before closing; a popup closed by hand says nothing.

export type PopupOutcome =
  { status: 'approved' | 'pending' | 'cancelled' | 'failed'; message?: string } | { status: 'closed' };

/** Opens the popup centred over the page; null when the browser blocked it. */
export function openPopup(win: Window, url: string): Window | null {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  return win.open(url, 'callcraft-wallet', `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`);
}

/** Resolves once the popup is closed, with what it reported for this order (if anything). */
export function watchPopup(win: Window, popup: Window, orderId: string, signal?: AbortSignal): Promise<PopupOutcome> {
  return new Promise((resolve) => {
    let reported: PopupOutcome | null = null;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin) return;
      const parsed = ZWalletPopupMessage.safeParse(event.data);
      if (!parsed.success || parsed.data.orderId !== orderId) return;
      reported = { status: parsed.data.status, ...(parsed.data.message ? { message: parsed.data.message } : {}) };
    };
    const finish = () => {
      win.clearInterval(timer);
      win.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', finish);
      resolve(reported ?? { status: 'closed' });
    };
    win.addEventListener('message', onMessage);
    signal?.addEventListener('abort', finish);
    const timer = win.setInterval(() => {
      if (popup.closed) finish();
    }, POPUP_POLL_MS);
  });
}

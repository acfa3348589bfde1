import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@client/lib/use-toast';
import { createOrder, verifyPayment } from './pricing-api';
import { VERIFY, WALLET } from './messages';
import { openPopup, watchPopup } from './wallet-popup';

class WalletError extends Error {}

/**
 * PayPal in a popup (spec §4, §7, §8). The popup opens at once, on the click, so browsers don't
 * block it, and is pointed at the approval page once the order exists. `processing` lasts until
 * the popup closes. A popup closed without a word is checked with the server before calling it
 * cancelled (a visitor may close it by hand right after paying).
 */
export function useWalletCheckout(onPaid: (orderId: string) => void) {
  const [processing, setProcessing] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(async () => {
    const popup = openPopup(window, 'about:blank');
    if (!popup) {
      toast({ title: WALLET.failedTitle, description: WALLET.popupBlocked, variant: 'destructive' });
      return;
    }
    setProcessing(true);
    abort.current = new AbortController();
    try {
      const order = await createOrder().catch(() => {
        throw new WalletError(WALLET.orderFailed);
      });
      const approve = order.links.find((l) => l.rel === 'approve')?.href;
      if (!order.id || !approve) throw new WalletError(WALLET.noApprovalUrl);
      popup.location.href = approve;
      let outcome = await watchPopup(window, popup, order.id, abort.current.signal);
      if (outcome.status === 'closed') {
        const { verified } = await verifyPayment(order.id).catch(() => ({ verified: false }));
        outcome = { status: verified ? 'approved' : 'cancelled' };
      }
      if (outcome.status === 'approved') {
        toast({ title: WALLET.successTitle, description: WALLET.successDescription });
        onPaid(order.id);
      } else if (outcome.status === 'pending') {
        // PayPal is still capturing: "Verify Payment Status" (or PayPal's webhook) records it later.
        toast({ title: VERIFY.pendingTitle, description: VERIFY.pendingDescription });
      } else if (outcome.status === 'cancelled') {
        toast({ title: WALLET.cancelledTitle, description: WALLET.cancelledDescription });
      } else {
        toast({
          title: WALLET.failedTitle,
          description: outcome.message ?? WALLET.orderFailed,
          variant: 'destructive',
        });
      }
    } catch (err) {
      if (!popup.closed) popup.close();
      toast({
        title: WALLET.failedTitle,
        description: err instanceof WalletError ? err.message : WALLET.orderFailed,
        variant: 'destructive',
      });
    } finally {
      setProcessing(false);
    }
  }, [onPaid]);

  return { start, processing };
}

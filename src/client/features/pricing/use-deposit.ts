import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDepositStatusResponse } from '@common/payments/schemas';
import { toast } from '@client/lib/use-toast';
import { BOOKING_CONFIG_KEY, DEPOSIT_STATUS_KEY, verifyPayment } from './pricing-api';
import { VERIFY } from './messages';

/** The visitor's deposit as the server knows it: it survives a reload (cookie-bound, server-side). */
export function useDepositStatus() {
  return useQuery<TDepositStatusResponse>({ queryKey: DEPOSIT_STATUS_KEY });
}

/** 'Verify Payment Status': the server asks the provider; the three outcomes toast as in §8. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: async ({ verified }) => {
      if (!verified) {
        toast({ title: VERIFY.pendingTitle, description: VERIFY.pendingDescription });
        return;
      }
      toast({ title: VERIFY.successTitle, description: VERIFY.successDescription });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DEPOSIT_STATUS_KEY }),
        queryClient.invalidateQueries({ queryKey: BOOKING_CONFIG_KEY }),
      ]);
    },
    onError: () => toast({ title: VERIFY.errorTitle, description: VERIFY.errorDescription, variant: 'destructive' }),
  });
}

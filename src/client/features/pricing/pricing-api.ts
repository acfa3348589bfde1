import { apiRequest } from '@client/lib/api';
import type {
  TCreateDepositIntentResponse,
  TCreateOrderResponse,
  TSandboxCardConfirmRequest,
  TSandboxCardConfirmResponse,
  TVerifyPaymentResponse,
} from '@common/payments/schemas';
import type { TCreateBookingInput, TCreateBookingResponse } from '@common/booking/schemas';

// The pricing page's calls (spec §7). The amounts sent are what the spec's page sends; the server
// ignores them and charges its own fixed deposit.

export const DEPOSIT_STATUS_KEY = ['/api/deposit/status'] as const;
export const BOOKING_CONFIG_KEY = ['/api/booking/config'] as const;

export const createDepositIntent = () =>
  apiRequest<TCreateDepositIntentResponse>('POST', '/api/create-deposit-intent', {
    amount: 100,
    metadata: { type: 'agent_deposit', purpose: 'custom_agent_development' },
  });

export const confirmSandboxCard = (body: TSandboxCardConfirmRequest) =>
  apiRequest<TSandboxCardConfirmResponse>('POST', '/api/sandbox/card/confirm', body);

export const createOrder = () =>
  apiRequest<TCreateOrderResponse>('POST', '/api/order', { amount: '100.00', currency: 'USD', intent: 'CAPTURE' });

export const verifyPayment = (paymentId: string) =>
  apiRequest<TVerifyPaymentResponse>('GET', `/api/verify-payment/${encodeURIComponent(paymentId)}`);

export const createBooking = (body: TCreateBookingInput) =>
  apiRequest<TCreateBookingResponse>('POST', '/api/booking', body);

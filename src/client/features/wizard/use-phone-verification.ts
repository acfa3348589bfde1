import { useState } from 'react';
import { errorText } from '@client/lib/api';
import type { TStartPhoneVerificationResponse } from '@common/wizard/verification';
import { checkPhoneVerification, startPhoneVerification } from './wizard-api';

export type PhoneVerificationState =
  | { step: 'idle' }
  | { step: 'sending' }
  | { step: 'code'; sent: TStartPhoneVerificationResponse; checking: boolean }
  | { step: 'verified'; e164: string };

/**
 * The Launch step's proof of the number: Verify texts a code, the visitor types it, the server
 * checks it and remembers the approval. Only then does the step show 'Verified'. Errors are the
 * server's words (wrong code with tries left, expired, too many codes today).
 */
export function usePhoneVerification(onError: (message: string | undefined) => void) {
  const [state, setState] = useState<PhoneVerificationState>({ step: 'idle' });
  return {
    state,
    reset: () => setState({ step: 'idle' }),
    async send(phoneNumber: string) {
      setState({ step: 'sending' });
      try {
        const sent = await startPhoneVerification(phoneNumber);
        setState({ step: 'code', sent, checking: false });
        onError(undefined);
      } catch (err) {
        setState({ step: 'idle' });
        onError(errorText(err));
      }
    },
    async check(code: string) {
      if (state.step !== 'code') return;
      const { sent } = state;
      setState({ step: 'code', sent, checking: true });
      try {
        const ok = await checkPhoneVerification(sent.verificationId, code.trim());
        setState({ step: 'verified', e164: ok.phoneNumber });
        onError(undefined);
      } catch (err) {
        setState({ step: 'code', sent, checking: false });
        onError(errorText(err));
      }
    },
  };
}

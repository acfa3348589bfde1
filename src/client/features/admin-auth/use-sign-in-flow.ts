import { useState } from 'react';
import { ApiError } from '@client/lib/api';
import { verifySecondFactor, type SignInResult } from './auth-api';

export type FailureKind = 'rejected' | 'rate-limited' | 'error';

/** Classifies a failed auth call: wrong credentials, throttled (with the server's message), or anything else. */
export function classifyFailure(err: unknown): { kind: FailureKind; message?: string } {
  if (err instanceof ApiError) {
    if (err.status === 429) return { kind: 'rate-limited', message: err.serverMessage };
    if (err.status === 401 || err.status === 400 || err.status === 422)
      return { kind: 'rejected', message: err.serverMessage };
  }
  return { kind: 'error', message: err instanceof ApiError ? err.serverMessage : undefined };
}

/**
 * Sign-in with an optional second factor: `submit` runs the first step; when the server asks for
 * a code, `needsCode` turns on and `submitCode` finishes. `onDone` runs once a session exists.
 */
export function useSignInFlow(opts: { onDone(): void; onFailure(err: unknown, step: 'password' | 'code'): void }) {
  const [busy, setBusy] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);

  const run = async (step: 'password' | 'code', action: () => Promise<SignInResult | void>) => {
    setBusy(true);
    try {
      const result = await action();
      if (result && result.twoFactor) setNeedsCode(true);
      else opts.onDone();
    } catch (err) {
      opts.onFailure(err, step);
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    needsCode,
    submit: (action: () => Promise<SignInResult | void>) => run('password', action),
    submitCode: (code: string) => run('code', () => verifySecondFactor(code)),
    cancelCode: () => setNeedsCode(false),
  };
}

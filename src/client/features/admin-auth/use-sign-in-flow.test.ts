import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api';
import { classifyFailure } from './use-sign-in-flow';

const apiError = (status: number, body: object) => new ApiError(status, 'x', JSON.stringify(body), body as never);

describe('classifyFailure', () => {
  it('treats wrong credentials as rejected (the page shows "Invalid username or password")', () => {
    expect(
      classifyFailure(apiError(401, { error: 'Invalid username or password', code: 'UNAUTHENTICATED' })).kind,
    ).toBe('rejected');
  });
  it('passes the throttle message through', () => {
    expect(
      classifyFailure(
        apiError(429, {
          error: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
          code: 'RATE_LIMITED',
        }),
      ),
    ).toEqual({
      kind: 'rate-limited',
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    });
  });
  it('treats server failures and network errors as errors ("Login Error")', () => {
    expect(classifyFailure(apiError(500, { error: 'Internal server error', code: 'INTERNAL' })).kind).toBe('error');
    expect(classifyFailure(new TypeError('Failed to fetch')).kind).toBe('error');
  });
});

import { describe, expect, it } from 'vitest';
import { AppError, ERROR_STATUS } from './errors';

describe('AppError', () => {
  it('maps each code to its HTTP status', () => {
    expect(new AppError('RATE_LIMITED', 'x').status).toBe(429);
    expect(new AppError('NOT_FOUND', 'x').status).toBe(404);
    expect(new AppError('UNAUTHENTICATED', 'x').status).toBe(401);
  });
  it('has a status for every code', () => {
    for (const status of Object.values(ERROR_STATUS)) expect(status).toBeGreaterThanOrEqual(400);
  });
});

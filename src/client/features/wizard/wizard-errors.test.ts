import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api';
import {
  launchErrorReason,
  launchFailureText,
  promptErrorMessage,
  promptFailureText,
  saveErrorMessage,
  scrapeErrorMessage,
} from './wizard-errors';

const apiError = (status: number, statusText: string, body: object | null) =>
  new ApiError(status, statusText, body ? JSON.stringify(body) : '', body);

describe('prompt generation errors (spec §8)', () => {
  it('429 and 400 have fixed texts whatever the server says', () => {
    expect(promptErrorMessage(429, 'Too Many Requests', 'slow down')).toBe(
      'Too many requests. Please wait a moment before trying again.',
    );
    expect(promptErrorMessage(400, 'Bad Request', 'Configuration incomplete: Agent name is required')).toBe(
      'Invalid configuration. Please check your agent settings.',
    );
  });
  it("otherwise the server's error, else 'Server error: ' + status text", () => {
    expect(promptErrorMessage(502, 'Bad Gateway', 'The language model is unavailable')).toBe(
      'The language model is unavailable',
    );
    expect(promptErrorMessage(500, 'Internal Server Error')).toBe('Server error: Internal Server Error');
  });
  it("the wizard reads ApiErrors, and shows 'Failed to generate prompt' when there is no answer at all", () => {
    expect(promptFailureText(apiError(503, 'Service Unavailable', { error: 'LLM down' }))).toBe('LLM down');
    expect(promptFailureText(apiError(500, 'Internal Server Error', null))).toBe('Server error: Internal Server Error');
    expect(promptFailureText(new TypeError('Failed to fetch'))).toBe('Failed to generate prompt');
  });
});

describe('launch errors (spec §8)', () => {
  it("takes the server's error, then its message, then 'Failed to launch agent: ' + status text", () => {
    expect(launchErrorReason('Too Many Requests', '{"error":"This phone number has reached its limit"}')).toBe(
      'This phone number has reached its limit',
    );
    expect(launchErrorReason('Bad Gateway', '{"message":"Voice provider rejected the call"}')).toBe(
      'Voice provider rejected the call',
    );
    expect(launchErrorReason('Bad Gateway', '<html>oops</html>')).toBe('Failed to launch agent: Bad Gateway');
    expect(launchErrorReason('Service Unavailable', '')).toBe('Failed to launch agent: Service Unavailable');
  });
  it("is shown as 'Failed to launch agent: ' + reason, without repeating the prefix", () => {
    expect(launchFailureText('Voice provider rejected the call')).toBe(
      'Failed to launch agent: Voice provider rejected the call',
    );
    expect(launchFailureText('Failed to launch agent: Bad Gateway')).toBe('Failed to launch agent: Bad Gateway');
  });
  it('save and scrape errors carry their prefixes', () => {
    expect(saveErrorMessage('Internal Server Error')).toBe('Failed to save agent config: Internal Server Error');
    expect(scrapeErrorMessage('Unprocessable Entity')).toBe('Failed to scrape website: Unprocessable Entity');
  });
});

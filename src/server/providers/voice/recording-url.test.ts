import { describe, expect, it } from 'vitest';
import { isHttpsUrlOn } from './recording-url';

describe('recording links', () => {
  const hosts = ['bland.ai'];
  it('accepts https links on the provider host and its subdomains', () => {
    expect(isHttpsUrlOn('https://bland.ai/recordings/abc.mp3', hosts)).toBe(true);
    expect(isHttpsUrlOn('https://cdn.bland.ai/r/abc.wav', hosts)).toBe(true);
  });
  it('refuses data:, javascript:, http: and foreign or look-alike hosts', () => {
    for (const url of [
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'javascript:alert(1)',
      'http://bland.ai/r.mp3',
      'https://evil.example/bland.ai/r.mp3',
      'https://bland.ai.evil.example/r.mp3',
      'https://notbland.ai/r.mp3',
      'https://bland.ai@evil.example/r.mp3',
      'https://user:pw@bland.ai/r.mp3',
      'not a url',
    ])
      expect(isHttpsUrlOn(url, hosts), url).toBe(false);
  });
});

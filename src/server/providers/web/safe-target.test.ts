import { describe, expect, it } from 'vitest';
import { checkUrlShape, isWebPort } from './safe-target';

// One port policy for every outbound URL: the website reader and webhook endpoints both check
// their URL here (checkTarget → checkUrlShape).
describe('the outbound port policy', () => {
  it.each(['', '80', '443', '8080', '8443', '3000', '45123'])('lets the web port %s through', (port) => {
    expect(isWebPort(port)).toBe(true);
  });
  it.each(['25', '22', '110', '587', '1023', '5432', '3306', '6379', '11211', '27017'])('refuses port %s', (port) => {
    expect(isWebPort(port)).toBe(false);
  });
  it('refuses a public host on a mail or database port before any lookup', () => {
    for (const url of ['http://example.com:25/', 'https://example.com:5432/x'])
      expect(() => checkUrlShape(url)).toThrow(
        expect.objectContaining({ details: expect.objectContaining({ reason: 'port' }) }),
      );
    expect(checkUrlShape('https://example.com:8443/').port).toBe('8443');
  });
});

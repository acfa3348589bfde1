import { describe, expect, it } from 'vitest';
import { normalizeWebsiteUrl, withHttp } from './normalize-website-url';

describe('normalizeWebsiteUrl', () => {
  it('assumes https for an address typed without a scheme', () => {
    expect(normalizeWebsiteUrl('  JoesPlumbing.com ')).toEqual({
      url: 'https://joesplumbing.com/',
      key: 'https://joesplumbing.com',
      guessedScheme: true,
    });
    expect(normalizeWebsiteUrl('localhost:3000/x')).toMatchObject({
      url: 'https://localhost:3000/x',
      guessedScheme: true,
    });
    expect(withHttp('https://joes.com/a?b=1')).toBe('http://joes.com/a?b=1');
  });

  it('gives one cache key per page however it was written', () => {
    const keys = ['https://Joes.com', 'https://joes.com/', 'https://joes.com:443/#top', 'https://joes.com./'].map(
      (u) => normalizeWebsiteUrl(u).key,
    );
    expect(new Set(keys)).toEqual(new Set(['https://joes.com']));
    expect(normalizeWebsiteUrl('http://joes.com/about/?a=1').key).toBe('http://joes.com/about?a=1');
  });

  it('refuses other schemes, credentials and blanks', () => {
    expect(() => normalizeWebsiteUrl('file:///etc/passwd')).toThrow(
      'Only http:// and https:// web addresses can be analysed.',
    );
    expect(() => normalizeWebsiteUrl('javascript:alert(1)')).toThrow('Only http://');
    expect(() => normalizeWebsiteUrl('https://a:b@joes.com')).toThrow(/username or password/);
    expect(() => normalizeWebsiteUrl('   ')).toThrow('A website address is required');
  });
});

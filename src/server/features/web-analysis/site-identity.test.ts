import { describe, expect, it } from 'vitest';
import { isSitePage, siteIdentity } from './site-identity';

describe('siteIdentity', () => {
  it('keys a site by host without www and its path prefix', () => {
    expect(siteIdentity('www.Acme.com')?.key).toBe('acme.com/');
    expect(siteIdentity('https://sites.google.com/view/acme')?.key).toBe('sites.google.com/view/acme/');
    expect(siteIdentity('http://127.0.0.1:4000/dental/index.html')?.key).toBe('127.0.0.1:4000/dental/');
    expect(siteIdentity('   ')).toBeNull();
  });

  it("keeps the business's own pages and none of a neighbour's on the same host", () => {
    const a = siteIdentity('https://sites.google.com/view/a')!;
    expect(isSitePage(a, 'https://sites.google.com/view/a')).toBe(true);
    expect(isSitePage(a, 'https://sites.google.com/view/a/contact')).toBe(true);
    expect(isSitePage(a, 'http://www.sites.google.com/view/a/')).toBe(true);
    expect(isSitePage(a, 'https://sites.google.com/view/ab')).toBe(false);
    expect(isSitePage(a, 'https://sites.google.com/view/b/contact')).toBe(false);
    expect(isSitePage(a, 'https://evil.example/view/a/')).toBe(false);
    const whole = siteIdentity('acme.com')!;
    expect(isSitePage(whole, 'https://acme.com/about')).toBe(true);
    expect(isSitePage(whole, 'https://acme.com.evil.example/')).toBe(false);
  });
});

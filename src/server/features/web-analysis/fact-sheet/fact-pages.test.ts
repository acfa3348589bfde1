import { describe, expect, it } from 'vitest';
import { pickFactPages, sitePrefix } from './fact-pages';

const link = (url: string, text = '') => ({ url, text });

describe('pickFactPages', () => {
  it('picks contact, hours, prices and area pages the reader does not read already', () => {
    const base = 'https://sandovalair.example';
    const picked = pickFactPages(
      `${base}/`,
      [
        link(`${base}/`, 'Home'),
        link(`${base}/services`, 'Services'),
        link(`${base}/about`, 'About'),
        link(`${base}/contact`, 'Contact'),
        link(`${base}/specials`, 'Specials'),
        link(`${base}/privacy`, 'Privacy policy'),
        link(`${base}/where-we-work`, 'Service Area'),
        link(`${base}/faq`, 'FAQ'),
        link(`${base}/menu.pdf`, 'Menu'),
        link(`${base}/blog/hours-of-fun`, 'Hours of fun'),
      ],
      [`${base}/services`, `${base}/about`],
    );
    expect(picked).toEqual([
      { url: `${base}/contact`, kind: 'contact' },
      { url: `${base}/specials`, kind: 'prices' },
      { url: `${base}/where-we-work`, kind: 'area' },
      { url: `${base}/faq`, kind: 'faq' },
    ]);
  });

  it("stays within the business's own folder of a shared host", () => {
    const home = 'https://sites.google.com/view/sandoval-air';
    const picked = pickFactPages(home, [
      link('https://sites.google.com/view/sandoval-air/contact', 'Contact'),
      link('https://sites.google.com/view/little-molars/hours', 'Hours'),
      link('https://other.example/contact', 'Contact'),
      link('https://sites.google.com/view/sandoval-air-2/pricing', 'Pricing'),
    ]);
    expect(picked).toEqual([{ url: 'https://sites.google.com/view/sandoval-air/contact', kind: 'contact' }]);
  });

  it("takes a page's folder as the site's", () => {
    expect(sitePrefix('https://x.example/')).toBe('/');
    expect(sitePrefix('https://x.example/index.php')).toBe('/');
    expect(sitePrefix('https://x.example/view/acme')).toBe('/view/acme/');
    expect(sitePrefix('https://x.example/~joe/shop/index.html')).toBe('/~joe/shop/');
  });
});

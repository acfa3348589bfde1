import { describe, expect, it } from 'vitest';
import { pickRelatedPages } from './related-pages';

const link = (path: string, text = '') => ({ url: `https://shop.example${path}`, text });

describe('pickRelatedPages', () => {
  it("reads a makeup artist's rate card as her services page", () => {
    const picked = pickRelatedPages('https://shop.example/index.php', [
      link('/index.php', 'Home'),
      link('/gallery.php', 'Gallery'),
      link('/rates.php', 'Rates'),
      link('/booking.php', 'Booking'),
    ]);
    expect(picked).toEqual([{ url: 'https://shop.example/rates.php', kind: 'services' }]);
  });

  it('takes the best services, testimonials and about links, then fills up to four', () => {
    const picked = pickRelatedPages('https://shop.example/', [
      link('/', 'Home'),
      link('/contact', 'Contact'),
      link('/company', 'Careers at our company'),
      link('/about-us', 'About us'),
      link('/reviews', 'What customers say'),
      link('/services', 'Services'),
      link('/services/repairs', 'Repairs'),
      link('/menu', 'Menu'),
      link('/terms-of-service', 'Terms of service'),
      link('/privacy', 'Privacy'),
    ]);
    expect(picked).toEqual([
      { url: 'https://shop.example/services', kind: 'services' },
      { url: 'https://shop.example/reviews', kind: 'testimonials' },
      { url: 'https://shop.example/about-us', kind: 'about' },
      // Next best by score: path and anchor text both say menu (3) beats the path alone (2).
      { url: 'https://shop.example/menu', kind: 'services' },
    ]);
  });

  it('finds a page by its anchor text when the path says nothing', () => {
    expect(pickRelatedPages('https://shop.example/', [link('/page-2', 'About')])).toEqual([
      { url: 'https://shop.example/page-2', kind: 'about' },
    ]);
  });

  it('never picks the page itself', () => {
    expect(pickRelatedPages('https://shop.example/services#top', [link('/services', 'Services')])).toEqual([]);
  });
});

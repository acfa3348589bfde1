import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../../providers/web/html-document';
import type { AnalysedPage, PageKind } from '../related-pages';
import { readCustomerTypes } from './read-customers';
import { readServices } from './read-services';
import { readTestimonialTraits } from './read-traits';
import { readTone } from './read-tone';
import { selfText } from './self-description';

// More rules learnt from the real-site corpus (bench/real-sites.json, second round).
// Each case is the shape a real site had, written small.

const page = (html: string, kind: PageKind = 'home', url = 'http://shop.test/'): AnalysedPage => {
  const doc = parseHtmlDocument(html, url);
  return { url, kind, ...doc, links: doc.links };
};

describe('an old table layout', () => {
  it("reads the text cell of a layout row as the page's paragraphs, and leaves its menu cell out", () => {
    const home = page(`<html><body><table class="pageContainer"><tr>
      <td class="nav"><table><tr><td><a href="index.html">Home</a></td></tr><tr><td><a href="services.html">Services</a></td></tr></table></td>
      <td class="content"><p>We are a San Francisco based professional pet care service dedicated to the needs of cats.</p>
      <p>Licensed Bonded Insured</p></td></tr>
      <tr><td>Nail trim</td><td>$15</td></tr></table></body></html>`);
    expect(home.blocks.map((b) => [b.kind, b.text])).toEqual([
      ['paragraph', 'We are a San Francisco based professional pet care service dedicated to the needs of cats.'],
      ['paragraph', 'Licensed Bonded Insured'],
      ['item', 'Nail trim'],
    ]);
  });
});

describe('tone without a "we are …" sentence', () => {
  it('takes the manner words the site repeats about itself, two at most, most repeated first', () => {
    const home = page(`<html><head><title>Alba Gas | Friendly gas engineers</title></head><body>
      <h2>Qualified and friendly</h2><p>Call our friendly team for boilers, fires and cookers.</p>
      <ul><li>Fully qualified engineers</li><li>Competitive prices</li></ul>
      <blockquote>Reliable, reliable, reliable: the best engineers we have had.</blockquote></body></html>`);
    expect(readTone([home]).tone).toBe('Friendly and qualified');
  });

  it('says nothing when the site uses no word of manner', () => {
    const home = page(
      `<html><head><title>Alba Gas</title></head><body><h2>Boilers</h2><p>Boilers, fires and cookers.</p></body></html>`,
    );
    expect(readTone([home]).tone).toBe('');
  });
});

describe('customers from market segments and from whom the site addresses', () => {
  it('names the segments a trade serves when it puts two together or before its customers', () => {
    const home =
      page(`<html><body><p>From small domestic additions to large commercial and industrial installations.</p>
      <h3>Domestic electrical work</h3><p>We offer domestic clients the same high standard.</p>
      <p>Complete solutions for large commercial properties.</p><p>A commercial break.</p></body></html>`);
    expect(readCustomerTypes([home]).customerTypes).toEqual(['Domestic', 'Commercial', 'Industrial']);
  });

  it('"happy to help" names whom the business serves', () => {
    const home = page('<p>Professional stylists in our salon are happy to help customers of all ages.</p>');
    expect(readCustomerTypes([home]).customerTypes).toEqual(['Customers']);
  });

  it('names pets and their kinds when the site speaks of "your pet" more than once, never "your home"', () => {
    const home = page(`<html><body><p>We come to your home so your pet is never caged.</p>
      <p>Your pet gets one groomer every visit.</p><p>We groom your dog or your cat in our van.</p>
      <p>Ring us at your home or office.</p></body></html>`);
    expect(readCustomerTypes([home]).customerTypes).toEqual(['Pets']);
  });
});

describe('the home page headline', () => {
  it('is the hero even when it names services; the services are listed further down', () => {
    const home = page(`<html><body><section class="hero"><h1>Expert Electrical Services Across the UK</h1>
      <div class="stat"><p>NICEIC</p></div><div class="stat"><p>UK-Wide</p></div><div class="stat"><p>SMAS Certified</p></div></section>
      <section><h2>Our Services</h2><div class="card"><h3>Electrical Contracting</h3><p>Offices and shops.</p></div>
      <div class="card"><h3>LED Lighting</h3><p>Lower bills.</p></div><div class="card"><h3>Electrical Testing</h3><p>PAT too.</p></div></section></body></html>`);
    expect(readServices([home]).services).toEqual(['Electrical Contracting', 'LED Lighting', 'Electrical Testing']);
  });
});

describe('testimonials wherever they sit', () => {
  it('reads the quotes a site slid into its menu bar, and never the menu', () => {
    const home =
      page(`<html><body><div class="navbar" role="navigation"><ul><li><a href="/">Home</a></li><li class="reviews"><a href="/r">Reviews</a></li></ul>
      <div id="testimonials"><div class="testimonial"><blockquote>Thank you so much for the care and attention you have given me, I love my new smile <span class="attribution">– N</span></blockquote></div>
      <div class="testimonial"><blockquote>Thank you for your care and hard work in getting my new smile so beautiful. <span class="attribution">– RB</span></blockquote></div></div></div>
      <p>Family dentist in Chesterfield.</p></body></html>`);
    expect(home.blocks.filter((b) => b.kind === 'quote')).toHaveLength(2);
    expect(home.blocks.some((b) => /Home|Reviews/.test(b.text))).toBe(false);
    // "Care" is what the reviews thank for, a noun: only the phrase is a trait.
    expect(readTestimonialTraits([home]).traits).toEqual(['New smile']);
  });

  it('two quotes among many paragraphs of the business speaking leave the section its own', () => {
    const home =
      page(`<html><body><p>Belight is a unique blend of pu-erh tea and herbs.</p><p>It feels clean and refreshing.</p>
      <p>Premium leaves, packed with loving care.</p><blockquote>The most delicious tea I have ever tasted, honestly.</blockquote>
      <blockquote>Love the tea, on my third cup today and counting.</blockquote></body></html>`);
    expect(selfText([home]).prose).toContain('Premium leaves, packed with loving care.');
  });
});

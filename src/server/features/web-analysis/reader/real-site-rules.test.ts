import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../../providers/web/html-document';
import type { AnalysedPage, PageKind } from '../related-pages';
import { readCustomerTypes } from './read-customers';
import { readServices } from './read-services';
import { readSpecialties } from './read-specialties';
import { readTestimonialTraits } from './read-traits';
import { readTone } from './read-tone';

// Rules learnt from real small-business sites (bench/real-sites.json; npm run bench extractor-real
// measures them as a whole). Each case is the shape a real site had, written small.

const page = (html: string, kind: PageKind = 'home', url = 'http://shop.test/'): AnalysedPage => {
  const doc = parseHtmlDocument(html, url);
  return { url, kind, ...doc, links: doc.links };
};

describe('services from the menu (no services section anywhere)', () => {
  it("takes the home page's own menu labels, never home, about, contact, gallery or calls to action", () => {
    const home =
      page(`<html><head><title>Alba Gas</title></head><body><ul class="menu"><li><a href="/">Home</a></li><li><a href="/about.php">About Us</a></li>
      <li><a href="/gas.php">Gas</a></li><li><a href="/electrics.php">Electrics</a></li><li><a href="/oil.php">Oil Boilers</a></li><li><a href="/gallery.php">Gallery</a></li>
      <li><a href="/book.php">Book now</a></li><li><a href="/contact.php">Contact Us</a></li></ul><p>Engineers you can call on.</p></body></html>`);
    expect(readServices([home])).toEqual({ services: ['Gas', 'Electrics', 'Oil Boilers'], from: 'navigation' });
  });

  it('names services by the pages under a services folder wherever the links sit', () => {
    const home =
      page(`<html><body><p>Welcome.</p><p><a href="/our-services/teeth-whitening.php">Teeth Whitening</a> and <a href="/our-services/invisalign.php">Invisalign</a>,
      <a href="/our-services/patient-information.php">Patient Information</a>.</p></body></html>`);
    expect(readServices([home]).services).toEqual(['Teeth Whitening', 'Invisalign']);
  });

  it('a list introduced as the towns served is no services list, and review signatures are no service names', () => {
    const home =
      page(`<html><body><h1>Roof cleaning</h1><p>Now servicing the following Connecticut towns:</p><ul><li>Bozrah</li><li>Griswold</li><li>Salem</li></ul>
      <div><h3>Mrs J</h3><h3>Mr L</h3><h3>Prof</h3></div></body></html>`);
    expect(readServices([home]).services).toEqual([]);
  });

  it('a card that opens on a heading inside its figure is named by that heading', () => {
    const services = page(
      `<html><body><ul class="listing"><li class="item"><figure><h2>Dog Walking</h2><img src="a.gif"></figure><span>The daily walk is the perfect solution.</span></li>
      <li class="item"><figure><h2>Puppy Visiting</h2></figure><span>Walking, feeding and play.</span></li></ul></body></html>`,
      'services',
      'http://shop.test/services.html',
    );
    expect(readServices([services]).services).toEqual(['Dog Walking', 'Puppy Visiting']);
  });
});

describe('specialties and tone from how a site describes itself', () => {
  it('skips a page name and a person in the title; says what the business is', () => {
    const p = page(
      `<html><head><title>Las Vegas Lawyer - William A. Kennedy - Criminal Defense Attorney</title></head><body><p>Call today.</p></body></html>`,
    );
    expect(readSpecialties([p], []).specialties).toEqual(['Criminal Defense Attorney']);
    const v = page(
      `<html><head><title>Viking Hill Landscaping</title></head><body><h1>Viking Hill Landscaping</h1><p>Viking Hill Landscaping is a full service landscaping company located in Ipswich, MA.</p></body></html>`,
    );
    expect(readSpecialties([v], ['Mowing']).specialties).toEqual(['Full service landscaping company']);
  });

  it('tone: the qualities listed before what it offers, only where the business speaks of itself', () => {
    const p = page(
      '<p>We provide warm, loving and reliable pet care in your home.</p><p>Choose from traditional and modern looks.</p>',
    );
    expect(readTone([p]).words).toEqual(['warm', 'loving', 'reliable']);
  });

  it('tone: "happy to help", "interested in", "our product is applied" are no qualities', () => {
    const p = page(
      '<p>We are always happy to help. We are interested in engineers. Once our product is applied, it works.</p>',
    );
    expect(readTone([p]).words).toEqual([]);
  });
});

describe('customers and reviews on real sites', () => {
  it('a bare "for" names customers only when a group of people or organisations follows', () => {
    const p = page(
      '<p>Drop off and pick-up for grooming appointments. We care for families and busy professionals.</p><p>Great for important activities.</p>',
    );
    expect(readCustomerTypes([p]).customerTypes).toEqual(['Families', 'Busy professionals']);
  });

  it('partners and contracts are not customers (the segment a contract names is: see real-site-rules-2)', () => {
    const p = page('<p>We work with key industry partners and large commercial contracts.</p>');
    expect(readCustomerTypes([p]).customerTypes).toEqual(['Commercial']);
  });

  it('reviews as list items with the name first; names and the business’s own words never become traits', () => {
    const reviews = page(
      `<html><head><title>Testimonials: Happy Go Lucky Pet Care</title></head><body><h1>Testimonials</h1><ul>
      <li>Toby Ward "Paula was so reliable and caring with our dog, always on time."</li>
      <li>Bailey "Reliable, caring and Paula is so responsive to our pet care needs."</li></ul></body></html>`,
      'testimonials',
      'http://shop.test/testimonials.html',
    );
    const { traits } = readTestimonialTraits([reviews]);
    expect(traits).toEqual(expect.arrayContaining(['Reliable', 'Caring']));
    expect(traits.join(' ')).not.toMatch(/Paula|Pet|Care\b/);
  });
});

import { describe, expect, it } from 'vitest';
import { parseHtmlDocument } from '../../providers/web/html-document';
import { extractProfile } from './extract-profile';
import type { AnalysedPage, PageKind } from './related-pages';
import { readCustomerTypes } from './reader/read-customers';
import { readTestimonialTraits } from './reader/read-traits';
import { readTone } from './reader/read-tone';

// The reader on small pages written for each rule (the corpus in tests/fixtures/sites measures it
// as a whole: npm run bench extractor).

const page = (html: string, kind: PageKind = 'home', url = 'http://shop.test/'): AnalysedPage => ({
  url,
  kind,
  ...parseHtmlDocument(html, url),
});

const SITE = `<html><head><title>Hilltop Cycles | Bicycle repair and custom wheels in Lowtown</title></head><body>
  <header class="site-header"><a href="/">Hilltop</a><nav><a href="/">Home</a><a href="/s">Services</a><a href="/c">Contact</a></nav></header>
  <main>
  <section class="hero"><h1>Patient, practical bike repair</h1><p>We're a tiny, volunteer-friendly workshop run by two mechanics. We fix bikes for commuters, students and delivery riders, and we teach repair classes for beginners.</p><p>We are not the right shop for racing teams.</p></section>
  <section><h2>What we do</h2>
    <div class="card"><h3>Tune-ups</h3><p>Gears, brakes, bearings.</p></div>
    <div class="card"><h3>Wheel building</h3><p>Hand-built wheels.</p></div>
    <div class="card"><h3>E-bike servicing</h3><p>Motors and batteries.</p></div>
  </section>
  <section><h2>Pricing</h2><div class="plan"><h3>Basic plan</h3></div><div class="plan"><h3>Pro plan</h3></div></section>
  <section><h2>Testimonials</h2>
    <div class="slide"><blockquote>Patient mechanics who explained every step of the repair.<cite>Ann</cite></blockquote></div>
    <div class="slide"><blockquote>Fixed my gears the same day and explained it all. Fair price.<cite>Bo</cite></blockquote></div>
    <div class="slide slick-cloned"><blockquote>Patient mechanics who explained every step of the repair.<cite>Ann</cite></blockquote></div>
    <div class="slide"><blockquote>Really patient with a total beginner, and a fair price too.<cite>Cy</cite></blockquote></div>
  </section>
  </main>
  <div id="cookie-consent"><p>We use cookies for commuters and students.</p><button>Accept all</button></div>
  <footer><p>© Hilltop Cycles. Privacy. Terms.</p></footer></body></html>`;

describe('extractProfile (offline reader)', () => {
  const { profile, evidence } = extractProfile([page(SITE)]);

  it('takes services from the services section’s card headings, not from pricing', () => {
    expect(profile.topServices).toBe('Tune-ups, Wheel building, E-bike servicing');
    expect(evidence.servicesFrom).toBe('services section');
  });

  it('takes specialties from what the page title says the business is', () => {
    expect(profile.businessSpecialties).toBe('Bicycle repair and custom wheels');
  });

  it('takes customer types from the site’s own "for …" phrases, never from a "not for" sentence or a banner', () => {
    expect(profile.customerTypes.split(', ')).toEqual(
      expect.arrayContaining(['Commuters', 'Students', 'Delivery riders', 'Beginners']),
    );
    expect(profile.customerTypes).not.toMatch(/racing|cookies/i);
  });

  it('takes tone from how the site describes itself', () => {
    expect(profile.businessTone).toBe('Patient, practical and tiny');
  });

  it('takes testimonial traits from words several reviews repeat, counting a cloned slide once', () => {
    expect(evidence.reviewsRead).toBe(3);
    expect(profile.testimonialTraits).toBe('Patient, Explained, Fair price');
  });

  it('gives empty fields for a page that says nothing of the kind', () => {
    expect(extractProfile([page('<p>This page has information.</p>')]).profile).toEqual({
      businessSpecialties: '',
      businessTone: '',
      topServices: '',
      customerTypes: '',
      testimonialTraits: '',
    });
  });
});

describe('the reader’s rules one by one', () => {
  it('customer groups: "and" joins a modifier to its noun, commas separate groups, places and times are not groups', () => {
    const p = page(
      '<p>Serving yoga and pilates studios, massage therapists and personal trainers across Cedar Falls since 2010.</p><p>Open for weekends.</p>',
    );
    expect(readCustomerTypes([p]).customerTypes).toEqual([
      'Yoga and pilates studios',
      'Massage therapists',
      'Personal trainers',
    ]);
  });

  it('tone: "we are" lists, degree words dropped; "known for" is not a quality', () => {
    expect(
      readTone([page('<p>We are small, curious and a little bit cluttered. We are known for our armchairs.</p>')])
        .words,
    ).toEqual(['small', 'curious', 'cluttered']);
  });

  it('traits: a single review votes once, and one review alone never sets a trait', () => {
    const p = page(
      '<section><h2>Reviews</h2><blockquote>Friendly friendly friendly team, very friendly.</blockquote><blockquote>Quick and tidy work on the roof.</blockquote></section>',
    );
    expect(readTestimonialTraits([p]).traits).toEqual([]);
  });

  it('traits: with nothing repeated, the qualities a review lists after "were" ("and fixed our pipe" is a new clause)', () => {
    const p = page(
      '<section><h2>Reviews</h2><blockquote>They were punctual, friendly and fixed our burst pipe in an hour.</blockquote></section>',
    );
    expect(readTestimonialTraits([p]).traits).toEqual(['Punctual', 'Friendly']);
  });
});

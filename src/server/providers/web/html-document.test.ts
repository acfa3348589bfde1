import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureSiteDir } from '../../../../tests/support/static-site';
import { parseHtmlDocument } from './html-document';

const fixture = (name: string) => readFileSync(`${fixtureSiteDir('riverside-plumbing')}${name}`, 'utf8');
const BASE = 'http://riverside.example/';

describe('parseHtmlDocument', () => {
  const home = parseHtmlDocument(fixture('index.html'), BASE);

  it('reads title and meta description', () => {
    expect(home.title).toBe('Riverside Plumbing & Drain | Licensed Plumbers in Springfield');
    expect(home.description).toMatch(/^Family-owned, licensed and insured plumbers/);
  });

  it('keeps headings, list items and paragraphs in document order', () => {
    const services = home.blocks.findIndex((b) => b.kind === 'heading' && b.text === 'Our Services');
    expect(home.blocks[services]).toMatchObject({ kind: 'heading', level: 2, text: 'Our Services', hint: 'services' });
    expect(home.blocks.slice(services + 1, services + 3)).toMatchObject([
      {
        kind: 'item',
        text: 'Emergency plumbing repairs – burst pipes, leaks and overflowing toilets, day or night',
        lead: 'Emergency plumbing repairs',
      },
      { kind: 'item', text: 'Drain cleaning & hydro jetting' },
    ]);
    expect(home.blocks).toContainEqual(
      expect.objectContaining({
        kind: 'heading',
        level: 1,
        text: 'Fast, friendly plumbing for Springfield homes and businesses',
      }),
    );
  });

  it('leaves navigation, scripts and the footer out of the text', () => {
    expect(home.text).not.toMatch(/IGNORE ME|Privacy policy|About Us|Terms of service/);
    expect(home.text).toContain('Water heater installation');
  });

  it('takes blockquotes as quotes without their attribution', () => {
    expect(home.blocks).toContainEqual(
      expect.objectContaining({
        kind: 'quote',
        text: '“They were punctual, friendly and fixed our burst pipe in an hour. Honest pricing too!”',
      }),
    );
    expect(home.text).not.toContain('Maria G.');
  });

  it('takes text inside a testimonial element as quotes', () => {
    const page = parseHtmlDocument(fixture('testimonials.html'), `${BASE}testimonials.html`);
    const quotes = page.blocks.filter((b) => b.kind === 'quote').map((b) => b.text);
    expect(quotes).toContain(
      '“Professional, tidy and fast. The new water heater was installed the same day and they cleaned up after themselves.”',
    );
    expect(quotes).toHaveLength(4); // four testimonials; the author lines (class "author", <cite>) are attributions
    expect(quotes.join(' ')).not.toMatch(/Dana K\.|Marcus L\./);
  });

  it('collects same-site links from everywhere, nav included, without fragments or files', () => {
    expect(home.links.map((l) => l.url)).toEqual([
      BASE,
      `${BASE}about.html`,
      `${BASE}testimonials.html`,
      `${BASE}contact.html`,
      `${BASE}privacy.html`,
      `${BASE}terms.html`,
    ]);
    expect(home.links[1]).toEqual({ url: `${BASE}about.html`, text: 'About Us' });
  });

  it('treats www and the bare domain as one site and honours <base href>', () => {
    const doc = parseHtmlDocument(
      '<base href="/sub/"><a href="x.html">X</a><a href="https://www.riverside.example/y">Y</a><a href="https://other.example/">O</a><a href="mailto:a@b.c">M</a>',
      'https://riverside.example/',
    );
    expect(doc.links.map((l) => l.url)).toEqual([
      'https://riverside.example/sub/x.html',
      'https://www.riverside.example/y',
    ]);
  });

  it('turns loose text in containers into paragraphs and skips hidden elements', () => {
    const doc = parseHtmlDocument(
      '<div>Loose <b>bold</b> text<div hidden>secret</div><section><span>Inner</span></section></div><p style="display:none">gone</p>',
      BASE,
    );
    expect(doc.blocks).toEqual([
      { kind: 'paragraph', text: 'Loose bold text' },
      { kind: 'paragraph', text: 'Inner' },
    ]);
  });

  it('drops consent banners, chat widgets, cloned slides, legal print and link lists that lead home', () => {
    const html = `<body><div class="Header-nav"><a href="/">Home</a><a href="/a">About</a><a href="/b">Blog</a></div>
      <div><a href="/">Start</a> | <a href="/x">X</a> | <a href="/y">Y</a></div>
      <section><h2>Reviews</h2><div class="slide"><p>Kept review text here.</p></div><div class="slide slick-cloned"><p>Cloned review text.</p></div></section>
      <div id="cookie-notice"><p>We use cookies.</p></div><div class="chat-bubble"><p>Chat with us</p></div><div class="legal"><p>Terms apply.</p></div>
      <script type="application/ld+json">{"@type":"Dentist","knowsAbout":["Sedation"],"review":{"@type":"Review","reviewBody":"Lovely."}}</script></body>`;
    const doc = parseHtmlDocument(html, BASE);
    expect(doc.text).toBe('Reviews\nKept review text here.');
    expect(doc.blocks[1]).toMatchObject({ kind: 'paragraph', text: 'Kept review text here.' });
    expect(doc.structured).toMatchObject({
      types: ['Dentist', 'Review'],
      specialties: ['Sedation'],
      reviews: ['Lovely.'],
    });
  });

  it('reads table rows as items with their cells, a header row not at all, and only <main> when there is one', () => {
    const doc = parseHtmlDocument(
      '<p>outside</p><main><table><tr><th>Service</th><th>Price</th></tr><tr><td>Tune-up</td><td>$90</td></tr></table></main>',
      BASE,
    );
    expect(doc.blocks).toEqual([{ kind: 'item', text: 'Tune-up', cells: ['Tune-up', '$90'] }]);
  });
});

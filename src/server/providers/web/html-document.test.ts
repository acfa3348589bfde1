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
    expect(home.blocks[services]).toEqual({ kind: 'heading', level: 2, text: 'Our Services' });
    expect(home.blocks.slice(services + 1, services + 3)).toEqual([
      { kind: 'item', text: 'Emergency plumbing repairs – burst pipes, leaks and overflowing toilets, day or night' },
      { kind: 'item', text: 'Drain cleaning & hydro jetting' },
    ]);
    expect(home.blocks).toContainEqual({ kind: 'heading', level: 1, text: 'Fast, friendly plumbing for Springfield homes and businesses' });
  });

  it('leaves navigation, scripts and the footer out of the text', () => {
    expect(home.text).not.toMatch(/IGNORE ME|Privacy policy|About Us|Terms of service/);
    expect(home.text).toContain('Water heater installation');
  });

  it('takes blockquotes as quotes without their attribution', () => {
    expect(home.blocks).toContainEqual({ kind: 'quote', text: '“They were punctual, friendly and fixed our burst pipe in an hour. Honest pricing too!”' });
    expect(home.text).not.toContain('Maria G.');
  });

  it('takes text inside a testimonial element as quotes', () => {
    const page = parseHtmlDocument(fixture('testimonials.html'), `${BASE}testimonials.html`);
    const quotes = page.blocks.filter((b) => b.kind === 'quote').map((b) => b.text);
    expect(quotes).toContain('“Professional, tidy and fast. The new water heater was installed the same day and they cleaned up after themselves.”');
    expect(quotes).toHaveLength(6); // four testimonials and two author lines (the rules drop those)
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
    const doc = parseHtmlDocument('<base href="/sub/"><a href="x.html">X</a><a href="https://www.riverside.example/y">Y</a><a href="https://other.example/">O</a><a href="mailto:a@b.c">M</a>', 'https://riverside.example/');
    expect(doc.links.map((l) => l.url)).toEqual(['https://riverside.example/sub/x.html', 'https://www.riverside.example/y']);
  });

  it('turns loose text in containers into paragraphs and skips hidden elements', () => {
    const doc = parseHtmlDocument('<div>Loose <b>bold</b> text<div hidden>secret</div><section><span>Inner</span></section></div><p style="display:none">gone</p>', BASE);
    expect(doc.blocks).toEqual([
      { kind: 'paragraph', text: 'Loose bold text' },
      { kind: 'paragraph', text: 'Inner' },
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureSiteDir } from '../../../../tests/support/static-site';
import { parseMarkdownDocument } from './markdown-document';

describe('parseMarkdownDocument', () => {
  it('reads a Firecrawl-style page into the same blocks the HTML reader makes', () => {
    const md = readFileSync(`${fixtureSiteDir('sunrise-bakery-markdown')}index.md`, 'utf8');
    const doc = parseMarkdownDocument(md, 'https://sunrise-bakery.example/');
    expect(doc.blocks[0]).toEqual({ kind: 'heading', level: 1, text: 'Sunrise Bakery' });
    expect(doc.blocks).toContainEqual({ kind: 'heading', level: 2, text: 'Our Menu' });
    expect(doc.blocks).toContainEqual({ kind: 'item', text: 'Croissants & pastries' });
    expect(doc.blocks.at(-1)).toEqual({ kind: 'paragraph', text: 'About us · Reviews · Order online' });
    expect(doc.links).toEqual([
      { url: 'https://sunrise-bakery.example/about', text: 'About us' },
      { url: 'https://sunrise-bakery.example/reviews', text: 'Reviews' },
    ]);
  });

  it('handles quotes, setext headings, emphasis, images, tables and code', () => {
    const md = [
      'Title',
      '=====',
      '',
      '> Great *service*,',
      '> very **kind**.',
      '',
      'Text with ![logo](x.png) an image and `code`.',
      '',
      '| a | b |',
      '|---|---|',
      '| c | d |',
      '',
      '```',
      '# not a heading',
      '```',
      '1. first',
    ].join('\n');
    expect(parseMarkdownDocument(md, 'https://x.example/').blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'quote', text: 'Great service, very kind.' },
      { kind: 'paragraph', text: 'Text with an image and code.' },
      { kind: 'paragraph', text: 'a b' },
      { kind: 'paragraph', text: 'c d' },
      { kind: 'item', text: 'first' },
    ]);
  });

  it('adds the links Firecrawl lists separately, same site only', () => {
    const doc = parseMarkdownDocument('Hello', 'https://x.example/', [
      'https://x.example/services',
      'https://elsewhere.example/',
      'https://x.example/menu.pdf',
    ]);
    expect(doc.links).toEqual([{ url: 'https://x.example/services', text: '' }]);
  });
});

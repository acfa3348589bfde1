import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixtureSiteDir } from '../../../../tests/support/static-site';
import { parseHtmlDocument } from '../../providers/web/html-document';
import { parseMarkdownDocument } from '../../providers/web/markdown-document';
import { deriveProfile } from './derive-profile';
import { deriveServices } from './derive-services';
import { testimonialQuotes } from './derive-testimonial-traits';
import { deriveCustomerTypes, deriveTone, joinAsPhrase } from './derive-voice';
import type { AnalysedPage, PageKind } from './related-pages';

const plumbing = (file: string, kind: PageKind): AnalysedPage => {
  const url = `http://riverside.example/${file}`;
  return { url, kind, ...parseHtmlDocument(readFileSync(`${fixtureSiteDir('riverside-plumbing')}${file}`, 'utf8'), url) };
};
const bakery = (file: string, kind: PageKind): AnalysedPage => {
  const url = `https://sunrise-bakery.example/${file}`;
  return { url, kind, title: '', ...parseMarkdownDocument(readFileSync(`${fixtureSiteDir('sunrise-bakery-markdown')}${file}`, 'utf8'), url) };
};
const page = (kind: PageKind, blocks: AnalysedPage['blocks']): AnalysedPage => ({ url: 'http://x.example/', kind, title: '', blocks, text: blocks.map((b) => b.text).join('\n') });

describe('deriveProfile', () => {
  it('profiles the plumbing fixture site (HTML)', () => {
    const { profile, evidence } = deriveProfile([plumbing('index.html', 'home'), plumbing('about.html', 'about'), plumbing('testimonials.html', 'testimonials')]);
    expect(profile).toEqual({
      businessSpecialties: 'Emergency repairs, Drain cleaning',
      businessTone: 'Trustworthy, responsive and friendly',
      topServices: 'Emergency plumbing repairs, Drain cleaning & hydro jetting, Water heater installation, Sewer line inspection, Leak detection',
      customerTypes: 'Homeowners, Small businesses, Property managers, Landlords',
      testimonialTraits: 'Punctual, Friendly, Fast, Honest',
    });
    expect(evidence.quotesRead).toBe(5);
    expect(evidence.toneScores.Premium).toBe(0);
  });

  it('profiles the bakery fixture (Firecrawl markdown) with the same rules', () => {
    const { profile } = deriveProfile([bakery('index.md', 'home'), bakery('about.md', 'about'), bakery('reviews.md', 'testimonials')]);
    expect(profile).toEqual({
      businessSpecialties: 'Naturally leavened sourdough, Custom wedding cakes',
      businessTone: 'Family-oriented, friendly and playful',
      topServices: 'Sourdough bread, Croissants & pastries, Custom celebration cakes, Gluten-free treats, Wedding cakes',
      customerTypes: 'Restaurants and cafés, Families, Couples',
      testimonialTraits: 'Friendly, Delicious, Fresh, Fair pricing',
    });
  });

  it('gives empty fields, and a neutral tone, for a page that says nothing of the kind', () => {
    expect(deriveProfile([page('home', [{ kind: 'paragraph', text: 'This page has information.' }])]).profile).toEqual({
      businessSpecialties: '',
      businessTone: 'Neutral and informative',
      topServices: '',
      customerTypes: '',
      testimonialTraits: '',
    });
  });
});

describe('the rules one by one', () => {
  it('services: items under a services heading until the next heading of its level; sub-headings count', () => {
    const pages = [
      page('home', [
        { kind: 'heading', level: 2, text: 'What we do' },
        { kind: 'heading', level: 3, text: 'Roof repair' },
        { kind: 'item', text: 'Gutter cleaning: fast and tidy' },
        { kind: 'item', text: 'Get a free quote' },
        { kind: 'heading', level: 2, text: 'Our team' },
        { kind: 'item', text: 'Ten years of experience' },
      ]),
    ];
    expect(deriveServices(pages)).toEqual(['Roof repair', 'Gutter cleaning']);
  });

  it('services: a services page lists first; a site without lists falls back to "we offer"', () => {
    const home = page('home', [{ kind: 'heading', level: 2, text: 'Services' }, { kind: 'item', text: 'Painting' }]);
    const services = page('services', [{ kind: 'heading', level: 1, text: 'Everything we do' }, { kind: 'heading', level: 2, text: 'Wallpapering' }, { kind: 'item', text: 'Painting' }]);
    expect(deriveServices([home, services])).toEqual(['Wallpapering', 'Painting']);
    expect(deriveServices([page('home', [{ kind: 'paragraph', text: 'We offer dog walking, pet sitting and grooming for busy owners.' }])])).toEqual(['Dog walking', 'Pet sitting', 'Grooming']);
  });

  it('tone: needs two votes per label, at most three labels', () => {
    expect(deriveTone('We are friendly. Friendly people.').tone).toBe('Friendly');
    expect(deriveTone('luxury').tone).toBe('Premium'); // a single vote only when nothing has two
    expect(joinAsPhrase(['Friendly', 'Professional'])).toBe('Friendly and professional');
  });

  it('customer types: "for / serving" phrases weigh more; specific phrases are not double-counted', () => {
    const { customerTypes, scores } = deriveCustomerTypes('Serving small businesses and families. Families love us. Students sometimes visit.');
    expect(scores).toEqual({ 'Small businesses': 3, Families: 4, Students: 1 });
    expect(customerTypes).toEqual(['Families', 'Small businesses']);
  });

  it('testimonial quotes: quote blocks, quoted paragraphs, paragraphs under a reviews heading; no attributions', () => {
    const quotes = testimonialQuotes([
      page('home', [
        { kind: 'paragraph', text: 'We fix things well and fast.' },
        { kind: 'paragraph', text: '"They fixed it in an hour, lovely people."' },
        { kind: 'heading', level: 2, text: 'Reviews' },
        { kind: 'paragraph', text: 'Careful and thorough work on our roof.' },
        { kind: 'paragraph', text: '— Sam and Alex T.' },
        { kind: 'heading', level: 2, text: 'Contact' },
        { kind: 'paragraph', text: 'Call us any day of the week.' },
      ]),
    ]);
    expect(quotes).toEqual(['"They fixed it in an hour, lovely people."', 'Careful and thorough work on our roof.']);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { TPotentialLead, TScoutResult } from '@common/scout/schemas';
import { renderClient } from '../../../../tests/support/render-client';
import { ScoutResults } from './scout-results';

// Spec A§2 Lead Scout results on the /lead-scout page (raw text cut to 5000 characters, the first
// 10 sources, "...and N more sources") and A§9 score badge colours (80+ green, 60+ yellow, else
// gray), rendered by the real results view. Numbers are written out, not taken from the schema.

afterEach(cleanup);

const lead = (companyName: string, leadScore: number): TPotentialLead => ({
  companyName,
  industry: 'Plumbing',
  description: 'Fixes leaks',
  keyServices: [],
  potentialPainPoints: [],
  contactOpportunity: '',
  reasoning: '',
  leadScore,
  sourceUrl: '',
  website: '',
  contactEmail: '',
  contactPhone: '',
});
const result = (fullText: string, sourceCount: number): TScoutResult => ({
  summary: 'Plumbers in the captured pages.',
  keyFindings: [],
  sources: Array.from({ length: sourceCount }, (_, i) => ({
    url: `https://s${i + 1}.example/`,
    title: `Source ${i + 1}`,
  })),
  searchMetadata: {
    searchQuery: 'plumbers',
    timestamp: '2026-11-23T10:00:00.000Z',
    resultsCount: sourceCount,
    focusArea: 'business-prospects',
    mode: 'sandbox',
    queries: ['plumbers'],
  },
  fullText,
  potentialLeads: [lead('Eighty', 80), lead('Seventy-nine', 79), lead('Sixty', 60), lead('Fifty-nine', 59)],
});
const show = (r: TScoutResult, variant: 'page' | 'tab' = 'page') =>
  renderClient(
    <ScoutResults
      result={r}
      variant={variant}
      selected={new Set()}
      onToggle={() => {}}
      onGenerate={() => {}}
      generating={false}
      campaign={null}
      onCreateCampaign={() => {}}
      creating={false}
    />,
  );

describe('Lead Scout results', () => {
  it('the page cuts the raw text at 5000 characters and lists the first 10 sources, then "...and N more sources"', () => {
    show(result(`${'a'.repeat(5000)}TAIL-NOT-SHOWN`, 13));
    const raw = screen.getByTestId('scout-full-text').textContent!;
    expect(raw).toBe(`${'a'.repeat(5000)}…`);
    const sources = within(screen.getByTestId('scout-sources')).getAllByRole('link');
    expect(sources.map((a) => a.textContent)).toEqual(Array.from({ length: 10 }, (_, i) => `Source ${i + 1}`));
    expect(screen.getByText('...and 3 more sources')).toBeTruthy();
  });

  it('a text of exactly 5000 characters and 10 sources are shown whole, with no "more" line', () => {
    show(result('b'.repeat(5000), 10));
    expect(screen.getByTestId('scout-full-text').textContent).toBe('b'.repeat(5000));
    expect(screen.queryByText(/more sources/)).toBeNull();
  });

  it('score badges: 80 or more green, 60 or more yellow, otherwise gray', () => {
    show(result('text', 1), 'tab');
    const badges = screen.getAllByTestId('lead-score');
    expect(badges.map((b) => [b.textContent, b.getAttribute('data-colour')])).toEqual([
      ['Score 80', 'green'],
      ['Score 79', 'yellow'],
      ['Score 60', 'yellow'],
      ['Score 59', 'gray'],
    ]);
    // The colour is the badge's look, not only an attribute.
    expect(badges.map((b) => b.className.match(/\bbg-(green|yellow|gray)-\d+/)?.[1])).toEqual([
      'green',
      'yellow',
      'yellow',
      'gray',
    ]);
    expect(screen.queryByTestId('scout-full-text')).toBeNull();
  });
});

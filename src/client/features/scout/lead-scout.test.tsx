// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SCOUT_MSG, type TFiresearchResponse, type TScoutResult } from '@common/scout/schemas';
import { fetchByPath, json, renderClient } from '../../../../tests/support/render-client';
import { LeadScout } from './lead-scout';

// Spec §8 Lead Scout failure toasts: "Research Failed" with the server's message and "Campaign
// Generation Failed", both destructive, against a fake server.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RESULT: TScoutResult = {
  summary: 'Two plumbing companies found in the captured pages.',
  keyFindings: ['Both answer calls 24/7'],
  sources: [{ url: 'https://plumb-a.example/', title: 'Plumb A' }],
  searchMetadata: {
    searchQuery: 'plumbers',
    timestamp: '2026-11-23T10:00:00.000Z',
    resultsCount: 1,
    focusArea: 'business-prospects',
    mode: 'sandbox',
    queries: ['plumbers'],
  },
  fullText: 'Plumb A fixes leaks.',
  potentialLeads: [
    {
      companyName: 'Plumb A',
      industry: 'Plumbing',
      description: 'Fixes leaks',
      keyServices: ['Leak repair'],
      potentialPainPoints: ['Missed calls'],
      contactOpportunity: 'Owner answers the phone',
      reasoning: 'Small, busy, phone-driven',
      leadScore: 80,
      sourceUrl: 'https://plumb-a.example/',
      website: 'https://plumb-a.example/',
      contactEmail: 'owner@plumb-a.example',
      contactPhone: '',
    },
  ],
};
const RESEARCH: TFiresearchResponse = { success: true, runId: '11111111-1111-4111-8111-111111111111', data: RESULT };

async function research(routes: Parameters<typeof fetchByPath>[0]) {
  const f = fetchByPath({ '/api/admin/scout-runs': () => json([]), ...routes });
  vi.stubGlobal('fetch', f.fn);
  renderClient(<LeadScout variant="tab" />);
  fireEvent.change(screen.getByLabelText('Search Topic *'), { target: { value: 'plumbers' } });
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Start Research/ })));
  return f;
}

const toastWith = async (title: string) => {
  await waitFor(() => expect(screen.getAllByTestId('toast').some((t) => t.textContent?.includes(title))).toBe(true));
  return screen.getAllByTestId('toast').find((t) => t.textContent?.includes(title))!;
};

describe('Lead Scout failures', () => {
  it('a refused research shows "Research Failed" with the server message, destructive', async () => {
    const message = 'Nothing has been captured yet: analyse a few websites first, then search them here.';
    await research({
      '/api/admin/firesearch': () =>
        json({ error: message, code: 'UNPROCESSABLE', requestId: 'r1' }, 422, 'Unprocessable Entity'),
    });
    const toast = await toastWith(SCOUT_MSG.researchFailed);
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(toast.textContent).toContain(message);
    expect(screen.getByTestId('scout-error').textContent).toBe(message);
  });

  it('a failed campaign generation shows "Campaign Generation Failed" with the reason, destructive, and no framework', async () => {
    const f = await research({
      '/api/admin/firesearch': () => json(RESEARCH),
      '/api/admin/generate-prospecting-campaign': () =>
        json({ error: 'The language model is unavailable', code: 'UPSTREAM', requestId: 'r2' }, 502, 'Bad Gateway'),
    });
    await toastWith(SCOUT_MSG.researchComplete);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Generate Campaign/ })));
    const toast = await toastWith(SCOUT_MSG.campaignFailed);
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(toast.textContent).toContain('The language model is unavailable');
    expect(f.calls.filter((c) => c.url.startsWith('/api/admin/generate-prospecting-campaign'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Copy/ })).toBeNull();
  });
});

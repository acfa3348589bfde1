// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TLeadPage } from '@common/campaigns/schemas';
import { fetchByPath, findToast, json, renderClient } from '../../../../tests/support/render-client';
import { EnrichmentTab } from './enrichment-tab';

// Spec §8 "Import and enrichment": "Enrichment failed" / "Failed to enrich lead data" and "Batch
// enrichment failed" / "Failed to enrich campaign leads", rendered by the real Enrichment tab
// against a stubbed API (the server's message when it sends one, else the spec's text).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CAMPAIGN = '00000000-0000-4000-8000-0000000000c3';
const LEAD_ID = '00000000-0000-4000-8000-0000000000a3';
const page = {
  items: [
    {
      id: LEAD_ID,
      campaignId: CAMPAIGN,
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@acme.example',
      companyName: 'Acme Dental',
      website: 'https://acme.example',
      enrichmentStatus: 'pending',
    },
  ],
  total: 1,
  totalCapped: false,
  page: 1,
  pageSize: 50,
} as unknown as TLeadPage;

function serve(over: Record<string, () => Response | Promise<Response>>) {
  const f = fetchByPath({
    [`/api/admin/campaigns/${CAMPAIGN}/enrichment-stats`]: () =>
      json({ total: 1, pending: 1, processing: 0, enriched: 0, fromWebsite: 0, csvOnly: 0, failed: 0 }),
    [`/api/admin/campaigns/${CAMPAIGN}/leads`]: () => json(page),
    ...over,
  });
  vi.stubGlobal('fetch', f.fn);
  renderClient(<EnrichmentTab campaignId={CAMPAIGN} onViewCampaigns={() => {}} onSelect={() => {}} />);
  return f;
}
const toast = findToast;
const click = async (name: string) => {
  const button = await screen.findByRole('button', { name }, { timeout: 5000 });
  await waitFor(() => expect(button).toHaveProperty('disabled', false), { timeout: 5000 });
  await act(async () => void fireEvent.click(button));
};

describe('Enrichment tab messages', () => {
  it('a lead that cannot be enriched: "Enrichment failed" / "Failed to enrich lead data", destructive', async () => {
    serve({ [`/api/admin/leads/${LEAD_ID}/enrich`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await click('Enrich');
    const t = await toast('Enrichment failed');
    expect(t.textContent).toContain('Failed to enrich lead data');
    expect(t.getAttribute('data-variant')).toBe('destructive');
  });

  it('a refused batch: "Batch enrichment failed" with the server’s message', async () => {
    serve({
      [`/api/admin/campaigns/${CAMPAIGN}/enrich`]: () =>
        json({ error: 'An enrichment of this campaign is already running', code: 'CONFLICT' }, 409),
    });
    await click('Enrich 1 Pending Leads');
    const t = await toast('Batch enrichment failed');
    expect(t.textContent).toContain('An enrichment of this campaign is already running');
    expect(t.getAttribute('data-variant')).toBe('destructive');
  });

  it('a batch that cannot start, with no server message: "Failed to enrich campaign leads"', async () => {
    serve({ [`/api/admin/campaigns/${CAMPAIGN}/enrich`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    await click('Enrich 1 Pending Leads');
    expect((await toast('Batch enrichment failed')).textContent).toContain('Failed to enrich campaign leads');
  });
});

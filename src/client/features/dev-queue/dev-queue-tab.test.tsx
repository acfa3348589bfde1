// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { TQualifiedLead } from '@common/dev-queue/schemas';
import { fetchByPath, json, renderClient } from '../../../../tests/support/render-client';
import { DevQueueTab } from './dev-queue-tab';

// The Dev Queue tab's §8 toasts and its new-tab booking, against a stubbed API.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const CAMPAIGN = '00000000-0000-4000-8000-0000000000c1';
const LEAD: TQualifiedLead = {
  leadId: '00000000-0000-4000-8000-0000000000a1',
  campaignId: CAMPAIGN,
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@riverside.example',
  phoneNumber: '+14155550100',
  companyName: 'Riverside Plumbing',
  callStatus: 'completed',
  callId: '00000000-0000-4000-8000-0000000000b1',
  callCompletedAt: '2026-11-20T10:00:00.000Z',
  durationSeconds: 60,
  reason: 'Interested: "Tell me more"',
  booking: null,
  hasMeetingPrep: false,
};
const fail = () => json({ error: 'boom', code: 'INTERNAL' }, 500, 'Internal Server Error');

function serve(over: Record<string, (init: RequestInit | undefined, url: string) => Response> = {}) {
  const f = fetchByPath({
    [`/api/admin/campaigns/${CAMPAIGN}/qualified-leads`]: () => json({ items: [LEAD], total: 1 }),
    [`/api/admin/campaigns/${CAMPAIGN}/scheduled-meetings`]: () => json({ items: [] }),
    ...over,
  });
  vi.stubGlobal('fetch', f.fn);
  renderClient(<DevQueueTab campaignId={CAMPAIGN} onViewCampaigns={() => {}} onSelect={() => {}} />);
  return f;
}

describe('Dev Queue tab', () => {
  it('shows "Select a Campaign" without a campaign', () => {
    vi.stubGlobal('fetch', fetchByPath({ '/api/admin/campaigns': () => json([]) }).fn);
    renderClient(<DevQueueTab campaignId={null} onViewCampaigns={() => {}} onSelect={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Select a Campaign' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Campaigns' })).toBeTruthy();
  });

  it('Create Booking opens a tab inside the click, points it at the booking link, and says it was mailed', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    serve({
      [`/api/admin/leads/${LEAD.leadId}/create-booking`]: () =>
        json({
          bookingUrl: 'http://app.test/book/abc',
          created: true,
          provider: 'builtin',
          mailedTo: 'dana@example.com',
        }),
    });
    await act(
      async () => void fireEvent.click(await screen.findByRole('button', { name: 'Create Booking for Dana Reyes' })),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe('http://app.test/book/abc');
    expect(tab.opener).toBeNull();
    expect(await screen.findByText('The booking link was mailed to dana@example.com.')).toBeTruthy();
  });

  it('says "Link created", not sent, when no mail went out', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    serve({
      [`/api/admin/leads/${LEAD.leadId}/create-booking`]: () =>
        json({ bookingUrl: 'http://app.test/book/abc', created: true, provider: 'builtin', mailedTo: null }),
    });
    await act(
      async () => void fireEvent.click(await screen.findByRole('button', { name: 'Create Booking for Dana Reyes' })),
    );
    expect(await screen.findByText('Link created')).toBeTruthy();
    expect(screen.getByText('No email was sent: pass the booking link on to the lead yourself.')).toBeTruthy();
    expect(screen.queryByText('Link sent')).toBeNull();
  });

  it('"Booking creation failed" / "Failed to create calendar booking", and the empty tab is closed', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    serve({ [`/api/admin/leads/${LEAD.leadId}/create-booking`]: () => new Response('', { status: 502 }) });
    await act(
      async () => void fireEvent.click(await screen.findByRole('button', { name: 'Create Booking for Dana Reyes' })),
    );
    expect(await screen.findByText('Booking creation failed')).toBeTruthy();
    expect(screen.getByText('Failed to create calendar booking')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('"Processing failed" / "Failed to process successful calls"', async () => {
    serve({ [`/api/admin/campaigns/${CAMPAIGN}/process-successful-calls`]: () => new Response('', { status: 500 }) });
    await screen.findByTestId('qualified-lead');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Process Successful Calls' })));
    expect(await screen.findByText('Processing failed')).toBeTruthy();
    expect(screen.getByText('Failed to process successful calls')).toBeTruthy();
  });

  it('"Failed to load meeting prep" / "Could not generate meeting preparation"', async () => {
    serve({ [`/api/admin/leads/${LEAD.leadId}/meeting-prep`]: fail });
    await act(
      async () => void fireEvent.click(await screen.findByRole('button', { name: 'Meeting Prep for Dana Reyes' })),
    );
    expect(await screen.findByText('Failed to load meeting prep')).toBeTruthy();
    expect(screen.getAllByText('Could not generate meeting preparation').length).toBeGreaterThan(0);
  });
});

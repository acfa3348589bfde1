// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { TCallCapacity } from '@common/calls/schemas';
import { DISPATCH_MSG, type TDispatchPreview } from '@common/dispatch/schemas';
import { fetchByPath, json, renderClient } from '../../../../tests/support/render-client';
import { DispatchPanel } from './dispatch-panel';

// Spec §8 "Dispatch alerts" on the panel (the Dispatch button disabled while either holds), and
// the §8 toasts of a failed voice assignment and a failed dispatch, against a stubbed API.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const CAMPAIGN = '00000000-0000-4000-8000-0000000000c2';
const bucket = (count: number) => ({
  count,
  reasons: count ? [{ reason: 'inside calling hours', count }] : [],
  sources: count ? [{ reason: 'by area code', count }] : [],
});
const preview = (now: number, later = 0, needVoice = 0): TDispatchPreview => ({
  now: bucket(now),
  later: { ...bucket(later), nextAt: null },
  never: bucket(0),
  needVoice,
  calling: 0,
  completed: 0,
  registry: { downloadDate: null, stale: false },
  consent: { needed: false, attestation: null },
  schedule: null,
});
const capacity = (canMakeCall: boolean): TCallCapacity => ({
  dailyUsage: canMakeCall ? 3 : 2000,
  hourlyUsage: 3,
  concurrentCalls: 0,
  limits: { daily: 2000, hourly: 1000, concurrent: 50 },
  canMakeCall,
});
const fail = () => json({ error: 'boom', code: 'INTERNAL' }, 500, 'Internal Server Error');

function serve(
  p: TDispatchPreview,
  c: TCallCapacity,
  over: Record<string, (init: RequestInit | undefined, url: string) => Response> = {},
) {
  const f = fetchByPath({
    [`/api/admin/campaigns/${CAMPAIGN}/dispatch-preview`]: () => json(p),
    [`/api/admin/campaigns/${CAMPAIGN}/leads`]: () => json({ items: [], total: 0, page: 1, pageSize: 50 }),
    '/api/admin/call-capacity': () => json(c),
    '/api/config': () => json({ providers: { voice: { mode: 'live' } } }),
    ...over,
  });
  vi.stubGlobal('fetch', f.fn);
  renderClient(<DispatchPanel campaignId={CAMPAIGN} />);
  return f;
}
const dispatchButton = () => screen.getByRole('button', { name: 'Dispatch Calls' });

describe('Dispatch panel', () => {
  it('with no lead ready: the "No leads ready" alert, and Dispatch Calls disabled', async () => {
    serve(preview(0), capacity(true));
    expect((await screen.findByRole('alert')).textContent).toBe(DISPATCH_MSG.noLeadsReady);
    expect(
      screen.getByText('No leads ready for dispatch. Ensure leads are enriched and have voice clones assigned.'),
    ).toBeTruthy();
    expect(dispatchButton()).toHaveProperty('disabled', true);
  });

  it('with capacity exhausted: the "Call capacity exceeded" alert, and Dispatch Calls disabled', async () => {
    serve(preview(3), capacity(false));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Call capacity exceeded. Check daily/hourly limits above.',
    );
    expect(dispatchButton()).toHaveProperty('disabled', true);
  });

  it('with leads ready and capacity left: no alert, Dispatch Calls enabled; a failed dispatch says "Campaign dispatch failed"', async () => {
    const f = serve(preview(2, 1), capacity(true), { [`/api/admin/campaigns/${CAMPAIGN}/dispatch-calls`]: fail });
    await vi.waitFor(() => expect(dispatchButton()).toHaveProperty('disabled', false));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => void fireEvent.click(dispatchButton()));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Campaign dispatch failed');
    expect(toast.textContent).toContain('boom');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(f.calls.some((c) => c.url.endsWith('/dispatch-calls') && c.init?.method === 'POST')).toBe(true);
  });

  it('a failed voice assignment says "Voice assignment failed"', async () => {
    serve(preview(0, 0, 4), capacity(true), {
      [`/api/admin/campaigns/${CAMPAIGN}/assign-voices`]: () =>
        json({ error: 'Failed to assign voice clones to leads', code: 'INTERNAL' }, 500, 'Internal Server Error'),
    });
    const assign = await screen.findByRole('button', { name: 'Assign Voices' });
    await vi.waitFor(() => expect(assign).toHaveProperty('disabled', false));
    await act(async () => void fireEvent.click(assign));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Voice assignment failed');
    expect(toast.textContent).toContain('Failed to assign voice clones to leads');
  });

  it('a dispatch that fails without a server message says "Failed to dispatch campaign calls"', async () => {
    serve(preview(2), capacity(true), {
      [`/api/admin/campaigns/${CAMPAIGN}/dispatch-calls`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await vi.waitFor(() => expect(dispatchButton()).toHaveProperty('disabled', false));
    await act(async () => void fireEvent.click(dispatchButton()));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Campaign dispatch failed');
    expect(toast.textContent).toContain('Failed to dispatch campaign calls');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { TEnhancedVoiceLead, TEnhancedVoiceOverview } from '@common/enhanced-voice/schemas';
import { fetchByPath, findToast, json, renderClient } from '../../../../tests/support/render-client';
import { EnhancedVoiceTester } from './enhanced-voice-tester';

// Spec §8 "Call Failed" on /test-enhanced-voice, rendered by the real page against a stubbed API:
// with no lead selected, and with the server refusing the call ("Test Failed": voice-tools.spec.ts).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LEAD: TEnhancedVoiceLead = {
  id: '00000000-0000-4000-8000-0000000000a4',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@acme.example',
  phoneNumber: '+12125550100',
  companyName: 'Acme Dental',
  website: 'https://acme.example',
  industry: 'Dental',
  callStatus: 'pending',
  hasWebData: false,
  businessDescription: 'A family dental practice',
  keyServices: ['Cleanings'],
  painPoints: ['Missed calls'],
  targetAudience: 'Families',
  keyPoints: [],
};
const OVERVIEW: TEnhancedVoiceOverview = {
  stats: { totalLeads: 1, enriched: 1, withFirecrawl: 0, readyToCall: 1 },
  leads: [LEAD],
};

function serve(launch: () => Response) {
  const f = fetchByPath({
    '/api/admin/enhanced-voice': () => json(OVERVIEW),
    '/api/admin/dispatch-enriched-call': launch,
  });
  vi.stubGlobal('fetch', f.fn);
  renderClient(<EnhancedVoiceTester />);
  return f;
}
const toast = findToast;
const launch = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Launch Call' })));

describe('Enhanced voice tester: Call Failed', () => {
  it('Launch Call with no lead selected: "Call Failed" / "No lead selected", and no call is asked for', async () => {
    const f = serve(() => json({ callId: 'x' }));
    await screen.findByRole('button', { name: /Acme Dental/ }, { timeout: 5000 });
    await launch();
    const t = await toast('Call Failed');
    expect(t.textContent).toContain('No lead selected');
    expect(t.getAttribute('data-variant')).toBe('destructive');
    expect(f.calls.some((c) => c.url === '/api/admin/dispatch-enriched-call')).toBe(false);
  });

  it('a refused call: "Call Failed" with the server’s message', async () => {
    const f = serve(() =>
      json({ error: 'Call capacity reached: 2000 calls today (daily limit)', code: 'RATE_LIMITED' }, 429),
    );
    await act(
      async () => void fireEvent.click(await screen.findByRole('button', { name: /Acme Dental/ }, { timeout: 5000 })),
    );
    await launch();
    const t = await toast('Call Failed');
    expect(t.textContent).toContain('Call capacity reached: 2000 calls today (daily limit)');
    expect(t.getAttribute('data-variant')).toBe('destructive');
    const sent = f.calls.find((c) => c.url === '/api/admin/dispatch-enriched-call');
    expect(JSON.parse(String(sent?.init?.body))).toMatchObject({ leadId: LEAD.id, gender: 'female', age: '30s' });
  });
});

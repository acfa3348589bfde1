// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { TTrialListItem } from '@common/trials/schemas';
import { createQueryClient } from '@client/lib/query-client';
import {
  chooseOption,
  fetchByPath,
  installDomShims,
  json,
  renderClient,
} from '../../../../tests/support/render-client';
import { VOICE_TRIALS_KEY } from './use-voice-trials';
import { VoiceTrials } from './voice-trials';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PATH = '/api/admin/voice-agent-trials';
const trial = (over: Partial<TTrialListItem>): TTrialListItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  phoneNumber: '+12125550111',
  phoneExtension: null,
  callStatus: 'completed',
  agentConfig: { industry: 'real-estate', name: 'Jordan', toneBooster: ['Warm'] },
  agentConfigId: null,
  createdAt: '2025-05-01T10:00:00.000Z',
  completedAt: '2025-05-01T10:01:05.000Z',
  blandCallId: 'sandbox-1',
  userAgent: 'test-agent/1.0',
  ipAddress: '198.51.100.7',
  notes: null,
  consentText: 'You agree to an automated call.',
  consentedAt: '2025-05-01T10:00:01.000Z',
  dialledPrompt: 'You are Jordan, a warm real-estate assistant. (Edited by the visitor.)',
  phoneVerified: true,
  callId: '00000000-0000-4000-8000-0000000000c1',
  callMode: 'sandbox',
  durationSeconds: 65,
  transcript: 'Agent: Hi, this is Jordan calling.',
  summary: 'Talked about listings.',
  recordingUrl: 'https://rec.example/1.mp3',
  answeredBy: 'human',
  errorMessage: null,
  ...over,
});
const COMPLETED = trial({});
const FAILED = trial({
  id: '00000000-0000-4000-8000-000000000002',
  phoneNumber: '+13125550122',
  callStatus: 'failed',
  agentConfig: { industry: 'finance', name: 'Sam' },
  durationSeconds: null,
  transcript: null,
  summary: null,
  recordingUrl: null,
  callMode: 'live',
  errorMessage: 'Number unreachable',
  consentedAt: null,
  consentText: null,
  dialledPrompt: null,
  phoneVerified: false,
});

function serve(answer: () => Response) {
  const f = fetchByPath({ [PATH]: answer });
  vi.stubGlobal('fetch', f.fn);
  renderClient(<VoiceTrials />);
  return f;
}
const rows = () => screen.queryAllByTestId('trial-row');

describe('Voice Trials tab', () => {
  it('shows "Loading trials..." while loading, then the error text when the list fails', async () => {
    let fail!: () => void;
    const f = fetchByPath({
      [PATH]: () => new Promise<Response>((r) => (fail = () => r(json({ error: 'boom' }, 500, 'Error')))),
    });
    vi.stubGlobal('fetch', f.fn);
    renderClient(<VoiceTrials />);
    expect(screen.getByText('Loading trials...')).toBeTruthy();
    await act(async () => fail());
    expect(await screen.findByText('Error loading trials. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Loading trials...')).toBeNull();
  });

  it('polls the list every 30 s (spec §9), this query only', async () => {
    const qc = createQueryClient();
    vi.stubGlobal('fetch', fetchByPath({ [PATH]: () => json([]) }).fn);
    installDomShims();
    render(
      <QueryClientProvider client={qc}>
        <VoiceTrials />
      </QueryClientProvider>,
    );
    await screen.findByText('No voice agent trials yet.');
    expect(qc.getQueryCache().find({ queryKey: VOICE_TRIALS_KEY })?.options).toMatchObject({ refetchInterval: 30_000 });
    expect(qc.getDefaultOptions().queries?.refetchInterval).toBe(false);
  });

  it('says "No voice agent trials yet." when there are none', async () => {
    serve(() => json([]));
    expect(await screen.findByText('No voice agent trials yet.')).toBeTruthy();
    expect(screen.getByTestId('trial-count-completed').textContent).toContain('0');
  });

  it('counts per status, searches and filters, and says "No trials match your filters."', async () => {
    serve(() => json([COMPLETED, FAILED]));
    await screen.findAllByTestId('trial-row');
    expect(rows()).toHaveLength(2);
    expect(screen.getByTestId('trial-count-completed').textContent).toBe('Call Completed1');
    expect(screen.getByTestId('trial-count-failed').textContent).toBe('Failed1');
    expect(screen.getByTestId('trial-count-verified').textContent).toBe('Phone Verified0');
    const first = within(rows()[0]);
    for (const text of ['+12125550111', 'Real Estate', 'Jordan', 'Call Completed', '1m 05s', 'Sandbox'])
      expect(first.getByText(text)).toBeTruthy();
    expect(within(rows()[1]).getByText('Live')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search trials' }), { target: { value: 'FINANCE' } });
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]).getByText('+13125550122')).toBeTruthy();
    await chooseOption(screen.getByRole('combobox', { name: 'Filter by status' }), 'Call Completed');
    expect(rows()).toHaveLength(0);
    expect(screen.getByText('No trials match your filters.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search trials' }), { target: { value: '' } });
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]).getByText('+12125550111')).toBeTruthy();
  });

  it('details show config, client, consent, summary, transcript, recording; a failed trial shows its error', async () => {
    serve(() => json([COMPLETED, FAILED]));
    await screen.findAllByTestId('trial-row');
    fireEvent.click(screen.getByRole('button', { name: 'Details for +12125550111' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trial Details' });
    for (const text of [
      'test-agent/1.0',
      '198.51.100.7',
      'Warm',
      'You agree to an automated call.',
      'Talked about listings.',
      'Agent: Hi, this is Jordan calling.',
    ])
      expect(within(dialog).getByText(text)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Listen to recording' }).getAttribute('href')).toBe(
      'https://rec.example/1.mp3',
    );
    // The prompt the server dialled, in a focusable scrollable block, and the consent line.
    const prompt = within(dialog).getByRole('region', { name: 'Prompt dialled' });
    expect(prompt.textContent).toBe(COMPLETED.dialledPrompt);
    expect(prompt.tabIndex).toBe(0);
    expect(within(dialog).getByTestId('trial-consent-line').textContent).toMatch(
      /^Given .+ from 198\.51\.100\.7 with test-agent\/1\.0; number proved by a text-message code\.$/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Details for +13125550122' }));
    const failed = await screen.findByRole('dialog', { name: 'Trial Details' });
    expect(within(failed).getByText('Number unreachable')).toBeTruthy();
    expect(within(failed).queryByRole('link', { name: 'Listen to recording' })).toBeNull();
    expect(within(failed).queryByTestId('trial-consent')).toBeNull();
    expect(within(failed).queryByTestId('trial-prompt')).toBeNull();
  });

  it('Schedule shows only for completed trials; Schedule Follow-up logs phone and notes, stores date and notes, and closes', async () => {
    const posted: unknown[] = [];
    const f = fetchByPath({
      [PATH]: (init, url) => {
        if (url.endsWith('/follow-ups') && init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return json(
            {
              id: '00000000-0000-4000-8000-0000000000f1',
              trialId: COMPLETED.id,
              scheduledFor: '2026-12-10T12:00:00.000Z',
              notes: 'Call back Tuesday',
              createdAt: '2026-12-01T00:00:00.000Z',
            },
            201,
          );
        }
        if (url.endsWith('/follow-ups'))
          return json([
            {
              id: '00000000-0000-4000-8000-0000000000f1',
              trialId: COMPLETED.id,
              scheduledFor: '2026-12-10T12:00:00.000Z',
              notes: 'Call back Tuesday',
              createdAt: '2026-12-01T00:00:00.000Z',
            },
          ]);
        return json([COMPLETED, FAILED]);
      },
    });
    vi.stubGlobal('fetch', f.fn);
    renderClient(<VoiceTrials />);
    await screen.findAllByTestId('trial-row');
    expect(screen.queryByRole('button', { name: 'Schedule follow-up for +13125550122' })).toBeNull();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Schedule follow-up for +12125550111' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Follow-up' });
    fireEvent.change(within(dialog).getByLabelText('Follow-up date'), { target: { value: '2026-12-10' } });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Call back Tuesday' } });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule Follow-up' })));
    expect(info).toHaveBeenCalledWith('Schedule follow-up', '+12125550111', 'Call back Tuesday');
    expect(posted).toEqual([{ scheduledFor: '2026-12-10', notes: 'Call back Tuesday' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The stored follow-up is listed on the trial.
    fireEvent.click(screen.getByRole('button', { name: 'Details for +12125550111' }));
    const details = await screen.findByRole('dialog', { name: 'Trial Details' });
    expect(await within(details).findByText(/Call back Tuesday/)).toBeTruthy();
    expect(within(details).getByTestId('trial-follow-ups').textContent).toContain('2026');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { fetchByPath, json, renderClient } from '../../../../tests/support/render-client';
import { CampaignList } from './campaign-list';

// Spec A§2 Campaigns tab, empty state: "No campaigns yet" with an Upload Leads button.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Campaigns tab', () => {
  it('with no campaign: "No campaigns yet" and Upload Leads, which opens the Upload tab', async () => {
    vi.stubGlobal('fetch', fetchByPath({ '/api/admin/campaigns': () => json([]) }).fn);
    const onUpload = vi.fn();
    renderClient(<CampaignList onUpload={onUpload} onOpenTab={() => {}} />);
    expect(await screen.findByText('No campaigns yet', {}, { timeout: 5000 })).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Upload Leads' })));
    expect(onUpload).toHaveBeenCalledOnce();
  });
});

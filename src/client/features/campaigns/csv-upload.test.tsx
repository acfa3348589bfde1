// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CSV_MAX_BYTES } from '@common/campaigns/schemas';
import { fetchByPath, findToast, json, renderClient } from '../../../../tests/support/render-client';
import { CsvUpload } from './csv-upload';

// Spec §8 "Import and enrichment": "CSV parsing error" and "Upload failed" (the server's message,
// else "Failed to create campaign"), rendered by the real Upload tab against a stubbed API.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const IMPORT = '/api/admin/campaigns/import';
const CSV = 'email,first_name,company,phone\nana@acme.example,Ana,Acme,+12125550100\n';

const toast = findToast;
const choose = async (file: File) =>
  act(async () => void fireEvent.change(screen.getByLabelText('CSV File'), { target: { files: [file] } }));

async function upload(answer: () => Response | Promise<Response>) {
  const f = fetchByPath({ [IMPORT]: answer });
  vi.stubGlobal('fetch', f.fn);
  const onUploadComplete = vi.fn();
  renderClient(<CsvUpload onUploadComplete={onUploadComplete} />);
  fireEvent.change(screen.getByLabelText('Campaign Name'), { target: { value: 'Spring dentists' } });
  await choose(new File([CSV], 'leads.csv', { type: 'text/csv' }));
  const create = screen.getByRole('button', { name: 'Create Campaign' });
  await waitFor(() => expect(create).toHaveProperty('disabled', false), { timeout: 5000 });
  await act(async () => void fireEvent.click(create));
  return { f, onUploadComplete };
}

describe('Upload tab messages', () => {
  it('a file over 10 MB: "CSV parsing error" with the limit, and nothing is sent', async () => {
    const f = fetchByPath({});
    vi.stubGlobal('fetch', f.fn);
    renderClient(<CsvUpload onUploadComplete={() => {}} />);
    await choose(new File([new Uint8Array(CSV_MAX_BYTES + 1)], 'huge.csv', { type: 'text/csv' }));
    const t = await toast('CSV parsing error');
    expect(t.textContent).toContain('File is too large: the limit is 10 MB');
    expect(t.getAttribute('data-variant')).toBe('destructive');
    expect(f.calls).toHaveLength(0);
  });

  it('a refused import: "Upload failed" with the server’s message', async () => {
    const { onUploadComplete } = await upload(() =>
      json({ error: 'The database is full: free some space and try again', code: 'INSUFFICIENT_STORAGE' }, 507),
    );
    const t = await toast('Upload failed');
    expect(t.textContent).toContain('The database is full: free some space and try again');
    expect(t.getAttribute('data-variant')).toBe('destructive');
    expect(onUploadComplete).not.toHaveBeenCalled();
  });

  it('a failure without a server message: "Upload failed" / "Failed to create campaign"', async () => {
    await upload(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await toast('Upload failed')).textContent).toContain('Failed to create campaign');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { fetchByPath, findToast, json, renderClient } from '../../../../tests/support/render-client';
import { AiUpload } from './ai-upload';

// Spec §8 "Import and enrichment": in AI Upload, "Failed to save campaign" leads to the "Save
// Failed" toast. Rendered by the real tab against a stubbed API; texts written out.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CSV =
  'company,contact_name,email,phone,website\nAcme Dental,Ana Ruiz,ana@acme.example,+12125550100,acme.example\n';

async function upload(answer: () => Response | Promise<Response>) {
  const f = fetchByPath({ '/api/admin/campaigns/ai-upload': answer });
  vi.stubGlobal('fetch', f.fn);
  renderClient(<AiUpload onUploadComplete={() => {}} />);
  const file = new File([CSV], 'dentists.csv', { type: 'text/csv' });
  await act(async () => void fireEvent.change(screen.getByLabelText('AI CSV file'), { target: { files: [file] } }));
  return f;
}
const toast = findToast;

describe('AI Upload: Save Failed', () => {
  it('a campaign that cannot be saved: "Save Failed" / "Failed to save campaign", and the alert says so', async () => {
    const f = await upload(() => Promise.reject(new TypeError('Failed to fetch')));
    const t = await toast('Save Failed');
    expect(t.textContent).toContain('Failed to save campaign');
    expect(t.getAttribute('data-variant')).toBe('destructive');
    expect(screen.getByRole('alert').textContent).toBe('Failed to save campaign');
    const sent = JSON.parse(String(f.calls[0].init?.body));
    expect(sent.rows).toHaveLength(1);
  });

  it('a refused campaign: "Save Failed" with the server’s message and its row errors', async () => {
    await upload(() =>
      json({ error: 'Some rows are invalid', code: 'VALIDATION', errors: ['Row 2: email is not valid'] }, 400),
    );
    expect((await toast('Save Failed')).textContent).toContain('Some rows are invalid');
    expect(screen.getByRole('alert').textContent).toBe('Some rows are invalid\nRow 2: email is not valid');
  });
});

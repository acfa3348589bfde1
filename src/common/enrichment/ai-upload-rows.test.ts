import { describe, expect, it } from 'vitest';
import { aiCampaignName, aiUploadRows } from './ai-upload-rows';

describe('AI upload rows (spec §5)', () => {
  it('needs company, contact_name and email columns (headers trimmed, any case)', () => {
    expect(aiUploadRows(['Company', 'email'], [['A', 'a@b.co']])).toEqual({
      ok: false,
      error: 'CSV must contain company, contact_name, and email columns',
    });
    const r = aiUploadRows(
      ['\uFEFF Company ', 'CONTACT_NAME', 'Email', 'Website'],
      [
        ['A', 'Ann', 'a@b.co', 'a.example'],
        ['', 'Bob', 'b@b.co', ''],
        ['', '', '', ''],
      ],
    );
    expect(r).toEqual({
      ok: true,
      skipped: 1,
      rows: [{ company: 'A', contact_name: 'Ann', email: 'a@b.co', phone: '', website: 'a.example' }],
    });
  });
  it('says so when no row has the three fields', () => {
    expect(aiUploadRows(['company', 'contact_name', 'email'], [['A', '', 'a@b.co']])).toEqual({
      ok: false,
      error: 'No valid leads found in CSV',
    });
  });
  it('names the campaign from the file name and the date', () => {
    expect(aiCampaignName('Spring leads.CSV', new Date('2026-11-23T09:00:00Z'))).toBe('Spring leads - 2026-11-23');
  });
});
